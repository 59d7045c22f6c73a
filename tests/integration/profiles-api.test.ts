/** Users v2 profile calls over HTTP (issue 4; spec §7 Users v2; API.md envelope and statuses). */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiRequest, apiTestDb, ORIGIN } from '../helpers/api';
import { users } from '@/modules/identity/schema';
import { LocalDiskStorage, setStorage } from '@/server/storage';
import { getApi } from '@/app/_api/app';
import { typeId } from '@/modules/reference/data/type-list-ids';

const testDb = apiTestDb();
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'atlas-profile-uploads-'));
let cookie = '';

beforeAll(async () => {
  setStorage(new LocalDiskStorage(dir));
  const email = 'zeynep@example.com';
  const password = 'Kapadokya!52';
  await apiRequest('POST', '/api/auth/sign-up/email', {
    name: 'Zeynep',
    surname: 'Arslan',
    email,
    password,
    acceptTerms: true,
  });
  await testDb().db.update(users).set({ emailVerified: true }).where(eq(users.email, email));
  const signIn = await apiRequest('POST', '/api/auth/sign-in/email', { email, password });
  cookie = (signIn.headers.get('set-cookie') ?? '').split(';')[0]!;
  // Zeynep chooses to be listed (profiles/listing.ts: a title and one more section first), so her
  // page is public for the v1 aliases.
  await apiRequest('PUT', '/api/v2/users/me', { title: 'Designer', about: 'I design products.' }, { cookie });
  const listed = await apiRequest('PUT', '/api/v2/users/me/listing', { listed: true }, { cookie });
  expect(listed.status, await listed.clone().text()).toBe(200);
});
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

const upload = (kind: string, bytes: Buffer, name: string, type: string) => {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)], { type }), name);
  return getApi().fetch(
    new Request(`${ORIGIN}/api/v2/users/me/${kind}`, {
      method: 'POST',
      headers: { cookie, origin: ORIGIN },
      body: form,
    }),
  );
};

describe('/api/v2/users/me', () => {
  it('visitors get 401', async () => {
    expect((await apiRequest('GET', '/api/v2/users/me')).status).toBe(401);
  });

  it('PUT answers 400 with each field’s message in the request language, then saves valid fields', async () => {
    const bad = await apiRequest(
      'PUT',
      '/api/v2/users/me',
      { phoneCountry: 'TR', phone: '123', employmentTypeIds: [] },
      { cookie, 'accept-language': 'tr' },
    );
    expect(bad.status).toBe(400);
    const body = (await bad.json()) as { data: { fields: Record<string, string> } };
    expect(body.data.fields).toEqual({
      phone: 'Telefon numarası doğru olmalı!',
      employmentTypeIds: 'En az 1 çalışma türü seçmelisiniz',
    });
    const good = await apiRequest(
      'PUT',
      '/api/v2/users/me',
      {
        title: 'Product designer',
        employmentTypeIds: [typeId('employmentType', 2)],
        socialLinks: { dribbble: 'https://dribbble.com/zeynep' },
      },
      { cookie },
    );
    expect(good.status).toBe(200);
  });

  it('saves and returns lists with the profile', async () => {
    const put = await apiRequest(
      'PUT',
      '/api/v2/users/me/lists/skill',
      [{ skillId: typeId('skill', 2), levelId: typeId('knowledgeLevel', 3) }, {}],
      { cookie },
    );
    expect(put.status).toBe(200);
    const me = (await (await apiRequest('GET', '/api/v2/users/me', undefined, { cookie })).json()) as {
      data: {
        title: string;
        email: string;
        lists: { skill: unknown[] };
        socialLinks: Record<string, string>;
      };
    };
    expect(me.data).toMatchObject({ title: 'Product designer', email: 'zeynep@example.com' });
    expect(me.data.lists.skill).toHaveLength(1);
  });

  it('uploads a photo (every size) and refuses a PDF named .png with 415', async () => {
    const png = await sharp({ create: { width: 600, height: 600, channels: 3, background: '#3366ff' } })
      .png()
      .toBuffer();
    const res = await upload('photo', png, 'me.png', 'image/png');
    expect(res.status).toBe(200);
    const { data } = (await res.json()) as { data: Record<string, string> };
    expect(Object.keys(data)).toEqual(['pP_512', 'pP_256', 'pP_64']);
    expect(data.pP_64).toMatch(/^\/uploads\/users\/[\w-]+\/pP_64\.webp\?v=\d+$/);
    const pdf = await upload('cover', Buffer.from('%PDF-1.7\n%%EOF'), 'cover.png', 'image/png');
    expect(pdf.status).toBe(415);
    expect(((await pdf.json()) as { message: string }).message).toBe('Uploaded file is not an image');
  });

  it('refuses a 6 MB upload with 413 before reading it all', async () => {
    const res = await upload('photo', Buffer.alloc(6 * 1024 * 1024, 1), 'big.png', 'image/png');
    expect(res.status).toBe(413);
    expect(((await res.json()) as { message: string }).message).toBe('Uploaded file is too big');
  });

  it('v1 aliases: User/Get (own data), User/Get/{seoUrl} (public, no e-mail), User/Lookup (name, 10)', async () => {
    const own = (await (await apiRequest('GET', '/apiCommon/User/Get', undefined, { cookie })).json()) as {
      data: { seoUrl: string; email: string };
    };
    expect(own.data.email).toBe('zeynep@example.com');
    const pub = await apiRequest('GET', `/apiCommon/User/Get/${own.data.seoUrl}`);
    expect(pub.status).toBe(200);
    expect(JSON.stringify(await pub.json())).not.toContain('zeynep@example.com');
    const lookup = (await (await apiRequest('GET', '/apiCommon/User/Lookup?name=arslan')).json()) as {
      data: Array<{ seoUrl: string }>;
    };
    expect(lookup.data.map((t) => t.seoUrl)).toEqual([own.data.seoUrl]);
  });
});
