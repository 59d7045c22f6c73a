/**
 * Project-level API fuzz test (issue 12 §2): every operation of the OpenAPI document gets
 * hostile strings, wrong types, huge numbers and malformed, empty or mistyped bodies in every
 * parameter, as a visitor and as a signed-in user. Any 5xx, a non-envelope answer or a stack
 * trace in a body fails the test, naming the request. Seeded with a small real database so
 * the calls reach their services, not only the validators.
 */
import { describe, expect, it } from 'vitest';
import { apiRequest, apiTestDb, ORIGIN, signedInCookie } from '../helpers/api';

const testDb = apiTestDb({ reference: true });

type Param = { name: string; in: 'path' | 'query' | 'header' | 'cookie'; required?: boolean };
type Operation = {
  parameters?: Param[];
  requestBody?: { content?: Record<string, { schema?: { properties?: Record<string, unknown> } }> };
};

/** Values no client should send: out-of-range and malformed numbers, SQL and HTML, wildcards, huge text. */
const HOSTILE = [
  '99999999999',
  '0xffffffff',
  '0xabad1dea',
  '-2147483649',
  '1e400',
  'NaN',
  '-1',
  '0',
  '1.5',
  "' OR 1=1 --",
  '<script>alert(1)</script>',
  '%',
  '_',
  '%00',
  '../../etc/passwd',
  'ğüşİıö',
  'x'.repeat(5000),
  '',
];
/** JSON values of every wrong type for a body field. */
const HOSTILE_JSON: unknown[] = [
  null,
  99_999_999_999,
  -99_999_999_999,
  1e308,
  -1,
  1.5,
  '%',
  "'; drop table startups; --",
  'x'.repeat(20_000),
  [],
  [99_999_999_999, 'a', null, { a: 1 }],
  {},
  { $gt: '' },
  true,
];
/** Whole bodies that are not what any operation expects. */
const RAW_BODIES: Array<{ contentType?: string; body?: string | FormData }> = [
  { contentType: 'application/json', body: '{bad json' },
  { contentType: 'application/json', body: '' },
  { contentType: 'application/json', body: 'null' },
  { contentType: 'application/json', body: '[]' },
  { contentType: 'application/json', body: '"text"' },
  { contentType: 'application/json', body: '12345678901234567890' },
  { contentType: 'text/plain', body: 'a=1' },
  { contentType: 'application/x-www-form-urlencoded', body: 'a=1&file=x' },
  { contentType: 'multipart/form-data; boundary=xyz', body: '--xyz\r\nbroken' },
  { contentType: 'multipart/form-data', body: '' },
  { body: undefined },
];

interface Failure {
  request: string;
  status: number;
  body: string;
}

async function probe(
  method: string,
  path: string,
  init: { contentType?: string; body?: string | FormData; cookie?: string },
  failures: Failure[],
): Promise<void> {
  const { getApi } = await import('@/app/_api/app');
  const headers: Record<string, string> = { origin: ORIGIN, 'accept-language': 'tr' };
  if (init.contentType) headers['content-type'] = init.contentType;
  if (init.cookie) headers.cookie = init.cookie;
  let res: Response;
  try {
    res = await getApi().fetch(
      new Request(`${ORIGIN}${path}`, {
        method: method.toUpperCase(),
        headers,
        body: method === 'get' || method === 'head' ? undefined : init.body,
      }),
    );
  } catch (error) {
    failures.push({ request: `${method.toUpperCase()} ${path}`, status: 0, body: String(error) });
    return;
  }
  // The live event stream (GET /api/v2/events) never ends by design; it has its own test (messaging).
  if ((res.headers.get('content-type') ?? '').includes('text/event-stream')) {
    await res.body?.cancel();
    return;
  }
  const text = await res.text();
  const isJson = (res.headers.get('content-type') ?? '').includes('application/json');
  const envelopeBroken = res.status >= 400 && isJson && !/"status":\{"code":\d+/.test(text);
  if (res.status >= 500 || /\n\s+at |node_modules|Error: /.test(text) || envelopeBroken) {
    const sent = typeof init.body === 'string' ? init.body.slice(0, 80) : init.body ? 'FormData' : '';
    failures.push({
      request: `${method.toUpperCase()} ${path.slice(0, 160)} [${init.contentType ?? '-'}] ${sent}`,
      status: res.status,
      body: text.slice(0, 300),
    });
  }
}

/** The concrete path of a templated one, each path parameter set to `value` (or 1). */
const fill = (template: string, values: Record<string, string> = {}) =>
  template.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(values[name] ?? '1'));

