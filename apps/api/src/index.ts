export { buildApp, registerApi } from './app';
export { loadConfig, ConfigError, type Config } from './config';
export { createContext, type AppContext } from './context';
export { openDb, type Db } from './db/client';
export { startDatabase } from './start';
export { createOutboxWorker, type OutboxWorker } from './modules/forms/outbox-worker';
