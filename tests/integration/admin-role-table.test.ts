/**
 * The role table of every admin operation (spec D§6 and P§6 "Roles and permissions"; API.md:
 * 401 not signed in, 403 no right, with the catalogue's text in the request's language).
 *
 * The admin operations come from the app's own OpenAPI document: every operation under an admin
 * path (/api/v2/admin/…, /apiCommon/Management/…, /api/v2/reports/management/…), every one whose
 * documented audience names admins, and every GET whose guard refuses a signed-in user but lets
 * a super admin through. Each needs a row in tests/helpers/admin-role-table.ts naming the role
 * that may call it, else the test fails; so does a row whose operation is gone. Every row is
 * called by a visitor, a plain user, a report admin (`rapor-admin`), a source admin (`yc-admin`)
 * and a super admin (`admin`).
 * Allowed cells only need to get past the guard (any answer but 401/403/5xx: the harmless
 * bodies and unknown ids make most of them 400 or 404); refused cells are exact.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { apiRequest, apiTestDb, cookieWithAccess } from '../helpers/api';
import {
  ALLOWED,
  HOLDERS_TOO,
  ROLES,
  TABLE,
  type Role,
  type Row,
  type RowContext,
} from '../helpers/admin-role-table';

const testDb = apiTestDb();
const { eq } = await import('drizzle-orm');
const { users } = await import('@/modules/identity/schema');
const { premiumEntitlements } = await import('@/modules/access/schema');
const { DEFAULT_PREMIUM_SETTINGS } = await import('@/modules/access/premium');
const { translateError } = await import('@/server/i18n');

const ADMIN_PATH = /^\/api\/v2\/admin\/|^\/apiCommon\/Management\/|^\/api\/v2\/reports\/management\//;
const METHODS = ['get', 'post', 'put', 'patch', 'delete'];
type Param = { name: string; in: string; schema?: { type?: string; format?: string; enum?: string[] } };
type Operation = {
  summary?: string;
  description?: string;
  parameters?: Param[];
  requestBody?: { content?: Record<string, unknown> };
  responses?: Record<string, { description?: string }>;
};
type Op = { key: string; method: string; template: string; op: Operation };

let operations: Op[] = [];
const ids: Record<string, string> = {};
const cookies: Partial<Record<Role, string>> = {};

/** The template with each path parameter set to a value no row exists for (enums: the first value). */
function fillPath({ template, op }: Op): string {
  return template.replace(/\{(\w+)\}/g, (_, name: string) => {
    const schema = op.parameters?.find((p) => p.name === name && p.in === 'path')?.schema ?? {};
    if (schema.enum?.length) return schema.enum[0]!;
    if (schema.type === 'integer' || schema.type === 'number') return '987654';
    if (schema.format === 'uuid') return '00000000-0000-4000-8000-000000000000';
    return schema.type === 'boolean' ? 'true' : 'no-such-id';
  });
}

/** An operation admins are named as the audience of, by its path or its documentation. */
function documentedAsAdmin({ template, op }: Op): boolean {
  const text = [op.summary, op.description, op.responses?.['403']?.description].join(' ');
  return ADMIN_PATH.test(template) || /\badmins?\b/i.test(text);
}

/** One call as `role`, in `locale`; a JSON body when the row gives one or the operation takes JSON. */
async function call(role: Role, o: Op, row: Row | undefined, locale: 'en' | 'tr') {
  const takesJson = Boolean(o.op.requestBody?.content?.['application/json']);
  const context: RowContext = { targetUserId: ids.target!, premiumSettings: DEFAULT_PREMIUM_SETTINGS };
  const body = row?.body ? row.body(context) : takesJson ? {} : undefined;
  const headers: Record<string, string> = { 'accept-language': locale };
  if (cookies[role]) headers.cookie = cookies[role]!;
  const res = await apiRequest(o.method.toUpperCase(), fillPath(o), body, headers);
  // The live event stream never ends; its status is all that is needed.
  if ((res.headers.get('content-type') ?? '').includes('text/event-stream')) {
    await res.body?.cancel();
    return { status: res.status, text: '' };
  }
  return { status: res.status, text: await res.text() };
}

