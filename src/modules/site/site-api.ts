/**
 * The site chrome's REST calls (issue 17 §1 "header, footer, logo, contact"; D §2 admin routes;
 * D §6 super admin; API.md envelope):
 * - under `/api/v2/admin/site/…`, super admins only (401 visitors, 403 'access.invalid' others,
 *   checked before any body is read): header/footer/social links (list, add, edit, show/hide,
 *   move, delete), the contact details, the logo (upload ≤ 3 MB, text alternative, reset);
 * - `GET /api/v2/site/chrome`: what the public header and footer show, in the request's language.
 * Thin: each call parses its input and hands it to the services of this module.
 */
import { createRoute, z } from '@hono/zod-openapi';
import { coercedInt32 } from '@/lib/int32';
import { apiCtx, createRouter } from '@/server/api/router';
import { envelopeOf, errorEnvelope, json, jsonBody, ok, requestLocale } from '@/server/api/envelope';
import { imageUploadResponses, readUpload, uploadRequestBody } from '@/server/api/uploads';
import { getDb } from '@/server/db/client';
import { getSiteChrome } from './chrome';
import {
  createSiteLink,
  deleteSiteLink,
  listSiteLinks,
  moveSiteLink,
  requireSiteAdmin,
  setSiteLinkActive,
  updateSiteLink,
} from './links';
import { getLogoForAdmin, resetLogo, setLogoAlt, uploadLogo } from './logo';
import {
  getContactForAdmin,
  getHomeForAdmin,
  updateHomeSettings,
  updateContactSettings,
} from './settings-admin';
import { LINK_AREAS, SOCIAL_ICONS, logoAltInput, moveInput } from './validation';

const BASE = '/api/v2/admin/site';
const tags = ['Site header and footer'];

const failures = {
  400: { ...json(errorEnvelope), description: 'Invalid input, each field named in `data.fields`' },
  401: { ...json(errorEnvelope), description: 'Not signed in' },
  403: { ...json(errorEnvelope), description: 'Not a super admin (FULL_ACCESS on admin)' },
};
const notFound = { 404: { ...json(errorEnvelope), description: "'Link not found'" } };
const answer = <T extends z.ZodTypeAny>(schema: T, description: string) => ({
  200: { ...json(envelopeOf(schema)), description },
});
const idParam = z.object({ id: coercedInt32({ min: 1 }) });

const linkView = z
  .object({
    id: z.number().int(),
    area: z.enum(LINK_AREAS),
    parentId: z.number().int().nullable(),
    menuKey: z
      .string()
      .nullable()
      .describe('The built-in header menu (data, insight, invest, services, jobs, news, pricing)'),
    labelEn: z.string(),
    labelTr: z.string(),
    urlEn: z.string(),
    urlTr: z.string(),
    external: z.boolean(),
    icon: z.string().nullable(),
    sortOrder: z.number().int(),
    active: z.boolean(),
    updatedAt: z.string(),
  })
  .openapi('SiteLink');

/** The link body (the service validates the rules between fields; see ./validation.ts). */
const linkBody = z
  .object({
    area: z.enum(LINK_AREAS),
    parentId: z.number().int().positive().nullable().optional(),
    labelEn: z.string().max(200),
    labelTr: z.string().max(200),
    urlEn: z
      .string()
      .max(2000)
      .optional()
      .describe('A site path (/about-us) or, when external, an https URL'),
    urlTr: z
      .string()
      .max(2000)
      .optional()
      .describe('The Turkish address when it differs; empty: urlEn localized'),
    external: z.boolean().optional().describe('Opens in a new tab'),
    icon: z.enum(SOCIAL_ICONS).nullable().optional().describe('The network of a social button'),
    active: z.boolean().optional(),
  })
  .openapi('SiteLinkInput');

const contactView = z
  .object({
    email: z.string(),
    phone: z.string().describe('E.164'),
    addressEn: z.string(),
    addressTr: z.string(),
    mapUrl: z.string(),
    formRecipient: z.string().describe('Where /contact-us messages are mailed; empty: defaultRecipient'),
    defaultRecipient: z.string(),
  })
  .openapi('SiteContactSettings');
