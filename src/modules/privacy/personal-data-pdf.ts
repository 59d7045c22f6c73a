/**
 * The readable copy of the personal-data download (issue 17 §2 "JSON and a readable file"): an
 * A4 PDF made with pdf-lib in Noto Sans (src/lib/pdf-fonts.ts, so ş, ğ, ı and İ print), with the
 * same content as the JSON — one heading per section, each record as labelled lines, nested
 * lists indented — in the viewer's language (section and field labels from the `personalData`
 * messages; an unknown field shows its name spelled out). Rich text prints as plain text.
 */
import fontkit from '@pdf-lib/fontkit';
import { PDFDocument, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import type { Locale } from '@/i18n/locales';
import { formatDateTime } from '@/lib/format';
import { notoSansBytes } from '@/lib/pdf-fonts';
import { richTextToPlain } from '@/lib/rich-text';
import { messagesOf } from '@/server/i18n';
import type { DataValue, PersonalData } from './personal-data-shared';

const INK = rgb(0.09, 0.11, 0.16);
const MUTED = rgb(0.38, 0.42, 0.5);
const BRAND = rgb(0.15, 0.3, 0.75);
const PAGE: [number, number] = [595.28, 841.89];
const MARGIN = 50;
const SIZE = 9.5;
const LINE = 13;
const INDENT = 12;
/** Fields whose values are words of the download itself (translated in the PDF). */
const WORD_FIELDS = new Set(['from', 'by', 'direction']);
/** Sections printed in the header rather than as sections. */
const HEADER_KEYS = new Set(['format', 'version', 'generatedAt']);

/** `camelCase` spelled out: `createdAt` → `Created at`. */
export function spelledOut(key: string): string {
  const words = key.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

const TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d+)?Z$/;

/**
 * Text of a leaf value: rich text as plain text, timestamps in the viewer's format (UTC), booleans
 * and null in words.
 */
function leafText(
  value: string | number | boolean | null,
  words: { yes: string; no: string; none: string; locale: Locale },
) {
  if (value === null || value === '') return words.none;
  if (typeof value === 'boolean') return value ? words.yes : words.no;
  if (typeof value === 'number') return String(value);
  if (TIMESTAMP.test(value)) return formatDateTime(value, words.locale);
  const text = /<\/?(?:p|li|ul|ol|h[1-6]|strong|em|a|br)\b/i.test(value) ? richTextToPlain(value) : value;
  // Tabs and other control characters have no glyph in the font.
  return text.replace(/[\u0000-\u0009\u000b-\u001f\u007f]/g, ' ');
}

/** `text` broken into lines no wider than `width` points; a word wider than a line is cut. */
export function wrapText(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  for (const paragraph of text.split(/\r?\n/)) {
    let current = '';
    for (const word of paragraph.split(/\s+/).filter(Boolean)) {
      let piece = word;
      while (font.widthOfTextAtSize(piece, size) > width) {
        // Cut the longest prefix that fits (URLs, long ids).
        let cut = piece.length - 1;
        while (cut > 1 && font.widthOfTextAtSize(piece.slice(0, cut), size) > width) cut--;
        if (current) {
          lines.push(current);
          current = '';
        }
        lines.push(piece.slice(0, cut));
        piece = piece.slice(cut);
      }
      const next = current ? `${current} ${piece}` : piece;
      if (current && font.widthOfTextAtSize(next, size) > width) {
        lines.push(current);
        current = piece;
      } else current = next;
    }
    lines.push(current);
  }
  return lines;
}

/**
 * The PDF of `data` in `locale`.
 * Output: the PDF bytes (A4 pages numbered "n / total").
 */
export async function personalDataPdf(data: PersonalData, locale: Locale): Promise<Uint8Array> {
  const t = messagesOf(locale, 'personalData');
  const label = (group: 'sections' | 'fields', key: string) =>
    t.has(`${group}.${key}` as never) ? t(`${group}.${key}` as never) : spelledOut(key);
  const words = { yes: t('file.yes'), no: t('file.no'), none: t('file.none'), locale };

  const doc = await PDFDocument.create();
  doc.registerFontkit(fontkit);
  const bytes = await notoSansBytes();
  const regular = await doc.embedFont(bytes.regular, { subset: true });
  const bold = await doc.embedFont(bytes.bold, { subset: true });
  doc.setTitle(t('file.title'));
  doc.setAuthor('Startup Atlas');
  doc.setLanguage(locale === 'tr' ? 'tr-TR' : 'en-US');
  doc.setCreationDate(new Date());

  let page: PDFPage = doc.addPage(PAGE);
  let y = PAGE[1] - MARGIN;
  const width = PAGE[0] - 2 * MARGIN;
  const room = (lines: number) => {
    if (y - lines * LINE >= MARGIN) return;
    page = doc.addPage(PAGE);
    y = PAGE[1] - MARGIN;
  };
  const write = (text: string, indent: number, font: PDFFont = regular, size = SIZE, color = INK) => {
    for (const line of wrapText(text, font, size, width - indent)) {
      room(1);
      page.drawText(line, { x: MARGIN + indent, y, size, font, color });
      y -= size > SIZE ? size + 6 : LINE;
    }
  };
  /** Who-and-which-way words of the download (`you`, `received` …) in the viewer's language. */
  const wordOf = (key: string, value: DataValue): DataValue =>
    WORD_FIELDS.has(key) && typeof value === 'string' && t.has(`values.${value}` as never)
      ? t(`values.${value}` as never)
      : value;
  /** `key: value` on one line when it fits, the label alone above a nested value otherwise. */
  const field = (key: string, raw: DataValue, indent: number) => {
    const value = wordOf(key, raw);
    const name = label('fields', key);
    if (value !== null && typeof value === 'object') {
      if (Array.isArray(value) && value.every((v) => v === null || typeof v !== 'object')) {
        write(
          `${name}: ${value.length ? value.map((v) => leafText(v, words)).join(', ') : words.none}`,
          indent,
        );
        return;
      }
      write(`${name}:`, indent, bold);
      block(value, indent + INDENT);
      return;
    }
    write(`${name}: ${leafText(value, words)}`, indent);
  };
  const block = (value: DataValue, indent: number) => {
    if (value === null || typeof value !== 'object') {
      write(leafText(value, words), indent);
      return;
    }
    if (Array.isArray(value)) {
      if (value.length === 0) write(words.none, indent, regular, SIZE, MUTED);
      value.forEach((item, i) => {
        if (item !== null && typeof item === 'object' && !Array.isArray(item)) {
          room(2);
          write(`${i + 1}.`, indent, bold, SIZE, MUTED);
          block(item, indent + INDENT);
        } else write(`• ${leafText(item as string | number | boolean | null, words)}`, indent);
      });
      return;
    }
    const entries = Object.entries(value);
    if (entries.length === 0) write(words.none, indent, regular, SIZE, MUTED);
    for (const [key, v] of entries) field(key, v, indent);
  };

  write('Startup Atlas', 0, bold, 18, BRAND);
  write(t('file.title'), 0, bold, 14);
  const generated = typeof data.generatedAt === 'string' ? data.generatedAt : new Date().toISOString();
  write(t('file.generatedAt', { date: formatDateTime(generated, locale) }), 0, regular, SIZE, MUTED);
  y -= 4;
  write(t('file.intro'), 0, regular, SIZE, MUTED);
  for (const [section, value] of Object.entries(data)) {
    if (HEADER_KEYS.has(section)) continue;
    y -= 10;
    room(3);
    write(label('sections', section), 0, bold, 12, BRAND);
    block(value, 0);
  }

  const pages = doc.getPages();
  pages.forEach((p, i) => {
    const text = `${i + 1} / ${pages.length}`;
    p.drawText(text, {
      x: PAGE[0] - MARGIN - regular.widthOfTextAtSize(text, 8),
      y: MARGIN / 2,
      size: 8,
      font: regular,
      color: MUTED,
    });
  });
  return doc.save();
}
