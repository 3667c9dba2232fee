/** The ids of forms other parts of the page link to (they stay in the server's markup before a form's code loads). */
export const NEWSLETTER_STRIP_ANCHOR = 'newsletter';
export const NOTIFY_ME_ANCHOR = 'avise-me';
export const SOB_CONSULTA_ANCHOR = 'sob-consulta';
