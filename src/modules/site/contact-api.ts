/**
 * Contact calls (issue 17 §1 contact-form-messages, §2 /contact-us): the public POST of the
 * contact form, and contact-message management for admins (FULL_ACCESS on `admin` or
 * `<source>-admin`; spec dashboard §6) — list, open (marks read), answer by e-mail, archive.
 * Management answers 401 to visitors and 403 'access.invalid' to other users before reading any
 * body. Thin: ./contact.ts and ./contact-admin.ts do the work.
 */
import { createRoute, z } from '@hono/zod-openapi';
import { coercedInt32 } from '@/lib/int32';
import { apiCtx, createRouter } from '@/server/api/router';
import { envelopeOf, errorEnvelope, json, jsonBody, ok } from '@/server/api/envelope';
import { CLIENT_IP_HEADER } from '@/server/auth-limits';
import { CAPTCHA_HEADER } from '@/server/captcha';
import { requireAdminRole } from '@/modules/moderation/admin-access';
import { sendContactMessage } from './contact';
import {
  answerContactMessage,
  listContactMessages,
  openContactMessage,
  setContactMessageArchived,
} from './contact-admin';
import {
  CONTACT_FILTERS,
  CONTACT_STATUSES,
  contactAnswerInput,
  contactArchiveInput,
  contactInput,
} from './contact-validation';

const BASE = '/api/v2/admin/contact-messages';
const answer = <T extends z.ZodTypeAny>(schema: T, description: string) => ({
  200: { ...json(envelopeOf(schema)), description },
});
const invalid = {
  400: { ...json(errorEnvelope), description: 'Invalid input, each field named in `data.fields`' },
};
const adminFailures = {
  ...invalid,
  401: { ...json(errorEnvelope), description: 'Not signed in' },
  403: { ...json(errorEnvelope), description: "Not an admin ('access.invalid')" },
};
const notFound = { 404: { ...json(errorEnvelope), description: "'contact.not_found'" } };
const idParam = z.object({ id: coercedInt32({ min: 1 }) });

const summary = {
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  subject: z.string(),
  locale: z.enum(['en', 'tr']).describe("The visitor's language (the answer's language)"),
  status: z.enum(CONTACT_STATUSES),
  archived: z.boolean(),
  createdAt: z.string(),
};
const summaryRow = z
  .object({ ...summary, excerpt: z.string().describe('The first 200 characters') })
  .openapi('ContactMessageSummary');
const messageView = z
  .object({
    ...summary,
    message: z.string(),
    userId: z.string().nullable().describe('The signed-in sender, if any'),
    readAt: z.string().nullable(),
    answer: z.string().nullable(),
    answeredAt: z.string().nullable(),
    answeredBy: z.string().nullable(),
    archivedAt: z.string().nullable(),
  })
  .openapi('ContactMessage');

/** The public contact form. */
const publicContactApi = createRouter().openapi(
  createRoute({
    method: 'post',
    path: '/api/v2/contact-messages',
    tags: ['Contact'],
    summary:
      'Send a message to the site (/contact-us): stored and mailed to the site; captcha in `x-captcha-response` when on',
    request: {
      body: jsonBody(contactInput),
      headers: z.object({
        [CAPTCHA_HEADER]: z.string().max(10_000).optional().describe('The ALTCHA solution (CAPTCHA=altcha)'),
      }),
    },
    responses: {
      ...answer(z.object({ received: z.literal(true) }), 'Received'),
      ...invalid,
      429: {
        ...json(errorEnvelope),
        description: "Too many messages from this address or e-mail in the last hour ('contact.too_many')",
      },
    },
  }),
  async (c) =>
    ok(
      c,
      await sendContactMessage(await apiCtx(c), c.req.valid('json'), {
        clientAddress: c.req.header(CLIENT_IP_HEADER),
        captcha: c.req.header(CAPTCHA_HEADER),
      }),
    ),
);

/** Contact-message management. */
const contactAdminRouter = createRouter();
contactAdminRouter
  .use(BASE, async (c, next) => {
    requireAdminRole(await apiCtx(c), 'admin');
    await next();
  })
  .use(`${BASE}/*`, async (c, next) => {
    requireAdminRole(await apiCtx(c), 'admin');
    await next();
  });
const contactAdminApi = contactAdminRouter
  .openapi(
    createRoute({
      method: 'get',
      path: BASE,
      tags: ['Contact'],
      summary:
        'Contact messages, newest first: filter (inbox, new, read, answered, archived, all), search, paging',
      request: {
        query: z.object({
          filter: z.enum(CONTACT_FILTERS).default('inbox'),
          q: z.string().max(100).optional().describe('Search in name, e-mail, subject and message'),
          pageIndex: coercedInt32({ min: 1 }).default(1),
          pageSize: coercedInt32({ min: 1, max: 100 }).default(20),
        }),
      },
      responses: {
        ...answer(
          z.object({
            data: z.array(summaryRow),
            pageIndex: z.number().int(),
            pageSize: z.number().int(),
            totalCount: z.number().int(),
            filter: z.enum(CONTACT_FILTERS),
            counts: z
              .object({
                inbox: z.number().int(),
                new: z.number().int(),
                read: z.number().int(),
                answered: z.number().int(),
                archived: z.number().int(),
                all: z.number().int(),
              })
              .describe('Messages under each filter (with the same search)'),
          }),
          'A page of messages',
        ),
        ...adminFailures,
      },
    }),
    async (c) => ok(c, await listContactMessages(await apiCtx(c), c.req.valid('query'))),
  )
  .openapi(
    createRoute({
      method: 'get',
      path: `${BASE}/{id}`,
      tags: ['Contact'],
      summary: 'One contact message; a new one is marked read',
      request: { params: idParam },
      responses: { ...answer(messageView, 'The message'), ...adminFailures, ...notFound },
    }),
    async (c) => ok(c, await openContactMessage(await apiCtx(c), c.req.valid('param').id)),
  )
  .openapi(
    createRoute({
      method: 'post',
      path: `${BASE}/{id}/answer`,
      tags: ['Contact'],
      summary: "Answer a message by e-mail (plain text, mailed in the visitor's language); once per message",
      request: { params: idParam, body: jsonBody(contactAnswerInput) },
      responses: {
        ...answer(messageView, 'The answered message'),
        ...adminFailures,
        ...notFound,
        409: { ...json(errorEnvelope), description: "Already answered ('contact.already_answered')" },
      },
    }),
    async (c) =>
      ok(c, await answerContactMessage(await apiCtx(c), c.req.valid('param').id, c.req.valid('json'))),
  )
  .openapi(
    createRoute({
      method: 'put',
      path: `${BASE}/{id}/archive`,
      tags: ['Contact'],
      summary: 'Archive a message (`archived: true`) or bring it back (`false`)',
      request: { params: idParam, body: jsonBody(contactArchiveInput) },
      responses: { ...answer(messageView, 'The message'), ...adminFailures, ...notFound },
    }),
    async (c) =>
      ok(c, await setContactMessageArchived(await apiCtx(c), c.req.valid('param').id, c.req.valid('json'))),
  );

/** Every contact call (registered in src/app/_api/app.ts). */
export const contactApi = createRouter().route('/', publicContactApi).route('/', contactAdminApi);
