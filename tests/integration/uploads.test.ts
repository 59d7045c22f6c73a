/**
 * Image uploads (issue 4; spec §3 sizes, §5 uploads, §8 upload errors): types sniffed from
 * the bytes, size limits, every variant made and stored, EXIF removed, moderation hook.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMAGE_MODAL_LIMIT_BYTES, storeImage, storePdf } from '@/server/images';
import { LocalDiskStorage, setStorage } from '@/server/storage';
import { translateError } from '@/server/i18n';
import { GET } from '@/app/uploads/[...key]/route';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'atlas-uploads-'));
beforeAll(() => setStorage(new LocalDiskStorage(dir)));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

const png = (w = 800, h = 600) =>
  sharp({ create: { width: w, height: h, channels: 3, background: { r: 200, g: 30, b: 60 } } })
    .png()
    .toBuffer();

describe('storeImage', () => {
  it('stores a real PNG in every profile photo size, with cache-busting URLs', async () => {
    const urls = await storeImage(await png(), 'profilePhoto', 'users/u1', {
      now: new Date(1_700_000_000_000),
    });
    expect(urls).toEqual({
      pP_512: '/uploads/users/u1/pP_512.webp?v=1700000000000',
      pP_256: '/uploads/users/u1/pP_256.webp?v=1700000000000',
      pP_64: '/uploads/users/u1/pP_64.webp?v=1700000000000',
    });
    const meta = await sharp(fs.readFileSync(path.join(dir, 'users/u1/pP_256.webp'))).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 256, 256]);
  });

  it('makes the cover sizes of a JPEG and drops its EXIF data', async () => {
    const jpeg = await sharp(await png(2000, 900))
      .jpeg()
      .withExif({ IFD0: { Copyright: 'Secret GPS owner', Artist: 'Ayşe' } })
      .toBuffer();
    expect((await sharp(jpeg).metadata()).exif).toBeDefined();
    const urls = await storeImage(jpeg, 'cover', 'startups/7');
    expect(Object.keys(urls)).toEqual(['cover_High', 'cover_Medium', 'cover_Low']);
    const high = await sharp(fs.readFileSync(path.join(dir, 'startups/7/cover_High.webp'))).metadata();
    expect([high.width, high.height, high.exif]).toEqual([1500, 500, undefined]);
  });

  it("refuses a PDF renamed .png and an SVG with a script: 'Uploaded file is not an image'", async () => {
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF');
    await expect(storeImage(pdf, 'profilePhoto', 'users/u2')).rejects.toMatchObject({
      key: 'file.not_image',
    });
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    await expect(storeImage(svg, 'logo', 'users/u2')).rejects.toMatchObject({ key: 'file.not_image' });
    // A PNG signature followed by garbage is not an image either.
    const fake = Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      Buffer.alloc(64, 7),
    ]);
    await expect(storeImage(fake, 'logo', 'users/u2')).rejects.toMatchObject({ key: 'file.not_image' });
    expect(fs.existsSync(path.join(dir, 'users/u2'))).toBe(false);
    expect(translateError('file.not_image', {}, 'tr')).toBe('Yüklenen dosya bir resim değil');
  });

  it("refuses a 6 MB image ('Uploaded file is too big'); 3 MB in general, 5 MB from the image modal", async () => {
    const big = Buffer.concat([await png(), Buffer.alloc(6 * 1024 * 1024)]);
    await expect(storeImage(big, 'profilePhoto', 'users/u3')).rejects.toMatchObject({
      key: 'file.too_big',
    });
    await expect(
      storeImage(big, 'profilePhoto', 'users/u3', { maxBytes: IMAGE_MODAL_LIMIT_BYTES }),
    ).rejects.toMatchObject({ key: 'file.too_big' });
    const four = Buffer.concat([await png(), Buffer.alloc(4 * 1024 * 1024)]);
    await expect(storeImage(four, 'profilePhoto', 'users/u3')).rejects.toMatchObject({
      key: 'file.too_big',
    });
    expect(
      Object.keys(await storeImage(four, 'profilePhoto', 'users/u3', { maxBytes: IMAGE_MODAL_LIMIT_BYTES })),
    ).toHaveLength(3);
  });

  it('a moderation check can refuse a photo with the inappropriate-photo warning', async () => {
    const refuse = { allows: async () => false };
    await expect(
      storeImage(await png(), 'profilePhoto', 'users/u4', { moderator: refuse }),
    ).rejects.toMatchObject({
      key: 'file.inappropriate',
    });
  });

  it('serves stored files with nosniff and answers 404 for unknown or unsafe keys', async () => {
    const ok = await GET(new Request('http://x/uploads/users/u1/pP_64.webp'), {
      params: Promise.resolve({ key: ['users', 'u1', 'pP_64.webp'] }),
    });
    expect(ok.status).toBe(200);
    expect(ok.headers.get('content-type')).toBe('image/webp');
    expect(ok.headers.get('x-content-type-options')).toBe('nosniff');
    for (const key of [
      ['users', 'u1', 'missing.webp'],
      ['..', 'etc', 'passwd'],
    ]) {
      const res = await GET(new Request('http://x/'), { params: Promise.resolve({ key }) });
      expect(res.status).toBe(404);
    }
  });

  it('stores a CV only when the bytes are a PDF of at most 5 MB, and /uploads never serves it', async () => {
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF');
    await storePdf(pdf, 'private/users/u5/cv/a1.pdf');
    await storePdf(pdf, 'users/u5/cv.pdf'); // even a PDF written outside private/ by mistake
    for (const key of [
      ['private', 'users', 'u5', 'cv', 'a1.pdf'],
      ['users', 'u5', 'cv.pdf'],
    ]) {
      const res = await GET(new Request('http://x/'), { params: Promise.resolve({ key }) });
      expect(res.status).toBe(404);
    }
    await expect(storePdf(await png(), 'users/u5/cv.pdf')).rejects.toMatchObject({
      status: 415,
      key: 'file.not_pdf',
    });
    await expect(
      storePdf(Buffer.concat([pdf, Buffer.alloc(6 * 1024 * 1024)]), 'users/u5/cv.pdf'),
    ).rejects.toMatchObject({
      status: 413,
    });
  });
});
