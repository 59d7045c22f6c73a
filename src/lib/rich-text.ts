/**
 * Rich text sanitizing (spec public-and-account §5 "Rich text"): only b, i, em, strong, a, p,
 * lists (ul, ol, li) and headings h1–h6 survive, with line breaks; links keep http(s)/mailto
 * `href` only and get rel="nofollow noopener noreferrer". Everything else (scripts, styles,
 * event attributes, images, iframes) is removed; text content is kept.
 * Input: untrusted HTML. Output: safe HTML (may be empty).
 */
import sanitizeHtml from 'sanitize-html';

export const RICH_TEXT_TAGS = [
  'b',
  'i',
  'em',
  'strong',
  'a',
  'p',
  'br',
  'ul',
  'ol',
  'li',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
];

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: RICH_TEXT_TAGS,
  // `rel` is allowed because the transform below sets it (a user's own rel is replaced).
  allowedAttributes: { a: ['href', 'rel'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    a: (tagName, attribs) => ({ tagName, attribs: { ...attribs, rel: 'nofollow noopener noreferrer' } }),
  },
};

/** The sanitized HTML of `html` (spec §5 allow-list). */
export function sanitizeRichText(html: string | null | undefined): string {
  if (!html) return '';
  return sanitizeHtml(html, OPTIONS).trim();
}

/** The plain text of rich text (search indexes, previews, length rules). */
export function richTextToPlain(html: string | null | undefined): string {
  if (!html) return '';
  // A space at block ends, so paragraphs do not run together.
  const spaced = html.replace(/<\/(?:p|h[1-6]|li|div)>|<br\s*\/?>/gi, '$& ');
  return sanitizeHtml(spaced, { allowedTags: [], allowedAttributes: {} }).replace(/\s+/g, ' ').trim();
}
