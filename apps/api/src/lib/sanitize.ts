import sanitizeHtml from 'sanitize-html';

/**
 * HTML the Store API serves (descriptions, institutional pages, custom layouts) is cleaned on read,
 * so whatever reached the database by hand or by import can never run script in a shopper's browser.
 */
const RICH_TEXT: sanitizeHtml.IOptions = {
  allowedTags: [
    ...sanitizeHtml.defaults.allowedTags,
    'img',
    'details',
    'summary',
    'figure',
    'figcaption',
    'iframe',
    'span',
    'section',
  ],
  allowedAttributes: {
    ...sanitizeHtml.defaults.allowedAttributes,
    '*': ['class', 'id', 'title', 'lang'],
    img: ['src', 'srcset', 'alt', 'width', 'height', 'loading'],
    iframe: ['src', 'title', 'width', 'height', 'allow', 'allowfullscreen', 'loading'],
    td: ['colspan', 'rowspan'],
    th: ['colspan', 'rowspan', 'scope'],
    time: ['datetime'],
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedIframeHostnames: ['www.youtube.com', 'www.youtube-nocookie.com'],
};

/** Text without markup or entities comes out of the sanitizer as it went in: skipped (most of an import's cells). */
const MARKUP = /[<>&]/;

export const sanitizeRichText = (html: string): string => (MARKUP.test(html) ? sanitizeHtml(html, RICH_TEXT) : html);

/** Menu icons are SVG path data (the `d` of a 24×24 path): anything else is dropped. */
const PATH_DATA = /^[MmLlHhVvCcSsQqTtAaZz0-9\s,.-]{1,4000}$/;
export const svgPathOrNull = (value: string | null): string | null => (value && PATH_DATA.test(value) ? value : null);
