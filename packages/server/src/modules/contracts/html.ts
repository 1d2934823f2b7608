import sanitizeHtml from 'sanitize-html';
import { SHORTCODE_PATTERN } from '@signoff/contract/contracts';

/**
 * The only markup a contract keeps: text structure (headings, paragraphs, lists, tables, emphasis, links). Anything
 * else — scripts, styles, event handlers, iframes, forms, images — is dropped, so a stored contract shown in the web
 * or printed to PDF can never run code. The allowlist is also what the PDF writer knows how to lay out.
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'h1',
    'h2',
    'h3',
    'h4',
    'p',
    'br',
    'hr',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'ul',
    'ol',
    'li',
    'blockquote',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
    'a',
    'span',
    'div',
  ],
  allowedAttributes: {
    // target and rel are set by transformTags below, whatever the text said.
    a: ['href', 'title', 'target', 'rel'],
    td: ['colspan', 'rowspan'],
    th: ['colspan', 'rowspan'],
    // A manual page break for the PDF (<div class="page-break">).
    div: ['class'],
  },
  allowedClasses: { div: ['page-break'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  // Script and style bodies go with their tags rather than turning into visible text.
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'title', 'head'],
  disallowedTagsMode: 'discard',
  transformTags: {
    // A link always leaves the app in a new tab without handing it our window.
    a: sanitizeHtml.simpleTransform('a', { target: '_blank', rel: 'noopener noreferrer' }),
  },
};

/** Contract HTML as it may be stored or shown. */
export function sanitizeContractHtml(html: string): string {
  return sanitizeHtml(html, OPTIONS);
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/**
 * Fills a contract's shortcodes with their values (escaped: a value is text, never markup), leaves those without a
 * value as written so the reader sees what is missing, and sanitizes the result again.
 */
export function renderContractHtml(html: string, values: Readonly<Record<string, string>>): string {
  const filled = html.replace(SHORTCODE_PATTERN, (whole, code: string) =>
    Object.prototype.hasOwnProperty.call(values, code) ? escapeHtml(values[code]!) : whole,
  );
  return sanitizeContractHtml(filled);
}
