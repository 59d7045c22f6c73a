/**
 * Users v1 calls over HTTP (issue 4; spec §7 "Users v1": Put, Delete/{id}, UpdateProfilePhoto,
 * SetLanguageId, Search, UserInvite Get/User and Put, list create/update/delete, working plan
 * and job role). They share the v2 services: the same rules and messages, in both languages.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiRequest, apiTestDb, ORIGIN, signedInCookie } from '../helpers/api';
import { users } from '@/modules/identity/schema';
import { grantAccessInternal } from '@/modules/access/access';
import { LocalDiskStorage, setStorage } from '@/server/storage';
import { getApi } from '@/app/_api/app';
import { typeId } from '@/modules/reference/data/type-list-ids';

const testDb = apiTestDb();
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'atlas-users-v1-'));
const cookies: Record<string, string> = {};
const call = (who: string, method: string, p: string, body?: unknown, lang = 'en') =>
  apiRequest(method, p, body, { cookie: cookies[who] ?? '', 'accept-language': lang });
const body = async <T = unknown>(res: Response) => (await res.json()) as { data: T; message: string };
const userId = async (email: string) =>
  (await testDb().db.select().from(users).where(eq(users.email, email)))[0]!.id;

beforeAll(async () => {
  setStorage(new LocalDiskStorage(dir));
  cookies.zeynep = await signedInCookie(testDb(), 'zeynep@example.com', {
    name: 'Zeynep',
    surname: 'Arslan',
  });
  // Zeynep chooses to be listed (profiles/listing.ts: a title and one more section first), so the
  // people search finds her.
  await call('zeynep', 'PUT', '/api/v2/users/me', { title: 'Veri analisti', about: 'Veriyle çalışırım.' });
  const listed = await call('zeynep', 'PUT', '/api/v2/users/me/listing', { listed: true });
  expect(listed.status, await listed.clone().text()).toBe(200);
  cookies.mert = await signedInCookie(testDb(), 'mert@example.com', { name: 'Mert', surname: 'Şahin' });
  cookies.admin = await signedInCookie(testDb(), 'admin@example.com', { name: 'Ada', surname: 'Yönetici' });
  await grantAccessInternal(testDb().db, {
    userId: await userId('admin@example.com'),
    entityId: 'admin',
    scopes: ['FULL_ACCESS'],
  });
});
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

describe('Users v1', () => {
  it('User/Put saves the profile and answers bad fields in the viewer language', async () => {
    const bad = await call('zeynep', 'PUT', '/apiCommon/User/Put', { phoneCountry: 'TR', phone: '12' }, 'tr');
    expect(bad.status).toBe(400);
    expect((await body<{ fields: Record<string, string> }>(bad)).data.fields.phone).toBe(
      'Telefon numarası doğru olmalı!',
    );
    const ok = await call('zeynep', 'PUT', '/apiCommon/User/Put', { title: 'Veri bilimci', cityId: null });
    expect(ok.status).toBe(200);
    expect((await body<{ title: string }>(ok)).data.title).toBe('Veri bilimci');
    expect((await apiRequest('PUT', '/apiCommon/User/Put', { title: 'x' })).status).toBe(401);
  });

  it('SetLanguageId sets the profile language and the language of the mails', async () => {
    expect((await call('zeynep', 'PUT', '/apiCommon/User/SetLanguageId?languageId=7')).status).toBe(400);
    const res = await call('zeynep', 'PUT', '/apiCommon/User/SetLanguageId?languageId=0');
    expect((await body<{ languageId: number }>(res)).data.languageId).toBe(0);
    const [row] = await testDb().db.select().from(users).where(eq(users.email, 'zeynep@example.com'));
    expect(row!.locale).toBe('tr');
  });

  it('UpdateProfilePhoto stores every size; a PDF named .png is refused', async () => {
    const upload = async (bytes: Buffer, name: string) => {
      const form = new FormData();
      form.append('file', new Blob([new Uint8Array(bytes)], { type: 'image/png' }), name);
      return getApi().fetch(
        new Request(`${ORIGIN}/apiCommon/User/UpdateProfilePhoto`, {
          method: 'POST',
          headers: { cookie: cookies.zeynep!, origin: ORIGIN, 'accept-language': 'en' },
          body: form,
        }),
      );
    };
    const png = await sharp({
      create: { width: 600, height: 600, channels: 3, background: { r: 1, g: 2, b: 3 } },
    })
      .png()
      .toBuffer();
    const ok = await upload(png, 'me.png');
    expect(Object.keys((await body<Record<string, string>>(ok)).data)).toEqual(['pP_512', 'pP_256', 'pP_64']);
    const pdf = await upload(Buffer.from('%PDF-1.4\n%%EOF'), 'me.png');
    expect(pdf.status).toBe(415);
    expect((await body(pdf)).message).toBe('Uploaded file is not an image');
  });

  it("list rows: create, update, delete — another user's row is refused with the list's message", async () => {
    const created = await call('zeynep', 'POST', '/apiCommon/User/Skill', {
      skillId: typeId('skill', 3),
      levelId: typeId('knowledgeLevel', 2),
    });
    const [skill] = (await body<Array<{ id: number }>>(created)).data;
    const foreign = await call(
      'mert',
      'PUT',
      '/apiCommon/User/Skill',
      { id: skill!.id, skillId: typeId('skill', 4) },
      'en',
    );
    expect(foreign.status).toBe(403);
    expect((await body(foreign)).message).toBe("You don't have rights to edit this skill");
    const foreignDelete = await call('mert', 'DELETE', `/apiCommon/User/Skill/${skill!.id}`, undefined, 'tr');
    expect(foreignDelete.status).toBe(403);
    const updated = await call('zeynep', 'PUT', '/apiCommon/User/Skill', {
      id: skill!.id,
      skillId: typeId('skill', 4),
      levelId: typeId('knowledgeLevel', 3),
    });
    expect((await body<Array<{ skillId: number }>>(updated)).data[0]!.skillId).toBe(typeId('skill', 4));
    expect((await call('zeynep', 'DELETE', `/apiCommon/User/Skill/${skill!.id}`)).status).toBe(200);

    const plan = await call('zeynep', 'POST', `/apiCommon/User/WorkingPlan/${typeId('jobWorkingPlan', 2)}`);
    expect((await body<number[]>(plan)).data).toEqual([typeId('jobWorkingPlan', 2)]);
    const role = await call('zeynep', 'POST', `/apiCommon/User/JobRole/${typeId('profession', 1)}`);
    expect((await body<number[]>(role)).data).toEqual([typeId('profession', 1)]);
    const noRole = await call('zeynep', 'DELETE', `/apiCommon/User/JobRole/${typeId('profession', 1)}`);
    expect((await body<number[]>(noRole)).data).toEqual([]);
  });

  it('Search finds people by name (2+ characters) without e-mail or phone', async () => {
    const short = await call('mert', 'POST', '/apiCommon/User/Search', { searchText: 'z' }, 'tr');
    expect(short.status).toBe(400);
    const res = await call('mert', 'POST', '/apiCommon/User/Search', { searchText: 'zeyn' });
    const found = (await body<Array<Record<string, unknown>>>(res)).data;
    expect(found.map((t) => t.name)).toContain('Zeynep');
    expect(JSON.stringify(found)).not.toContain('zeynep@example.com');
  });

  it('UserInvite Get/User lists waiting invitations; Put with an unknown code is refused', async () => {
    const list = await call('mert', 'GET', '/apiCommon/UserInvite/Get/User');
    expect((await body<{ data: unknown[]; pageSize: number }>(list)).data).toMatchObject({
      data: [],
      pageSize: 9,
    });
    const put = await call('mert', 'PUT', '/apiCommon/UserInvite/Put', { code: 'nope', isAccepted: true });
    expect(put.status).toBe(404);
  });

  it('Delete/{id}: admins only; unknown users get the spec message; the user is signed out', async () => {
    const mert = await userId('mert@example.com');
    expect((await call('zeynep', 'DELETE', `/apiCommon/User/Delete/${mert}`)).status).toBe(403);
    const unknown = await call('admin', 'DELETE', '/apiCommon/User/Delete/nobody', undefined, 'en');
    expect(unknown.status).toBe(404);
    expect((await body(unknown)).message).toBe('The user to be deleted was not found');
    const unknownTr = await call('admin', 'DELETE', '/apiCommon/User/Delete/nobody', undefined, 'tr');
    expect((await body(unknownTr)).message).toBe('Silinecek kullanıcı bulunamadı');
    const done = await call('admin', 'DELETE', `/apiCommon/User/Delete/${mert}`);
    expect(done.status).toBe(200);
    expect((await call('mert', 'GET', '/api/v2/users/me')).status).toBe(401);
    const [row] = await testDb().db.select().from(users).where(eq(users.id, mert));
    expect(row!.deletionRequestedAt).not.toBeNull();
  });
});
