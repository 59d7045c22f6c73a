/**
 * Banned words and banned mails calls (issue 17 §1 banned-words, banned-mails; spec dashboard §6
 * "Super admin: banned mails and words"): list with search and paging, add one or many, delete
 * one or many, and the disposable-mail switch. Super admins only: visitors get 401, everyone
 * else 403 'access.invalid' — checked before any body is read. Thin: ./banned-words.ts and
 * ./banned-mails.ts do the work.
 */
import { createRoute, z } from '@hono/zod-openapi';
import type { Context, Next } from 'hono';
import { coercedInt32 } from '@/lib/int32';
import { apiCtx, createRouter } from '@/server/api/router';
import { envelopeOf, errorEnvelope, json, jsonBody, ok } from '@/server/api/envelope';
import { addBannedWords, deleteBannedWords, listBannedWords } from './banned-words';
import { addBannedMails, deleteBannedMails, listBannedMails, setDisposableMailCheck } from './banned-mails';
import { requireAdminRole } from './admin-access';
import { bannedMailsInput, bannedWordsInput, disposableSwitchInput, idsInput } from './validation';

const tags = ['Moderation'];
const WORDS = '/api/v2/admin/banned-words';
const MAILS = '/api/v2/admin/banned-mails';

const failures = {
  400: { ...json(errorEnvelope), description: 'Invalid input, each field named in `data.fields`' },
  401: { ...json(errorEnvelope), description: 'Not signed in' },
  403: { ...json(errorEnvelope), description: "Not a super admin ('access.invalid')" },
};
const answer = <T extends z.ZodTypeAny>(schema: T, description: string) => ({
  200: { ...json(envelopeOf(schema)), description },
});
const paged = <T extends z.ZodTypeAny>(row: T) => ({
  data: z.array(row),
  pageIndex: z.number().int(),
  pageSize: z.number().int(),
  totalCount: z.number().int(),
});
const listQuery = z.object({
  q: z.string().max(100).optional().describe('Search text'),
  pageIndex: coercedInt32({ min: 1 }).default(1),
  pageSize: coercedInt32({ min: 1, max: 200 }).default(50),
});

const wordRow = z
  .object({
    id: z.number().int(),
    word: z.string().describe('As the admin typed it'),
    folded: z.string().describe('Lower case, İ/I/ı/i as i: what texts are compared with'),
    createdBy: z.string().nullable(),
    createdAt: z.string(),
  })
  .openapi('BannedWord');
const mailRow = z
  .object({
    id: z.number().int(),
    pattern: z.string().describe('An address, or a domain (its subdomains included)'),
    kind: z.enum(['address', 'domain']),
    createdBy: z.string().nullable(),
    createdAt: z.string(),
  })
  .openapi('BannedMail');
const deletedAnswer = answer(z.object({ deleted: z.number().int() }), 'How many were deleted');

/** The super-admin check of every call, before the body is parsed. */
const superOnly = async (c: Context, next: Next) => {
  requireAdminRole(await apiCtx(c), 'super');
  await next();
};

const moderationRouter = createRouter();
moderationRouter
  .use(WORDS, superOnly)
  .use(`${WORDS}/*`, superOnly)
  .use(MAILS, superOnly)
  .use(`${MAILS}/*`, superOnly);

/** Every moderation call (registered in src/app/_api/app.ts). */
export const moderationApi = moderationRouter
  .openapi(
    createRoute({
      method: 'get',
      path: WORDS,
      tags,
      summary: 'Banned words, newest first, searched by `q` (the word as typed or folded)',
      request: { query: listQuery },
      responses: { ...answer(z.object(paged(wordRow)), 'A page of banned words'), ...failures },
    }),
    async (c) => ok(c, await listBannedWords(await apiCtx(c), c.req.valid('query'))),
  )
  .openapi(
    createRoute({
      method: 'post',
      path: WORDS,
      tags,
      summary:
        'Ban one or many words or phrases (comma or line separated); those already listed are named in `existing`',
      request: { body: jsonBody(bannedWordsInput) },
      responses: {
        ...answer(z.object({ added: z.array(wordRow), existing: z.array(z.string()) }), 'What was added'),
        ...failures,
      },
    }),
    async (c) => ok(c, await addBannedWords(await apiCtx(c), c.req.valid('json'))),
  )
  .openapi(
    createRoute({
      method: 'delete',
      path: WORDS,
      tags,
      summary: 'Delete banned words by id (one or many)',
      request: { body: jsonBody(idsInput) },
      responses: { ...deletedAnswer, ...failures },
    }),
    async (c) => ok(c, await deleteBannedWords(await apiCtx(c), c.req.valid('json'))),
  )
  .openapi(
    createRoute({
      method: 'get',
      path: MAILS,
      tags,
      summary: 'Banned addresses and domains, newest first, searched by `q`; with the disposable-mail switch',
      request: { query: listQuery },
      responses: {
        ...answer(
          z.object({
            ...paged(mailRow),
            disposable: z.object({
              enabled: z.boolean().describe('Disposable-mail domains are refused'),
              domainCount: z.number().int().describe('Domains on the disposable-mail list'),
            }),
          }),
          'A page of banned addresses and domains',
        ),
        ...failures,
      },
    }),
    async (c) => ok(c, await listBannedMails(await apiCtx(c), c.req.valid('query'))),
  )
  .openapi(
    createRoute({
      method: 'post',
      path: MAILS,
      tags,
      summary:
        'Ban addresses and/or domains (comma, space or line separated; `@x.com` or `*.x.com` mean the domain)',
      request: { body: jsonBody(bannedMailsInput) },
      responses: {
        ...answer(z.object({ added: z.array(mailRow), existing: z.array(z.string()) }), 'What was added'),
        ...failures,
      },
    }),
    async (c) => ok(c, await addBannedMails(await apiCtx(c), c.req.valid('json'))),
  )
  .openapi(
    createRoute({
      method: 'delete',
      path: MAILS,
      tags,
      summary: 'Delete banned addresses/domains by id (one or many)',
      request: { body: jsonBody(idsInput) },
      responses: { ...deletedAnswer, ...failures },
    }),
    async (c) => ok(c, await deleteBannedMails(await apiCtx(c), c.req.valid('json'))),
  )
  .openapi(
    createRoute({
      method: 'put',
      path: `${MAILS}/disposable`,
      tags,
      summary: 'Turn the disposable-mail check on or off (site setting `disposableMails`)',
      request: { body: jsonBody(disposableSwitchInput) },
      responses: { ...answer(z.object({ enabled: z.boolean() }), 'The switch'), ...failures },
    }),
    async (c) => ok(c, await setDisposableMailCheck(await apiCtx(c), c.req.valid('json'))),
  );
