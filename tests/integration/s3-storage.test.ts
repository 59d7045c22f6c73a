/**
 * S3-compatible storage (issue 4: uploads "stored through the storage interface … S3-compatible
 * when configured"), against s3rver — a real S3 API server on a local port, not a mock of our
 * storage: the AWS SDK signs and sends real HTTP requests to it.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import S3rver from 's3rver';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storeImage, storePdf } from '@/server/images';
import { S3Storage } from '@/server/s3-storage';
import { setStorage } from '@/server/storage';
import { GET } from '@/app/uploads/[...key]/route';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'atlas-s3-'));
const bucket = 'atlas-uploads';
const server = new S3rver({
  address: '127.0.0.1',
  port: 0,
  silent: true,
  directory: dir,
  configureBuckets: [{ name: bucket, configs: [] }],
});
let endpoint = '';
const options = () => ({
  bucket,
  region: 'us-east-1',
  endpoint,
  forcePathStyle: true,
  accessKeyId: 'S3RVER',
  secretAccessKey: 'S3RVER',
});

beforeAll(async () => {
  const address = (await server.run()) as AddressInfo;
  endpoint = `http://127.0.0.1:${address.port}`;
  setStorage(new S3Storage(options()));
});
afterAll(async () => {
  await server.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

const fetchUpload = (url: string) =>
  GET(new Request(`http://localhost${url}`), {
    params: Promise.resolve({ key: url.replace(/\?.*/, '').replace('/uploads/', '').split('/') }),
  });

describe('S3Storage', () => {
  it('stores every photo size in the bucket and serves them through /uploads/', async () => {
    const png = await sharp({
      create: { width: 700, height: 700, channels: 3, background: { r: 10, g: 90, b: 200 } },
    })
      .png()
      .toBuffer();
    const urls = await storeImage(png, 'profilePhoto', 'users/s3user', {
      now: new Date(1_800_000_000_000),
    });
    expect(urls.pP_64).toBe('/uploads/users/s3user/pP_64.webp?v=1800000000000');

    const response = await fetchUpload(urls.pP_256 ?? '');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/webp');
    const meta = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
    expect([meta.format, meta.width]).toEqual(['webp', 256]);
    // The object really is in the bucket (s3rver keeps it on its disk), not on ours.
    const raw = await new S3Storage(options()).get('users/s3user/pP_512.webp');
    expect((await sharp(raw!.bytes).metadata()).width).toBe(512);
  });

  it("keeps a CV privately as application/pdf, never serves it at /uploads, and removes a person's folder", async () => {
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF');
    await storePdf(pdf, 'private/users/s3user/cv/k1.pdf');
    const stored = await new S3Storage(options()).get('private/users/s3user/cv/k1.pdf');
    expect(stored?.contentType).toBe('application/pdf');
    expect(stored!.bytes.equals(pdf)).toBe(true);
    expect((await fetchUpload('/uploads/private/users/s3user/cv/k1.pdf')).status).toBe(404);
    expect((await fetchUpload('/uploads/users/nobody/pP_64.webp')).status).toBe(404);
    await new S3Storage(options()).removeFolder('private/users/s3user');
    expect(await new S3Storage(options()).get('private/users/s3user/cv/k1.pdf')).toBeNull();
  });

  it('refuses unsafe keys and points links at S3_PUBLIC_URL when one is set', async () => {
    const storage = new S3Storage({ ...options(), publicUrl: 'https://cdn.example.com/atlas/' });
    await expect(storage.put('../escape.webp', Buffer.from('x'), 'image/webp')).rejects.toThrow(
      /Unsafe storage key/,
    );
    expect(await storage.get('users/../../etc/passwd')).toBeNull();
    expect(storage.publicPath('startups/7/logo_64.webp')).toBe(
      'https://cdn.example.com/atlas/startups/7/logo_64.webp',
    );
  });
});
