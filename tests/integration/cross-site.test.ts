/**
 * Issue 12 §3: writes from another site are refused whatever their content type. The probe
 * changed a victim's tagline with a JSON `PUT /apiCommon/Company/Put` carrying
 * `Origin: https://evil.example` and the victim's cookie; now every unsafe method from a
 * foreign origin answers 403 (in the viewer's language) and nothing changes. Clients with a
 * bearer token and no cookie are not browsers riding a session and are not affected.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { apiRequest, apiTestDb, signedInCookie } from '../helpers/api';

const testDb = apiTestDb();
let cookie = '';
let token = '';
let companyId = 0;

const tagline = async () => {
  const { startups } = await import('@/modules/startups/schema');
  const { eq } = await import('drizzle-orm');
  const [row] = await testDb()
    .db.select({ tagline: startups.tagline })
    .from(startups)
    .where(eq(startups.id, companyId));
  return row?.tagline;
};

beforeAll(async () => {
  cookie = await signedInCookie(testDb(), 'founder@example.com');
  token = decodeURIComponent(cookie.split('=')[1]!).split('.')[0]!;
  const created = await apiRequest(
    'POST',
    '/apiCommon/Company/Post',
    { name: 'Ege Tarım', sectorIds: [13001], teamMembers: [{ name: 'Ali', surname: 'Veli' }] },
    { cookie },
  );
  companyId = ((await created.json()) as { data: { id: number } }).data.id;
  await apiRequest('PUT', '/apiCommon/Company/Put', { companyId, tagline: 'Original' }, { cookie });
});

describe('cross-site writes', () => {
  it('refuses a JSON write from a foreign origin with the victim cookie (403, nothing changed)', async () => {
    const res = await apiRequest(
      'PUT',
      '/apiCommon/Company/Put',
      { companyId, tagline: 'Hacked' },
      { cookie, origin: 'https://evil.example', 'accept-language': 'tr' },
    );
    expect(res.status).toBe(403);
    expect(((await res.json()) as { message: string }).message).toBe(
      'Başka bir siteden gelen isteklere izin verilmiyor.',
    );
    expect(await tagline()).toBe('Original');
  });

  it.each([
    ['text/plain', 'PUT'],
    ['application/x-www-form-urlencoded', 'POST'],
    ['multipart/form-data; boundary=x', 'DELETE'],
    ['application/json', 'PATCH'],
  ])('refuses %s %s from a foreign origin', async (contentType, method) => {
    const res = await apiRequest(
      method,
      `/apiCommon/Company/SetVisibility?companyId=${companyId}&visibility=false`,
      undefined,
      {
        cookie,
        origin: 'https://evil.example',
        'content-type': contentType,
      },
    );
    expect(res.status).toBe(403);
  });

  it('refuses a write without Origin that the browser marks cross-site, and an opaque origin', async () => {
    const noOrigin = await apiRequest(
      'PUT',
      '/apiCommon/Company/Put',
      { companyId, tagline: 'Hacked' },
      { cookie, origin: '', 'sec-fetch-site': 'cross-site' },
    );
    expect(noOrigin.status).toBe(403);
    const opaque = await apiRequest(
      'PUT',
      '/apiCommon/Company/Put',
      { companyId, tagline: 'Hacked' },
      { cookie, origin: 'null' },
    );
    expect(opaque.status).toBe(403);
    expect(await tagline()).toBe('Original');
  });

  it('lets same-origin writes and bearer-token clients through', async () => {
    const same = await apiRequest(
      'PUT',
      '/apiCommon/Company/Put',
      { companyId, tagline: 'Same site' },
      { cookie },
    );
    expect(same.status).toBe(200);
    const bearer = await apiRequest(
      'PUT',
      '/apiCommon/Company/Put',
      { companyId, tagline: 'From a script' },
      { authorization: `Bearer ${token}`, origin: 'https://partner.example' },
    );
    expect(bearer.status).toBe(200);
    expect(await tagline()).toBe('From a script');
  });
});
