export { buildApp, registerApi } from './app';
export { createContext, photoOptionsOf, type AppContext } from './context';
export { isDatabaseUnavailable, openDb, type Db } from './db/client';
export { startDatabase } from './start';
export { createBackgroundWork, type BackgroundWork } from './background';
export { catalogVersion } from './modules/catalog/catalog-version';
export { sessionUserAndCart } from './modules/session/user';
export { FRAMEWORK_ERRORS, MAX_HEADERS, portugueseServer } from './lib/framework-errors';
export { OUTAGE_RETRY_AFTER_S, UNAVAILABLE_MESSAGE } from './lib/envelope';
