/** Company v1 write calls over HTTP (issue 4; spec §7 Company Post/Put/SetVisibility/Delete). */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { apiRequest, apiTestDb, ORIGIN, signedInCookie } from '../helpers/api';
import { getApi } from '@/app/_api/app';
import { LocalDiskStorage, setStorage } from '@/server/storage';

const testDb = apiTestDb();
const cookies: Record<string, string> = {};

const signedIn = (email: string) => signedInCookie(testDb(), email, { name: 'Ali', surname: 'Veli' });

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'atlas-logo-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

beforeAll(async () => {
  setStorage(new LocalDiskStorage(dir));
  cookies.owner = await signedIn('owner@example.com');
  cookies.other = await signedIn('other@example.com');
});

describe('Company v1 writes', () => {
  it('POST Company/Post creates; PUT Company/Put edits; SetVisibility hides; Delete removes — only for the owner', async () => {
    const created = await apiRequest(
      'POST',
      '/apiCommon/Company/Post',
      { name: 'Kuzey Robotik', sectorIds: [13001], teamMembers: [{ name: 'Ali', surname: 'Veli' }] },
      { cookie: cookies.owner! },
    );
    expect(created.status).toBe(200);
    const { data } = (await created.json()) as { data: { id: number; seoUrl: string } };
    expect(data.seoUrl).toBe('kuzey-robotik');

    const foreign = await apiRequest(
      'PUT',
      '/apiCommon/Company/Put',
      { companyId: data.id, tagline: 'x' },
      { cookie: cookies.other!, 'accept-language': 'tr' },
    );
    expect(foreign.status).toBe(403);
    expect(((await foreign.json()) as { message: string }).message).toBe('Geçersiz erişim');

    const put = await apiRequest(
      'PUT',
      '/apiCommon/Company/Put',
      { companyId: data.id, tagline: 'Depo robotları' },
      { cookie: cookies.owner! },
    );
    expect(put.status).toBe(200);
    const hide = await apiRequest(
      'PATCH',
      `/apiCommon/Company/SetVisibility?companyId=${data.id}&visibility=false`,
      undefined,
      { cookie: cookies.owner! },
    );
    expect(hide.status).toBe(200);
    expect((await apiRequest('GET', `/apiCommon/Company/Get/${data.seoUrl}`)).status).toBe(404);
    const blocked = await apiRequest(
      'PUT',
      '/apiCommon/Company/Put',
      { companyId: data.id, tagline: 'y' },
      { cookie: cookies.owner! },
    );
    expect(blocked.status).toBe(409);
    expect(((await blocked.json()) as { message: string }).message).toBe(
      'Visibility status must be on to edit this startup.',
    );
    const show = await apiRequest(
      'PATCH',
      `/api/v2/startups/${data.id}/visibility`,
      { isVisible: true },
      { cookie: cookies.owner! },
    );
    expect(show.status).toBe(200);
    expect((await apiRequest('GET', `/apiCommon/Company/Get/${data.seoUrl}`)).status).toBe(200);
    // Logo upload: the owner gets every size; another user is refused.
    const logo = async (cookie: string) => {
      const form = new FormData();
      const png = await sharp({ create: { width: 300, height: 300, channels: 3, background: '#10b981' } })
        .png()
        .toBuffer();
      form.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'logo.png');
      return getApi().fetch(
        new Request(`${ORIGIN}/api/v2/startups/${data.id}/logo`, {
          method: 'POST',
          headers: { cookie, origin: ORIGIN },
          body: form,
        }),
      );
    };
    const uploaded = await logo(cookies.owner!);
    expect(uploaded.status).toBe(200);
    expect(Object.keys(((await uploaded.json()) as { data: object }).data)).toEqual([
      'logo_512',
      'logo_256',
      'logo_64',
    ]);
    expect((await logo(cookies.other!)).status).toBe(403);
    expect(
      (
        await apiRequest('DELETE', `/apiCommon/Company/Delete/${data.id}`, undefined, {
          cookie: cookies.other!,
        })
      ).status,
    ).toBe(403);
    expect(
      (
        await apiRequest('DELETE', `/apiCommon/Company/Delete/${data.id}`, undefined, {
          cookie: cookies.owner!,
        })
      ).status,
    ).toBe(200);
  });

  it('visitors get 401 and the OpenAPI document lists the write calls', async () => {
    expect(
      (
        await apiRequest('POST', '/apiCommon/Company/Post', {
          name: 'X',
          sectorIds: [13001],
          teamMembers: [],
        })
      ).status,
    ).toBe(401);
    const doc = (await (await apiRequest('GET', '/api/openapi.json')).json()) as {
      paths: Record<string, unknown>;
    };
    for (const path of [
      '/apiCommon/Company/Post',
      '/apiCommon/Company/Put',
      '/apiCommon/Company/SetVisibility',
      '/apiCommon/Company/Delete/{id}',
      '/api/v2/users/me',
      '/api/v2/talents/list',
    ])
      expect(doc.paths).toHaveProperty([path]);
  });
});
