import sanitizeHtml from 'sanitize-html';

/**
 * HTML the Store API serves (descriptions, institutional pages, custom layouts, menu icons) is cleaned on read,
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

const SVG_TAGS = ['svg', 'g', 'path', 'circle', 'rect', 'line', 'polyline', 'polygon', 'ellipse', 'title'];
const SVG_ATTRIBUTES = [
  'viewBox',
  'width',
  'height',
  'fill',
  'stroke',
  'stroke-width',
  'stroke-linecap',
  'stroke-linejoin',
  'd',
  'cx',
  'cy',
  'r',
  'rx',
  'ry',
  'x',
  'y',
  'x1',
  'x2',
  'y1',
  'y2',
  'points',
  'transform',
  'xmlns',
  'aria-hidden',
  'focusable',
];
const SVG: sanitizeHtml.IOptions = {
  allowedTags: SVG_TAGS,
  allowedAttributes: Object.fromEntries(SVG_TAGS.map((tag) => [tag, SVG_ATTRIBUTES])),
  parser: { lowerCaseAttributeNames: false, lowerCaseTags: false },
};

export const sanitizeRichText = (html: string): string => sanitizeHtml(html, RICH_TEXT);
export const sanitizeSvg = (svg: string): string => sanitizeHtml(svg, SVG);
