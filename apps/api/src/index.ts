export { buildApp, registerApi } from './app';
export { createContext, type AppContext } from './context';
export { openDb, type Db } from './db/client';
export { startDatabase } from './start';
export { createOutboxWorker, type OutboxWorker } from './modules/forms/outbox-worker';
export { createSessionPurge, type SessionPurge } from './modules/session/purge';
