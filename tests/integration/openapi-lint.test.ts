/**
 * The OpenAPI document (issue 12 §5): lint-clean under Redocly `recommended` (the same gate as
 * `npm run lint:api`), one stable operationId and a summary on every operation, built without
 * opening the database, and the committed client types (src/ui/api/schema.d.ts) up to date.
 */
import fs from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  fallbackSummary,
  finishOpenApiDocument,
  getOpenApiDocument,
  operationIdFor,
  type OpenApiDocument,
} from '@/server/api/openapi-document';
import { formatProblems, lintOpenApiDocument, typesTellApart } from '../../scripts/lint-openapi';
import { renderApiSchema, SCHEMA_FILE } from '../../scripts/generate-api-client';

const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options', 'trace'];

function operationsOf(doc: OpenApiDocument) {
  return Object.entries(doc.paths ?? {}).flatMap(([path, item]) =>
    Object.entries(item ?? {})
      .filter(([method]) => METHODS.includes(method))
      .map(([method, op]) => ({ key: `${method.toUpperCase()} ${path}`, op: op as Record<string, any> })),
  );
}

let doc: OpenApiDocument;
beforeAll(() => {
  doc = getOpenApiDocument();
});

describe('OpenAPI document', () => {
  it('is built without opening the database', () => {
    expect((globalThis as { __atlasDb?: unknown }).__atlasDb).toBeUndefined();
  });

  it('passes Redocly recommended with no errors and no warnings', async () => {
    const { problems } = await lintOpenApiDocument(doc);
    expect(problems, formatProblems(problems)).toEqual([]);
  });

  it('fails the gate when an operation loses its operationId', async () => {
    const broken = structuredClone(doc);
    const first = operationsOf(broken)[0]!;
    delete first.op.operationId;
    const { problems } = await lintOpenApiDocument(broken);
    expect(problems.map((p) => p.ruleId)).toContain('operation-operationId');
  });

  it('gives every operation a unique, URL-safe operationId and a summary', () => {
    const operations = operationsOf(doc);
    expect(operations.length).toBeGreaterThan(100);
    const ids = operations.map(({ op }) => op.operationId as string);
    expect(new Set(ids).size).toBe(ids.length);
    for (const { key, op } of operations) {
      expect(op.operationId, key).toMatch(/^[a-z][A-Za-z0-9]*$/);
      expect(typeof op.summary === 'string' && op.summary.trim().length > 0, key).toBe(true);
      expect(op.security, key).toBeDefined();
      expect(
        Object.keys(op.responses).some((s) => s.startsWith('4')),
        key,
      ).toBe(true);
    }
  });

  it('keeps known operationIds stable', () => {
    const byKey = Object.fromEntries(operationsOf(doc).map(({ key, op }) => [key, op.operationId]));
    expect({
      'GET /apiCommon/Country/List': byKey['GET /apiCommon/Country/List'],
      'GET /apiCommon/Company/Get/{key}': byKey['GET /apiCommon/Company/Get/{key}'],
      'POST /apiCommon/Company/Search': byKey['POST /apiCommon/Company/Search'],
      'PATCH /apiCommon/Company/SetVisibility': byKey['PATCH /apiCommon/Company/SetVisibility'],
      'GET /api/v2/startups/{id}': byKey['GET /api/v2/startups/{id}'],
      'POST /api/v2/startups/by-ids': byKey['POST /api/v2/startups/by-ids'],
      'GET /api/v2/identity/token-check': byKey['GET /api/v2/identity/token-check'],
      'DELETE /api/v2/users/me/lists/{list}/{id}': byKey['DELETE /api/v2/users/me/lists/{list}/{id}'],
    }).toEqual({
      'GET /apiCommon/Country/List': 'getCountryList',
      'GET /apiCommon/Company/Get/{key}': 'getCompanyGetByKey',
      'POST /apiCommon/Company/Search': 'postCompanySearch',
      'PATCH /apiCommon/Company/SetVisibility': 'patchCompanySetVisibility',
      'GET /api/v2/startups/{id}': 'getStartupsById',
      'POST /api/v2/startups/by-ids': 'postStartupsByIds',
      'GET /api/v2/identity/token-check': 'getIdentityTokenCheck',
      'DELETE /api/v2/users/me/lists/{list}/{id}': 'deleteUsersMeListsByListById',
    });
  });

  it('declares servers, the security schemes, the error envelope and a described tag for every tag used', () => {
    expect(doc.servers?.[0]?.url).toMatch(/^https?:\/\//);
    expect(Object.keys(doc.components?.securitySchemes ?? {})).toEqual(['sessionCookie', 'bearer', 'apiKey']);
    expect(doc.components?.securitySchemes?.apiKey).toMatchObject({
      type: 'apiKey',
      in: 'header',
      name: 'x-api-key',
    });
    expect(doc.components?.schemas?.ErrorEnvelope).toBeDefined();
    expect(doc.info.license?.name).toBe('AGPL-3.0-or-later');
    const used = new Set(operationsOf(doc).flatMap(({ op }) => (op.tags as string[]) ?? []));
    const declared = doc.tags ?? [];
    expect(declared.map((t) => t.name).sort()).toEqual([...used].sort());
    for (const tag of declared) expect(tag.description, `tag "${tag.name}" needs a description`).toBeTruthy();
  });
});

describe('accepted ambiguous paths', () => {
  const withParam = (type: string) =>
    ({
      openapi: '3.1.0',
      info: { title: 't', version: '1' },
      paths: {
        '/s/seo/{seoUrl}': { get: { responses: {} } },
        '/s/{id}/invitations': {
          get: { parameters: [{ in: 'path', name: 'id', required: true, schema: { type } }], responses: {} },
        },
      },
    }) as unknown as OpenApiDocument;

  it('accepts a literal facing an integer parameter, not a text one', () => {
    expect(typesTellApart(withParam('integer'), '/s/seo/{seoUrl}', '/s/{id}/invitations')).toBe(true);
    expect(typesTellApart(withParam('string'), '/s/seo/{seoUrl}', '/s/{id}/invitations')).toBe(false);
  });
});

describe('operationIdFor and fallbackSummary', () => {
  it('derives ids from method and path', () => {
    expect(operationIdFor('get', '/apiCommon/Company/Get/{id}')).toBe('getCompanyGetById');
    expect(operationIdFor('post', '/api/v2/startups/{id}/{kind}')).toBe('postStartupsByIdByKind');
    expect(operationIdFor('get', '/apiJob/Job/Get/{seoUrl}')).toBe('getJobGetBySeoUrl');
    expect(operationIdFor('put', '/api/v2/identity/account-deletion')).toBe('putIdentityAccountDeletion');
  });

  it('refuses two operations with the same id', () => {
    const twin = {
      openapi: '3.1.0',
      info: { title: 't', version: '1' },
      paths: {
        '/api/v2/a-b': { get: { responses: { 200: { description: 'ok' } } } },
        '/api/v2/a_b': { get: { responses: { 200: { description: 'ok' } } } },
      },
    } as OpenApiDocument;
    expect(() => finishOpenApiDocument(twin)).toThrow(
      /operationId "getAB" of GET \/api\/v2\/a_b is already used/,
    );
  });

  it('summarises from the description, else from the path', () => {
    expect(fallbackSummary('get', '/x', 'Lists things. More detail.')).toBe('Lists things');
    expect(fallbackSummary('get', '/apiCommon/Type/GetTypeListByChildId')).toBe('Get type list by child id');
    expect(fallbackSummary('get', '/apiCommon/Country/List')).toBe('List country');
  });
});

describe('client types', () => {
  it('src/ui/api/schema.d.ts is up to date (run npm run api:generate)', async () => {
    const expected = await renderApiSchema(doc);
    const committed = fs.existsSync(SCHEMA_FILE) ? fs.readFileSync(SCHEMA_FILE, 'utf8') : '';
    expect(committed === expected, 'src/ui/api/schema.d.ts is out of date: run npm run api:generate').toBe(
      true,
    );
  });
});
