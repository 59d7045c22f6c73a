/**
 * Organization logo and cover, and patent photos (issue 5; D §3 Organization "logo, cover",
 * Patent "photo"; spec §9 upload limits): real images are stored in every size, files that are
 * not images and other users are refused, in the viewer's language.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiRequest, apiTestDb, ORIGIN, signedInCookie } from '../helpers/api';
import { typeIdByName } from '@/modules/reference/data/type-lists';
import { LocalDiskStorage, setStorage } from '@/server/storage';

const testDb = apiTestDb({ reference: true });
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'atlas-org-images-'));
const cookies: Record<string, string> = {};

async function upload(url: string, bytes: Buffer, name: string, cookie: string, lang = 'en') {
  const { getApi } = await import('@/app/_api/app');
  const form = new FormData();
  form.set('file', new File([new Uint8Array(bytes)], name));
  const res = await getApi().fetch(
    new Request(`${ORIGIN}${url}`, {
      method: 'POST',
      body: form,
      headers: { origin: ORIGIN, cookie, 'accept-language': lang },
    }),
  );
  return {
    status: res.status,
    json: (await res.json()) as { data: Record<string, string>; message: string },
  };
}

beforeAll(async () => {
  setStorage(new LocalDiskStorage(dir));
  cookies.owner = await signedInCookie(testDb(), 'owner.images@example.com');
  cookies.other = await signedInCookie(testDb(), 'other.images@example.com');
});
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

describe('organization images', () => {
  it('stores the logo, cover and a patent photo in every size; refuses non-images and others', async () => {
    const created = await apiRequest(
      'POST',
      `/apiCommon/Organizer/Post?type=${typeIdByName('organizationType', 'Science park')}`,
      { name: 'Görsel Teknopark', patents: [{ name: 'Vana', applicationNumbers: 'TR 2024/1' }] },
      { cookie: cookies.owner! },
    );
    const { id } = ((await created.json()) as { data: { id: number } }).data;
    const png = await sharp({ create: { width: 900, height: 600, channels: 3, background: '#3355aa' } })
      .png()
      .toBuffer();
    const logo = await upload(`/api/v2/organizations/${id}/logo`, png, 'logo.png', cookies.owner!);
    expect(logo.status).toBe(200);
    expect(Object.keys(logo.json.data).sort()).toEqual(['logo_256', 'logo_512', 'logo_64']);
    const stored = await sharp(path.join(dir, `organizations/${id}/logo_64.webp`)).metadata();
    expect([stored.width, stored.height, stored.format]).toEqual([64, 64, 'webp']);
    const cover = await upload(`/api/v2/organizations/${id}/cover`, png, 'cover.png', cookies.owner!);
    expect(Object.keys(cover.json.data).sort()).toEqual(['cover_High', 'cover_Low', 'cover_Medium']);

    const pdf = await upload(
      `/api/v2/organizations/${id}/logo`,
      Buffer.from('%PDF-1.4\n%%EOF\n'),
      'x.png',
      cookies.owner!,
      'tr',
    );
    expect(pdf.status).toBe(415);
    expect(pdf.json.message).toBe('Yüklenen dosya bir resim değil');
    const other = await upload(`/api/v2/organizations/${id}/logo`, png, 'logo.png', cookies.other!);
    expect(other.status).toBe(403);

    const { getDb } = await import('@/server/db/client');
    const { organizationPatents } = await import('@/modules/organizations/schema');
    const [patent] = await (await getDb()).select().from(organizationPatents);
    const photo = await upload(
      `/api/v2/organizations/${id}/patents/${patent!.id}/photo`,
      png,
      'p.png',
      cookies.owner!,
    );
    expect(photo.status).toBe(200);
    expect(photo.json.data.logo_256).toMatch(
      new RegExp(`/uploads/organizations/${id}/patents/${patent!.id}/logo_256\\.webp\\?v=\\d+$`),
    );
    const wrong = await upload(
      `/api/v2/organizations/${id}/patents/999999/photo`,
      png,
      'p.png',
      cookies.owner!,
    );
    expect(wrong.status).toBe(404);
  });
});
