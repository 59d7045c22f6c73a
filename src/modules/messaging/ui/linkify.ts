/**
 * Links in message text (dashboard-and-operations §3 "Message": the body is stored verbatim and
 * shown as text). A message is split into text and link pieces that the screen renders as React
 * text nodes and `<a>` elements — never as HTML. Only `http:` and `https:` addresses become links;
 * punctuation that ends a sentence and an unbalanced closing bracket stay outside the link.
 * Shared by the browser and the server; imports nothing.
 */

/** One piece of a message: plain text, or a link with the text shown and its address. */
export type MessagePiece = { type: 'text'; text: string } | { type: 'link'; text: string; href: string };

// A scheme at a word start (so "xhttps://" is not one), then anything up to white space or a
// character that cannot stand unescaped in an address written in prose.
const URL_PATTERN = /\bhttps?:\/\/[^\s<>"'`]+/gi;
const TRAILING = new Set(['.', ',', ';', ':', '!', '?', '»', '”', '’', '…']);
const PAIRS: Record<string, string> = { ')': '(', ']': '[', '}': '{' };

const count = (text: string, char: string) => text.split(char).length - 1;

/** `candidate` without the sentence punctuation and unbalanced closing brackets at its end. */
function trimEnd(candidate: string): string {
  let url = candidate;
  for (;;) {
    const last = url.at(-1);
    if (last === undefined) return url;
    const open = PAIRS[last];
    if (TRAILING.has(last) || (open !== undefined && count(url, open) < count(url, last)))
      url = url.slice(0, -1);
    else return url;
  }
}

/** The address of `text` when it is an http(s) URL with a host, else null. */
function safeHref(text: string): string | null {
  try {
    const url = new URL(text);
    if ((url.protocol !== 'http:' && url.protocol !== 'https:') || !url.hostname) return null;
    return url.href;
  } catch {
    return null;
  }
}

/**
 * Splits `text` into text and link pieces, in order; joining every piece's `text` gives `text`
 * back unchanged. Adjacent text is merged into one piece. Input: any string (untrusted).
 * Example: `linkify('see https://a.io.')` →
 * `[{type:'text',text:'see '},{type:'link',text:'https://a.io',href:'https://a.io/'},{type:'text',text:'.'}]`.
 */
export function linkify(text: string): MessagePiece[] {
  const pieces: MessagePiece[] = [];
  const pushText = (value: string) => {
    if (!value) return;
    const last = pieces.at(-1);
    if (last?.type === 'text') last.text += value;
    else pieces.push({ type: 'text', text: value });
  };
  let at = 0;
  for (const match of text.matchAll(URL_PATTERN)) {
    const start = match.index;
    const url = trimEnd(match[0]);
    const href = safeHref(url);
    if (!href) continue;
    pushText(text.slice(at, start));
    pieces.push({ type: 'link', text: url, href });
    at = start + url.length;
  }
  pushText(text.slice(at));
  return pieces;
}
