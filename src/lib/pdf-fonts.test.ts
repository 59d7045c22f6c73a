/**
 * Noto Sans prepared for pdf-lib's subsetter: every glyph of a PDF's embedded subset keeps its
 * outline (the subsetter's short `loca` table lost the glyphs after an odd-length one, so receipts
 * and reports printed blanks for most letters).
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import fontkit from '@pdf-lib/fontkit';
import { decodePDFRawStream, PDFDict, PDFDocument, PDFName, PDFRawStream, PDFRef } from 'pdf-lib';
import { evenGlyphs, notoSansBytes } from './pdf-fonts';

const SAMPLE = 'Startup Atlas: Türkiye şğıİçöü ŞĞÇÖÜ 0123456789 $%€–’…';

/** The font files embedded in `bytes` (each FontDescriptor's FontFile2), parsed by fontkit. */
async function embeddedFonts(bytes: Uint8Array) {
  const pdf = await PDFDocument.load(bytes);
  const fonts = [];
  for (const [, object] of pdf.context.enumerateIndirectObjects()) {
    if (!(object instanceof PDFDict) || object.get(PDFName.of('Type')) !== PDFName.of('FontDescriptor'))
      continue;
    const ref = object.get(PDFName.of('FontFile2'));
    const stream = ref instanceof PDFRef ? pdf.context.lookup(ref) : undefined;
    if (stream instanceof PDFRawStream)
      fonts.push(fontkit.create(Buffer.from(decodePDFRawStream(stream).decode())));
  }
  return fonts;
}

describe('Noto Sans for PDFs', () => {
  it('keeps every glyph of the font, padded to even lengths', async () => {
    const { regular } = await notoSansBytes();
    const original = fontkit.create(
      fs.readFileSync(
        createRequire(import.meta.url).resolve(
          '@expo-google-fonts/noto-sans/400Regular/NotoSans_400Regular.ttf',
        ),
      ),
    );
    const patched = fontkit.create(regular);
    expect(patched.numGlyphs).toBe(original.numGlyphs);
    const paths = (font: typeof patched) => font.glyphsForString(SAMPLE).map((g) => g.path.toSVG());
    expect(paths(patched)).toEqual(paths(original));
    expect(evenGlyphs(regular)).toBe(regular); // already even: returned as it is
  });

  it('gives pdf-lib subsets whose glyphs all have outlines', async () => {
    const { regular, bold } = await notoSansBytes();
    const doc = await PDFDocument.create();
    doc.registerFontkit(fontkit);
    const page = doc.addPage();
    page.drawText(SAMPLE, { x: 20, y: 700, size: 12, font: await doc.embedFont(regular, { subset: true }) });
    page.drawText(SAMPLE, { x: 20, y: 600, size: 12, font: await doc.embedFont(bold, { subset: true }) });
    const fonts = await embeddedFonts(await doc.save());
    expect(fonts).toHaveLength(2);
    for (const font of fonts) {
      let outlined = 0;
      for (let id = 1; id < font.numGlyphs; id += 1) if (font.getGlyph(id).path.toSVG()) outlined += 1;
      // Every glyph but .notdef (id 0) and the space: letters and the accents they are built from.
      expect(outlined).toBe(font.numGlyphs - 2);
      expect(outlined).toBeGreaterThan(40);
    }
  });
});