beforeAll(async () => {
  const doc = (await (await apiRequest('GET', '/api/openapi.json')).json()) as {
    paths: Record<string, Record<string, Operation>>;
  };
  operations = Object.entries(doc.paths).flatMap(([template, item]) =>
    Object.entries(item)
      .filter(([method]) => METHODS.includes(method))
      .map(([method, op]) => ({ key: `${method.toUpperCase()} ${template}`, method, template, op })),
  );
  // Signed up side by side: password hashing is most of the set-up time.
  const accounts = [
    ['user', 'table.user@example.com', undefined],
    ['reportAdmin', 'table.rapor@example.com', 'rapor-admin'],
    ['sourceAdmin', 'table.yc@example.com', 'yc-admin'],
    ['superAdmin', 'table.root@example.com', 'admin'],
  ] as const;
  await Promise.all(
    accounts.map(async ([role, email, entityId]) => {
      cookies[role] = await cookieWithAccess(testDb(), email, entityId);
    }),
  );
  const rows = await testDb().db.select({ id: users.id, email: users.email }).from(users);
  for (const [role, email] of accounts) ids[role] = rows.find((r) => r.email === email)!.id;
  await testDb()
    .db.insert(users)
    .values({ id: 'table-target', name: 'Deniz', email: 'table.target@example.com', emailVerified: true });
  ids.target = 'table-target';
}, 120_000);

describe('the admin operations of the app', () => {
  it('each has a row, and each row and exception names an operation that exists', () => {
    const keys = new Set(operations.map((o) => o.key));
    const admin = operations.filter((o) => documentedAsAdmin(o) && !(o.key in HOLDERS_TOO));
    expect(admin.length).toBeGreaterThan(100);
    expect(admin.filter((o) => !(o.key in TABLE)).map((o) => o.key)).toEqual([]);
    expect([...Object.keys(TABLE), ...Object.keys(HOLDERS_TOO)].filter((k) => !keys.has(k))).toEqual([]);
  });

  it('each GET that refuses a signed-in user but not a super admin has a row (or is a holder call)', async () => {
    const gated: string[] = [];
    for (const o of operations) {
      if (o.method !== 'get' || o.key in TABLE || o.key in HOLDERS_TOO) continue;
      if ((await call('user', o, undefined, 'en')).status !== 403) continue;
      if (![401, 403].includes((await call('superAdmin', o, undefined, 'en')).status)) gated.push(o.key);
    }
    expect(gated).toEqual([]);
  });
});

describe('who may call each admin operation (D§6)', () => {
  it('answers every role as its row says; refusals carry the catalogue text in the viewer’s language', async () => {
    const wrong: string[] = [];
    const byKey = new Map(operations.map((o) => [o.key, o]));
    let cells = 0;
    for (const [index, [key, row]] of Object.entries(TABLE).entries()) {
      const o = byKey.get(key);
      if (!o) continue; // reported by the first test
      // Refused roles first: an allowed call must not change what the refused ones see.
      for (const [r, role] of ROLES.entries()) {
        const locale = (index + r) % 2 ? 'tr' : 'en';
        const allowed = ALLOWED[row.who].includes(role);
        const { status, text } = await call(role, o, row, locale);
        cells += 1;
        const cell = `${key} as ${role}: ${status}`;
        if (status >= 500) wrong.push(`${cell} ${text.slice(0, 120)}`);
        else if (allowed) {
          if (status === 401 || status === 403) wrong.push(`${cell}, expected to be let through`);
          continue;
        }
        const expected = role === 'visitor' ? 401 : 403;
        const errorKey = role === 'visitor' ? 'auth.unauthorized' : 'access.invalid';
        if (status !== expected) {
          wrong.push(`${cell}, expected ${expected}`);
          continue;
        }
        const envelope = JSON.parse(text) as { status: { value: string }; message: string };
        const message = translateError(errorKey, {}, locale);
        if (envelope.status.value !== errorKey || envelope.message !== message)
          wrong.push(`${cell} answered ${envelope.status.value} '${envelope.message}' (${locale})`);
      }
    }
    expect(wrong).toEqual([]);
    expect(cells).toBe(Object.keys(TABLE).length * ROLES.length);
  });
});

