/**
 * The banned-word matcher (issue 17 §1 banned-words: "whole words, case- and Turkish-dotted/
 * dotless-i–insensitive"), pure and synchronous.
 *
 * Folding: NFC, lower case by Turkish rules (`İ`→`i`, `I`→`ı`), then dotless `ı`→`i` and a stray
 * combining dot above dropped, so `İ`, `I`, `ı` and `i` are one letter; every other letter is
 * itself (`ş`≠`s`, `ç`≠`c`, `ğ`≠`g`, `ö`≠`o`, `ü`≠`u`).
 *
 * Words: runs of word characters — Unicode letters (`\p{L}`) with their combining marks
 * (`\p{M}`) and digits (`\p{N}`: `b4d` is one word, and `4ass` is not the word `ass`).
 * Everything else (spaces, punctuation, the apostrophe of Turkish
 * suffixes: `İstanbul'da`) separates words. A banned entry is one word or a phrase of several;
 * it matches only whole words (`class` never matches `ass`) and a phrase only the same words in
 * a row, whatever separates them.
 *
 * What a reader sees is checked, not how it was typed ({@link visibleText}): inline HTML tags
 * inside a word (`ku<b>mar</b>`) join it, block tags separate words, character references
 * (`&#107;umar`, `&ccedil;`) are decoded, invisible format characters (zero-width space and
 * joiners, soft hyphen, bidi controls: Unicode `Cf`) are dropped, and compatibility forms
 * (full-width `ｋｕｍａｒ`) are read as their letters (NFKC).
 */
import { decodeHTML } from 'entities';

const WORD = /[\p{L}\p{M}\p{N}]+/gu;
/** What a banned entry may hold: word characters, spaces, hyphens and apostrophes. */
const ENTRY = /^[\p{L}\p{M}\p{N}\s'’-]+$/u;

/** `text` folded: NFC, Turkish lower case, `ı`→`i`, combining dot above (U+0307) dropped. */
export function foldText(text: string): string {
  return text
    .normalize('NFC')
    .toLocaleLowerCase('tr')
    .replace(/ı/g, 'i')
    .replace(/\u0307/g, '');
}

/** One word of a text: its folded form and where it stands in the original (UTF-16 offsets). */
export interface Token {
  folded: string;
  start: number;
  end: number;
}

/** The words of `text` in order (see the module comment). */
export function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  for (const m of text.matchAll(WORD)) {
    tokens.push({ folded: foldText(m[0]), start: m.index, end: m.index + m[0].length });
  }
  return tokens;
}

/**
 * The stored (`folded`) form of an entry an admin typed: its folded words joined by one space
 * (`  İstanbul   Kart ` → `istanbul kart`), or null when it holds no word, anything but word
 * characters, spaces, hyphens and apostrophes, or more than 100 characters.
 */
export function foldEntry(entry: string): string | null {
  const trimmed = entry.trim();
  if (!trimmed || trimmed.length > 100 || !ENTRY.test(trimmed)) return null;
  const words = tokenize(trimmed).map((t) => t.folded);
  return words.length ? words.join(' ') : null;
}

/**
 * Splits an admin's input into entries: commas, semicolons and line breaks separate them;
 * blanks are dropped and duplicates (after folding) kept once, in input order.
 * Output: `{ word, folded }` for each valid entry and the invalid ones as typed.
 */
export function parseEntries(input: string): {
  entries: { word: string; folded: string }[];
  invalid: string[];
} {
  const entries: { word: string; folded: string }[] = [];
  const invalid: string[] = [];
  const seen = new Set<string>();
  for (const raw of input.split(/[,;\r\n]+/)) {
    const word = raw.trim().replace(/\s+/g, ' ');
    if (!word) continue;
    const folded = foldEntry(word);
    if (!folded) invalid.push(word);
    else if (!seen.has(folded)) {
      seen.add(folded);
      entries.push({ word, folded });
    }
  }
  return { entries, invalid };
}

/** A compiled list of banned entries (build once per list with {@link compileMatcher}). */
export interface Matcher {
  /** Entries of one word. */
  single: ReadonlySet<string>;
  /** Phrases by their first word: the words of each. */
  phrases: ReadonlyMap<string, readonly (readonly string[])[]>;
  size: number;
}

/** The matcher of `folded` entries (as stored: folded words joined by single spaces). */
export function compileMatcher(folded: Iterable<string>): Matcher {
  const single = new Set<string>();
  const phrases = new Map<string, string[][]>();
  let size = 0;
  for (const entry of folded) {
    const words = entry.split(' ').filter(Boolean);
    if (!words.length) continue;
    size += 1;
    if (words.length === 1) single.add(words[0]!);
    else {
      const list = phrases.get(words[0]!) ?? [];
      list.push(words);
      phrases.set(words[0]!, list);
    }
  }
  return { single, phrases, size };
}

/** A banned entry found in a text: the words as the text wrote them, and the entry (folded). */
export interface BannedMatch {
  /** The matching part of the text as written (`İSTANBUL`, `free   money`). */
  text: string;
  /** The banned entry, folded (`istanbul`, `free money`). */
  entry: string;
}

/** Inline (phrasing) elements: their tags sit inside words, so they join rather than separate. */
const INLINE_TAG =
  /<\/?(?:a|abbr|b|bdi|bdo|cite|code|data|del|dfn|em|font|i|ins|kbd|mark|q|s|samp|small|span|strike|strong|sub|sup|time|tt|u|var)\b[^>]*>/gi;
const ANY_TAG = /<\/?[a-z][^>]*>/gi;
/** Unicode format characters (zero-width space, joiners, soft hyphen, bidi controls, BOM). */
const INVISIBLE = /\p{Cf}/gu;

/**
 * The text a reader sees in `value`, which may be HTML (rich-text descriptions) or plain text:
 * inline tags removed, other tags turned into spaces, character references decoded, invisible
 * format characters dropped, compatibility characters normalized (NFKC).
 */
export function visibleText(value: string): string {
  let text = value;
  if (/<\/?[a-z][^>]*>/i.test(text)) text = text.replace(INLINE_TAG, '').replace(ANY_TAG, ' ');
  if (text.includes('&')) text = decodeHTML(text);
  return text.replace(INVISIBLE, '').normalize('NFKC');
}

/** The first banned entry `text` holds as whole words (as a reader sees it: {@link visibleText}), or null. */
export function findBannedWord(matcher: Matcher, raw: string): BannedMatch | null {
  if (!matcher.size || !raw) return null;
  const text = visibleText(raw);
  const tokens = tokenize(text);
  for (let i = 0; i < tokens.length; i++) {
    const word = tokens[i]!.folded;
    if (matcher.single.has(word)) {
      return { text: text.slice(tokens[i]!.start, tokens[i]!.end), entry: word };
    }
    for (const phrase of matcher.phrases.get(word) ?? []) {
      if (i + phrase.length > tokens.length) continue;
      if (phrase.every((w, k) => tokens[i + k]!.folded === w)) {
        const last = tokens[i + phrase.length - 1]!;
        return { text: text.slice(tokens[i]!.start, last.end), entry: phrase.join(' ') };
      }
    }
  }
  return null;
}
