export { buildApp, registerApi } from './app';
export { createContext, photoOptionsOf, type AppContext } from './context';
export { openDb, type Db } from './db/client';
export { startDatabase } from './start';
export { createBackgroundWork, type BackgroundWork } from './background';
export { catalogVersion } from './modules/catalog/catalog-version';
export { MAX_HEADERS, portugueseServer } from './lib/framework-errors';