async function fuzzOperation(
  method: string,
  template: string,
  op: Operation,
  cookie: string | undefined,
  failures: Failure[],
) {
  const params = op.parameters ?? [];
  const pathParams = params.filter((p) => p.in === 'path');
  const queryParams = params.filter((p) => p.in === 'query');
  const baseQuery = new URLSearchParams(queryParams.map((p) => [p.name, '1'])).toString();
  const withQuery = (path: string, query: string) => (query ? `${path}?${query}` : path);
  const validBody = { contentType: 'application/json', body: '{}' };

  for (const value of HOSTILE) {
    for (const p of pathParams) {
      await probe(
        method,
        withQuery(fill(template, { [p.name]: value }), baseQuery),
        { ...validBody, cookie },
        failures,
      );
    }
    for (const p of queryParams) {
      const query = new URLSearchParams(queryParams.map((q) => [q.name, q.name === p.name ? value : '1']));
      await probe(method, withQuery(fill(template), query.toString()), { ...validBody, cookie }, failures);
    }
  }
  if (method === 'get' || method === 'delete') {
    // Parameters given twice, and unknown ones.
    await probe(method, withQuery(fill(template), `${baseQuery}&${baseQuery}&zz=%`), { cookie }, failures);
    if (method === 'get') return;
  }
  const path = withQuery(fill(template), baseQuery);
  for (const raw of RAW_BODIES) await probe(method, path, { ...raw, cookie }, failures);
  const properties = Object.keys(op.requestBody?.content?.['application/json']?.schema?.properties ?? {});
  for (const name of properties) {
    for (const value of HOSTILE_JSON) {
      await probe(
        method,
        path,
        { contentType: 'application/json', body: JSON.stringify({ [name]: value }), cookie },
        failures,
      );
    }
  }
  // Every field at once with the values most likely to reach the database.
  for (const value of [99_999_999_999, '%', 'x'.repeat(20_000), -1]) {
    const body = JSON.stringify(Object.fromEntries(properties.map((name) => [name, value])));
    await probe(method, path, { contentType: 'application/json', body, cookie }, failures);
  }
}

async function operations(): Promise<Array<[string, string, Operation]>> {
  const res = await apiRequest('GET', '/api/openapi.json');
  const doc = (await res.json()) as { paths: Record<string, Record<string, Operation>> };
  const out: Array<[string, string, Operation]> = [];
  for (const [template, item] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(item)) {
      if (['get', 'post', 'put', 'patch', 'delete'].includes(method)) out.push([method, template, op]);
    }
  }
  return out;
}

describe('API fuzz: no operation answers 5xx or leaks a stack trace', () => {
  it('covers every operation of the OpenAPI document (more than 140)', async () => {
    expect((await operations()).length).toBeGreaterThan(140);
  });

  it('holds for a visitor, a signed-in user and an admin', { timeout: 900_000 }, async () => {
    const { grantAccessInternal } = await import('@/modules/access/access');
    const { users } = await import('@/modules/identity/schema');
    const { eq } = await import('drizzle-orm');
    const cookie = await signedInCookie(testDb(), 'fuzz@example.com');
    // An admin passes every access check, so the hostile values reach the services' own code.
    const adminCookie = await signedInCookie(testDb(), 'fuzz-admin@example.com');
    const [admin] = await testDb()
      .db.select({ id: users.id })
      .from(users)
      .where(eq(users.email, 'fuzz-admin@example.com'));
    await grantAccessInternal(testDb().db, { userId: admin!.id, entityId: 'admin', scopes: ['FULL_ACCESS'] });
    const failures: Failure[] = [];
    let count = 0;
    for (const [method, template, op] of await operations()) {
      await fuzzOperation(method, template, op, undefined, failures);
      await fuzzOperation(method, template, op, cookie, failures);
      await fuzzOperation(method, template, op, adminCookie, failures);
      count += 1;
    }
    const unique = [
      ...new Map(
        failures.map((f) => [`${f.request.split(' ').slice(0, 2).join(' ')} ${f.status}`, f]),
      ).values(),
    ];
    expect(count).toBeGreaterThan(140);
    expect(unique, JSON.stringify(unique.slice(0, 40), null, 1)).toEqual([]);
  });
});