describe('packages are the super admin’s to give (D§6 "premium management")', () => {
  const grant = (role: Role, userId: string, locale = 'en') =>
    apiRequest(
      'POST',
      '/api/v2/identity/packages/grant',
      { userId, packageKey: 'business-yearly', months: 36 },
      { cookie: cookies[role]!, 'accept-language': locale },
    );
  const envelope = async (res: Response) =>
    (await res.json()) as { data: { endsAt: string } | null; status: { value: string }; message: string };
  const rowsOf = async (userId: string) =>
    testDb().db.select().from(premiumEntitlements).where(eq(premiumEntitlements.userId, userId));

  it('a source admin and a report admin get 403 Invalid access, in English and Turkish, and hold nothing', async () => {
    for (const role of ['sourceAdmin', 'reportAdmin'] as const) {
      const self = ids[role]!;
      for (const [userId, locale, text] of [
        [self, 'en', 'Invalid access'],
        [ids.user!, 'tr', 'Geçersiz erişim'],
      ] as const) {
        const res = await grant(role, userId, locale);
        expect(res.status).toBe(403);
        expect(await envelope(res)).toMatchObject({
          data: null,
          status: { value: 'access.invalid' },
          message: text,
        });
      }
      expect(await rowsOf(self)).toEqual([]);
      const mine = await apiRequest('GET', '/api/v2/identity/packages', undefined, {
        cookie: cookies[role]!,
      });
      expect((await mine.json()).data.packages).toEqual([]);
    }
    expect(await rowsOf(ids.user!)).toEqual([]);
  });

  it('extending or ending a package by hand (the test provider’s billing events) is refused to them too', async () => {
    // renew extends a package to the next period end; cancel-now and refund end it.
    for (const action of ['renew', 'cancel-now', 'refund'])
      for (const role of ['sourceAdmin', 'reportAdmin', 'superAdmin'] as const) {
        const res = await apiRequest(
          'POST',
          `/api/v2/payments/test-provider/subscriptions/987654/${action}`,
          undefined,
          { cookie: cookies[role]!, 'accept-language': 'tr' },
        );
        if (role === 'superAdmin') expect(`${action}: ${res.status}`).toBe(`${action}: 404`);
        else
          expect(await envelope(res)).toMatchObject({
            status: { code: 403, value: 'access.invalid' },
            message: 'Geçersiz erişim',
          });
      }
  });

  it('the super admin grants; no admin role ends a holder’s package through the seat call', async () => {
    const first = await grant('superAdmin', ids.user!);
    expect(first.status).toBe(200);
    expect(Date.parse((await envelope(first)).data!.endsAt)).toBeGreaterThan(
      Date.now() + 35 * 30 * 86_400_000,
    );
    expect((await rowsOf(ids.user!)).length).toBe(1);
    // RemoveUser ends seats of the caller's own package only; an admin role adds nothing there.
    for (const role of ['sourceAdmin', 'reportAdmin'] as const) {
      const res = await apiRequest(
        'DELETE',
        '/api/v2/identity/packages/RemoveUser',
        { userId: ids.user },
        { cookie: cookies[role]! },
      );
      expect(res.status).toBe(404);
    }
    const held = await apiRequest('GET', '/api/v2/identity/packages', undefined, { cookie: cookies.user! });
    expect((await held.json()).data.packages).toEqual(['business-yearly']);
  });
});
