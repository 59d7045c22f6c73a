import fontkit from '@pdf-lib/fontkit';
import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { notoSansBytes } from '@/lib/pdf-fonts';
import { personalDataPdf, spelledOut, wrapText } from './personal-data-pdf';

describe('personal-data PDF', () => {
  it('spells out unknown field names', () => {
    expect(spelledOut('createdAt')).toBe('Created at');
    expect(spelledOut('linkedin')).toBe('Linkedin');
  });

  it('wraps at words and cuts a word wider than a line', async () => {
    const doc = await PDFDocument.create();
    doc.registerFontkit(fontkit);
    const font = await doc.embedFont((await notoSansBytes()).regular, { subset: true });
    const lines = wrapText(`kısa söz ${'ş'.repeat(200)}\nikinci satır`, font, 10, 100);
    expect(lines[0]).toBe('kısa söz');
    expect(lines.length).toBeGreaterThan(4);
    for (const line of lines) expect(font.widthOfTextAtSize(line, 10)).toBeLessThanOrEqual(100);
    expect(lines.at(-1)).toBe('ikinci satır');
  });

  it('makes a titled PDF in the viewer’s language with Turkish text', async () => {
    const bytes = await personalDataPdf(
      {
        format: 'startup-atlas-personal-data',
        version: 1,
        generatedAt: '2026-11-21T10:00:00.000Z',
        account: { name: 'Ayşe', surname: 'Çelik', emailVerified: true },
        messages: [{ with: 'Işıl Ünal', messages: [{ from: 'you', body: 'Görüşürüz\tyarın' }] }],
        notifications: [],
      },
      'tr',
    );
    const doc = await PDFDocument.load(bytes);
    expect(doc.getTitle()).toBe('Kişisel verileriniz');
    expect(doc.getPageCount()).toBe(1);
  });
});