const contactBody = z.object({
  email: z.string().max(320),
  phone: z.string().max(40),
  addressEn: z.string().max(500),
  addressTr: z.string().max(500),
  mapUrl: z.string().max(2000),
  formRecipient: z.string().max(320),
});
const testimonialBody = z.object({
  quoteEn: z.string().max(800),
  quoteTr: z.string().max(800),
  name: z.string().max(160),
  roleEn: z.string().max(240),
  roleTr: z.string().max(240),
});
const mediaBody = z.object({
  titleEn: z.string().max(320),
  titleTr: z.string().max(320),
  outlet: z.string().max(160),
  url: z.string().max(2000).describe('https'),
  publishedOn: z.string().max(10).describe('YYYY-MM-DD or empty'),
});
const homeBody = z.object({
  testimonials: z.array(testimonialBody).max(12).describe('Exactly six'),
  partners: z
    .array(z.object({ name: z.string().max(160), url: z.string().max(2000) }))
    .max(16)
    .describe('At most 8 with a name; rows with an empty name are dropped'),
  media: z
    .array(mediaBody)
    .max(12)
    .optional()
    .describe('At most 6 with an English title; rows with an empty English title are dropped; absent: kept'),
  monitorCountryId: z
    .number()
    .int()
    .min(1)
    .max(999)
    .optional()
    .describe("The innovation-index monitor's country, ISO 3166-1 numeric (792 Türkiye by default, 31 Azerbaijan); absent: kept"),
});
const homeView = z
  .object({
    testimonials: z.array(testimonialBody),
    partners: z.array(z.object({ name: z.string(), url: z.string() })),
    media: z.array(mediaBody),
    monitorCountryId: z.number().int(),
  })
  .openapi('SiteHomeSettings');
const logoView = z
  .object({ url: z.string().nullable().describe('null: the built-in mark'), alt: z.string() })
  .openapi('SiteLogo');

const chromeLink = z.object({
  id: z.number().int(),
  label: z.string(),
  href: z.string(),
  external: z.boolean(),
  app: z.boolean(),
  hintKey: z.string().nullable(),
});
const chromeView = z
  .object({
    header: z.array(
      z.object({
        id: z.number().int(),
        key: z.string().nullable(),
        label: z.string(),
        link: z.object({ href: z.string(), app: z.boolean(), external: z.boolean() }).nullable(),
        links: z.array(chromeLink),
      }),
    ),
    footer: z.array(
      z.object({
        id: z.number().int(),
        key: z.string().nullable(),
        label: z.string(),
        link: z.object({ href: z.string(), app: z.boolean(), external: z.boolean() }).nullable(),
        links: z.array(chromeLink),
      }),
    ),
    social: z.array(
      z.object({ id: z.number().int(), network: z.enum(SOCIAL_ICONS), label: z.string(), href: z.string() }),
    ),
    contact: z.object({ email: z.string(), phone: z.string(), address: z.string(), mapUrl: z.string() }),
    logo: logoView,
  })
  .openapi('SiteChrome');

