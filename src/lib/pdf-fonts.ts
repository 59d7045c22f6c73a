/**
 * The Noto Sans font files (OFL, from @expo-google-fonts/noto-sans) that the server's PDFs and
 * drawn images write their text in: pdf-lib's standard fonts cannot write ş, ğ, ı or İ, and a
 * production host may have no system fonts for SVG text. Read once per process.
 *
 * The files are prepared for @pdf-lib/fontkit's subsetter: Noto Sans stores 1,323 glyphs with an
 * odd byte length, and the subsetter copies glyphs as they are, then writes the subset's `loca`
 * table in the short format (offsets halved) whenever the subset is under 64 KB — every glyph
 * after an odd one then points one byte off and renders as nothing. {@link evenGlyphs} pads each
 * glyph to an even length once, so subsets come out whole.
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const FONT_FILES = {
  regular: '@expo-google-fonts/noto-sans/400Regular/NotoSans_400Regular.ttf',
  bold: '@expo-google-fonts/noto-sans/700Bold/NotoSans_700Bold.ttf',
} as const;

export interface NotoSansBytes {
  regular: Buffer;
  bold: Buffer;
}

let fontBytes: Promise<NotoSansBytes> | undefined;

/**
 * The regular (400) and bold (700) TrueType files, resolved from the project's node_modules, read
 * once per process and passed through {@link evenGlyphs} (the bytes are shared: do not modify them).
 * @throws when the package is not installed (the promise rejects; the next call retries).
 */
export function notoSansBytes(): Promise<NotoSansBytes> {
  fontBytes ??= (async () => {
    const require = createRequire(path.join(process.cwd(), 'package.json'));
    const read = async (file: string) => evenGlyphs(await fs.promises.readFile(require.resolve(file)));
    const [regular, bold] = await Promise.all([read(FONT_FILES.regular), read(FONT_FILES.bold)]);
    return { regular, bold };
  })().catch((error: unknown) => {
    fontBytes = undefined;
    throw error;
  });
  return fontBytes;
}

/** Sum of the big-endian 32-bit words of `bytes` (zero-padded to 4), modulo 2^32. */
function checksum(bytes: Buffer): number {
  let sum = 0;
  for (let i = 0; i < bytes.length; i += 4) {
    const word =
      ((bytes[i] ?? 0) << 24) |
      ((bytes[i + 1] ?? 0) << 16) |
      ((bytes[i + 2] ?? 0) << 8) |
      (bytes[i + 3] ?? 0);
    sum = (sum + (word >>> 0)) >>> 0;
  }
  return sum;
}

/**
 * A TrueType font whose glyphs all have an even byte length (a zero byte appended to the odd
 * ones, which glyph parsers ignore), with a long-format `loca`, recomputed table offsets and
 * checksums. Fonts without `glyf`/`loca` (CFF) or already even come back unchanged.
 * @throws on a truncated or malformed table directory (RangeError from Buffer reads).
 */
export function evenGlyphs(font: Buffer): Buffer {
  const count = font.readUInt16BE(4);
  const tables = Array.from({ length: count }, (_, i) => {
    const record = 12 + 16 * i;
    const offset = font.readUInt32BE(record + 8);
    return {
      tag: font.toString('latin1', record, record + 4),
      data: Buffer.from(font.subarray(offset, offset + font.readUInt32BE(record + 12))),
    };
  });
  const find = (tag: string) => tables.find((t) => t.tag === tag);
  const [head, maxp, loca, glyf] = [find('head'), find('maxp'), find('loca'), find('glyf')];
  if (!head || !maxp || !loca || !glyf) return font;
  const glyphs = maxp.data.readUInt16BE(4);
  const long = head.data.readInt16BE(50) === 1;
  const offsetOf = (i: number) => (long ? loca.data.readUInt32BE(4 * i) : loca.data.readUInt16BE(2 * i) * 2);
  const parts: Buffer[] = [];
  const offsets: number[] = [0];
  let odd = 0;
  for (let i = 0; i < glyphs; i += 1) {
    const glyph = glyf.data.subarray(offsetOf(i), offsetOf(i + 1));
    parts.push(glyph);
    if (glyph.length % 2 === 1) {
      parts.push(Buffer.alloc(1));
      odd += 1;
    }
    offsets.push(offsets[offsets.length - 1]! + glyph.length + (glyph.length % 2));
  }
  if (odd === 0) return font;
  glyf.data = Buffer.concat(parts);
  loca.data = Buffer.alloc(4 * offsets.length);
  offsets.forEach((o, i) => loca.data.writeUInt32BE(o, 4 * i));
  head.data.writeInt16BE(1, 50);
  head.data.writeUInt32BE(0, 8); // checkSumAdjustment, set below

  const directory = Buffer.from(font.subarray(0, 12 + 16 * count));
  const bodies: Buffer[] = [];
  let offset = directory.length;
  tables.forEach((table, i) => {
    const record = 12 + 16 * i;
    directory.writeUInt32BE(checksum(table.data), record + 4);
    directory.writeUInt32BE(offset, record + 8);
    directory.writeUInt32BE(table.data.length, record + 12);
    const padded = Buffer.alloc(Math.ceil(table.data.length / 4) * 4);
    table.data.copy(padded);
    bodies.push(padded);
    offset += padded.length;
  });
  const out = Buffer.concat([directory, ...bodies]);
  const headOffset = directory.readUInt32BE(12 + 16 * tables.indexOf(head) + 8);
  out.writeUInt32BE((0xb1b0afba - checksum(out)) >>> 0, headOffset + 8);
  return out;
}
