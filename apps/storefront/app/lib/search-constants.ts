/**
 * Search (B§4, B§5, B§9): the query parameter, the suggestions' limits and timing, the addresses. One home per rule,
 * by subject: the client build inlines constants where they are used (vite.config.ts, `inlineConst`), so where a
 * constant lives never decides which page's first load carries it.
 */

export const SUGGESTION_LIMIT = 5;
export const SEARCH_PARAM = 'busca';
export const SUGGESTION_LIMIT_MAX = 10;
export const SUGGESTION_MIN_CHARS = 3;
export const SUGGESTION_DEBOUNCE_MS = 300;
export const LINK_SEARCH = '/busca';
export const LINK_SEARCH_SUGGESTIONS = '/resources/search-suggestions';
export const SEARCH_TITLE = 'Busca';