/** The admin calls (links, contact, logo). */
const adminApi = createRouter()
  .openapi(
    createRoute({
      method: 'get',
      path: `${BASE}/links`,
      tags,
      summary: 'Header menus and links, footer groups and links, social buttons (all, or one area)',
      request: { query: z.object({ area: z.enum(LINK_AREAS).optional() }) },
      responses: { ...answer(z.array(linkView), 'Rows in order, parents before their links'), ...failures },
    }),
    async (c) => {
      const { area } = c.req.valid('query');
      return ok(c, await listSiteLinks(await apiCtx(c), area ? [area] : []));
    },
  )
  .openapi(
    createRoute({
      method: 'post',
      path: `${BASE}/links`,
      tags,
      summary: 'Add a header menu or link, a footer group or link, or a social button (at the end)',
      request: { body: jsonBody(linkBody) },
      responses: { ...answer(linkView, 'The new row'), ...failures },
    }),
    async (c) => ok(c, await createSiteLink(await apiCtx(c), c.req.valid('json'))),
  )
  .openapi(
    createRoute({
      method: 'put',
      path: `${BASE}/links/{id}`,
      tags,
      summary: "Replace a row's labels, addresses, new-tab switch, icon, switch and menu/group",
      request: { params: idParam, body: jsonBody(linkBody) },
      responses: { ...answer(linkView, 'The row'), ...failures, ...notFound },
    }),
    async (c) => ok(c, await updateSiteLink(await apiCtx(c), c.req.valid('param').id, c.req.valid('json'))),
  )
  .openapi(
    createRoute({
      method: 'patch',
      path: `${BASE}/links/{id}/active`,
      tags,
      summary: 'Show or hide a row (a hidden menu or group hides its links)',
      request: { params: idParam, body: jsonBody(z.object({ active: z.boolean() })) },
      responses: { ...answer(linkView, 'The row'), ...failures, ...notFound },
    }),
    async (c) =>
      ok(c, await setSiteLinkActive(await apiCtx(c), c.req.valid('param').id, c.req.valid('json').active)),
  )
  .openapi(
    createRoute({
      method: 'post',
      path: `${BASE}/links/{id}/move`,
      tags,
      summary: 'Move a row one place up or down among its siblings',
      request: { params: idParam, body: jsonBody(moveInput) },
      responses: {
        ...answer(z.array(linkView), 'The siblings in their new order'),
        ...failures,
        ...notFound,
      },
    }),
    async (c) =>
      ok(c, await moveSiteLink(await apiCtx(c), c.req.valid('param').id, c.req.valid('json').direction)),
  )
  .openapi(
    createRoute({
      method: 'delete',
      path: `${BASE}/links/{id}`,
      tags,
      summary: 'Delete a row (a menu or group with its links)',
      request: { params: idParam },
      responses: {
        ...answer(z.object({ deleted: z.number().int().describe('Rows deleted') }), 'Deleted'),
        ...failures,
        ...notFound,
      },
    }),
    async (c) => ok(c, await deleteSiteLink(await apiCtx(c), c.req.valid('param').id)),
  )
  .openapi(
    createRoute({
      method: 'get',
      path: `${BASE}/contact`,
      tags,
      summary: 'The contact details and the /contact-us recipient',
      responses: { ...answer(contactView, 'Contact details'), ...failures },
    }),
    async (c) => ok(c, await getContactForAdmin(await apiCtx(c))),
  )
  .openapi(
    createRoute({
      method: 'put',
      path: `${BASE}/contact`,
      tags,
      summary: 'Save the contact details (e-mail, phone, address EN/TR, map link, form recipient)',
      request: { body: jsonBody(contactBody) },
      responses: { ...answer(contactView, 'Contact details'), ...failures },
    }),
    async (c) => ok(c, await updateContactSettings(await apiCtx(c), c.req.valid('json'))),
  )
  .openapi(
    createRoute({
      method: 'get',
      path: `${BASE}/home`,
      tags,
      summary: "The home page's six testimonials, partners and media items, and the monitor's country",
      responses: { ...answer(homeView, 'Home page content'), ...failures },
    }),
    async (c) => ok(c, await getHomeForAdmin(await apiCtx(c))),
  )
  .openapi(
    createRoute({
      method: 'put',
      path: `${BASE}/home`,
      tags,
      summary:
        "Save the home page's testimonials (six, EN/TR), partners, media and the monitor's country (audited)",
      request: { body: jsonBody(homeBody) },
      responses: { ...answer(homeView, 'Home page content'), ...failures },
    }),
    async (c) => ok(c, await updateHomeSettings(await apiCtx(c), c.req.valid('json'))),
  )
  .openapi(
    createRoute({
      method: 'get',
      path: `${BASE}/logo`,
      tags,
      summary: "The logo's address (null: the built-in mark) and text alternative",
      responses: { ...answer(logoView, 'Logo'), ...failures },
    }),
    async (c) => ok(c, await getLogoForAdmin(await apiCtx(c))),
  )
  .openapi(
    createRoute({
      method: 'post',
      path: `${BASE}/logo`,
      tags,
      summary:
        'Upload a new logo (multipart `file`: JPEG, PNG, WebP or GIF, at most 3 MB; stored 4:1 as WebP)',
      request: { body: uploadRequestBody },
      responses: {
        ...answer(logoView, 'Logo'),
        ...failures,
        413: imageUploadResponses[413],
        415: imageUploadResponses[415],
      },
    }),
    async (c) => {
      const ctx = await apiCtx(c);
      const { bytes } = await readUpload(c);
      return ok(c, await uploadLogo(ctx, bytes));
    },
  )
  .openapi(
    createRoute({
      method: 'put',
      path: `${BASE}/logo`,
      tags,
      summary: "Change the logo's text alternative",
      request: { body: jsonBody(logoAltInput) },
      responses: { ...answer(logoView, 'Logo'), ...failures },
    }),
    async (c) => ok(c, await setLogoAlt(await apiCtx(c), c.req.valid('json').alt)),
  )
  .openapi(
    createRoute({
      method: 'delete',
      path: `${BASE}/logo`,
      tags,
      summary: 'Return to the built-in logo (the uploaded files are deleted)',
      responses: { ...answer(logoView, 'Logo'), ...failures },
    }),
    async (c) => ok(c, await resetLogo(await apiCtx(c))),
  );

/** The public read. */
const publicApi = createRouter().openapi(
  createRoute({
    method: 'get',
    path: '/api/v2/site/chrome',
    tags,
    summary: 'What the public header and footer show, in the request’s language (active rows only)',
    responses: {
      ...answer(chromeView, 'Header menus, footer groups, social buttons, contact details, logo'),
    },
  }),
  async (c) => ok(c, await getSiteChrome(await getDb(), requestLocale(c))),
);

/** Every site chrome call (registered in src/app/_api/app.ts). */
export const siteApi = createRouter()
  .use(`${BASE}/*`, async (c, next) => {
    requireSiteAdmin(await apiCtx(c));
    await next();
  })
  .route('/', adminApi)
  .route('/', publicApi);
