/**
 * The OpenAPI 3.1 document of the one REST API (design/API.md), lint-clean under Redocly
 * `recommended` (redocly.yaml, `npm run lint:api`) so clients can be generated from it; the
 * browser's own client types (src/ui/api/schema.d.ts) are generated from it too.
 *
 * The zod-openapi generator gives paths, parameters and bodies; {@link finishOpenApiDocument}
 * adds what the routes do not state: a stable `operationId` per operation (from method and
 * path), a summary when missing, the security schemes, the shared error envelope as one
 * component, a 4xx/500 answer on every operation and the tag list.
 */
import { OpenAPIHono, createRoute } from '@hono/zod-openapi';
import { getApi } from '@/app/_api/app';
import { env } from '../env';
import { API_KEY_HEADER } from '../api-key-header';
import { errorEnvelope } from './envelope';

/** The object `getOpenAPI31Document`/`doc31` take (everything but paths, components, webhooks). */
export type OpenApiConfig = Parameters<OpenAPIHono['getOpenAPI31Document']>[0];
/** A generated OpenAPI 3.1 document. */
export type OpenApiDocument = ReturnType<OpenAPIHono['getOpenAPI31Document']>;

/** Every tag an operation may carry, in the order the reference shows them. */
const TAGS: Array<{ name: string; description: string }> = [
  {
    name: 'Reference data',
    description:
      'Countries, cities, counties, universities, type lists and content blocks (spec public-and-account §7 "Reference data"). Public.',
  },
  {
    name: 'Startups',
    description:
      'Startup search, lists, profiles, details, visibility, images and team invitations: the v1 `Company` calls and their v2 counterparts.',
  },
  {
    name: 'Startups (v1 child collections)',
    description:
      "A startup's child lists in the v1 shape (team members, investments, investors, business and revenue models, technology, patents, supports, updates, incubation centers): POST with `companyId` and a list, DELETE with a body.",
  },
  {
    name: 'Identity',
    description:
      'Calls around sign-in that the auth library does not provide: token check, entity access and scopes, packages, invitations, account deletion. Sign-up, sign-in and sessions are the auth endpoints under `/api/auth/*`.',
  },
  {
    name: 'API keys',
    description:
      'The signed-in user’s personal API keys for scripts and third-party clients: list, create (the secret is shown once) and revoke. Managed with a session, never with a key.',
  },
  { name: 'Premium', description: 'Premium settings (filters, reports) shown to premium package holders.' },
  {
    name: 'Users',
    description: "The signed-in user's own profile (v2): data, photos, CV and profile lists.",
  },
  {
    name: 'Users (v1)',
    description: 'The v1 `User` calls: profile update, photo, language, search, deletion and profile lists.',
  },
  { name: 'Talents', description: 'Talent (public user profile) search, lists and lookups.' },
  {
    name: 'Organizations',
    description: 'Organizers and tech centers: search, profiles, management and review.',
  },
  { name: 'Programs', description: 'Programs of organizations and their review categories.' },
  {
    name: 'Program applications',
    description: 'Applying to a program, application lists, reviews and scoring by jurors.',
  },
  { name: 'Providers', description: 'Service providers: search, profiles and management.' },
  {
    name: 'Jobs',
    description: 'Jobs of startups, the job filter, applications and applicant tracking (/apiJob).',
  },
  {
    name: 'Payments',
    description:
      'Premium packages on sale and, with issue 16, checkout and the customer portal (/apiPayment).',
  },
  {
    name: 'Messages',
    description: 'Direct messages between users, unread counts, blocking and spam reports (/apiMessage).',
  },
  {
    name: 'Notifications',
    description: 'In-app notifications, e-mail preferences and the live event stream of the signed-in user.',
  },
  {
    name: 'Admin area',
    description:
      'The admin area (issue 17 §1): the admin home’s counts and weekly series and the audit log (super admins), users with lock, unlock, verify, sign-out and the 14-day deletion, startup moderation (hide with a reason, show, delete with a reason, in bulk; admins), and admin roles (grant and revoke admin, super admin and report admin; super admins). Every write is audited in its own transaction.',
  },
  {
    name: 'Administration',
    description: 'Admins only: the background job queue (counts, failed jobs, sending a failed job again).',
  },
  {
    name: 'Reports',
    description:
      'The report store: reports, categories and types (public); downloads by the rules of issue 16 §2 — free versions for signed-in users, bought versions always, paid versions within the premium monthly quota — through short-lived signed links; CheckPremiumDownload.',
  },
  {
    name: 'Content management',
    description:
      'Super admins: the texts of the static and legal pages (about-us, terms-of-service, privacy policies, KVKK notice, …) and content blocks — title and rich-text body in English and Turkish; bodies sanitized to the rich-text allow-list; every save stamped, audited and emptying the page caches. The public read is GET /apiCommon/Content/GetContent.',
  },
  {
    name: 'Personal data',
    description:
      'The signed-in user’s own data (issue 17 §2 personal-data rights, GDPR art. 15 and 20, KVKK art. 11): everything the platform holds about them as JSON or a readable PDF, without secrets (password hashes, session tokens, API key hashes).',
  },
  {
    name: 'Moderation',
    description:
      'Super admins: banned words (refused in user-written names, taglines, descriptions, job posts, messages and the contact form; whole words, case- and Turkish-i-insensitive) and banned e-mail addresses and domains (refused at registration and invitation), plus the disposable-mail switch.',
  },
  {
    name: 'Contact',
    description:
      'The /contact-us form (public; captcha when on; rate-limited per address and e-mail) and contact-message management for admins: list, read, answer by e-mail, archive.',
  },
  {
    name: 'Management',
    description:
      'The Management lists of D §7 (StartupList, ProgramApplicantList, UserList, ReportDownloadersList, SpammersList, ErrorLogs, EmailList): pageIndex, pageSize, totalCount, fieldNames, rows, newest first; each with a File call answering an .xlsx whose header row is fieldNames. Admins, super admins or report admins by list.',
  },
  {
    name: 'Operations',
    description:
      'The health check for load balancers (database reachable, queue lag); no auth, never cached.',
  },
  {
    name: 'Types management',
    description:
      'Super admins: the typed reference lists (sectors, stages, organization types …) — add, rename, reorder, activate or deactivate items; an item in use cannot be deleted, only deactivated. Inactive items leave the lists forms and filters offer (GET /apiCommon/Type/GetTypeList).',
  },
  {
    name: 'EU ecosystem',
    description:
      'The EU ecosystem organizations of the EU map: management by super admins (add, edit, approve one or many, delete, import a CSV or XLSX file of up to 2,000 rows with a preview) and the public read of approved organizations and of the map’s countries.',
  },
  {
    name: 'Investor graph',
    description:
      'Investors and startups as a graph built from the funding rounds and laid out on the server (ForceAtlas2), with filters; the shortest path between two nodes; an investor’s co-investors.',
  },
  {
    name: 'Maps',
    description:
      'The Türkiye ecosystem maps: actors per province and category (startups and every organization type; public support institutions; a chosen set of types) and one province’s startups and organizations.',
  },
  {
    name: 'Patents',
    description:
      'Patents of startups and organizations: the list with its filter (sector, needs, technology readiness, owner type, city, text) and one patent with every field and its owner.',
  },
  {
    name: 'Search',
    description:
      'The header’s search over people, startups, organizations, programs, providers and jobs (case and Turkish letters ignored; at least 2 characters), the legacy flat list, one kind’s results page, exact or fuzzy lookups, and reference list items by name.',
  },
  {
    name: 'Lists',
    description:
      'A signed-in user’s lists of startups, people and organizations: notes per entry, a read-only share link, an Excel file within the export limits.',
  },
  {
    name: 'Report management',
    description:
      'Super admins and report admins (FULL_ACCESS on `rapor-admin`): report categories with their countries, names, covers and galleries per language; types; reports; versions with their PDF or xlsx files (50 MB); the download list and its Excel export; appointing report admins (super admins).',
  },
  {
    name: 'Data-add tool',
    description:
      'Super admins: import startups from a CSV or Excel file with foreign column names — upload (20 MB), column and category mapping with EN/TR suggestions, preview, dry run, a queued run with progress and cancel (each row in its own transaction, resumable), the processed rows and the Excel report.',
  },
  {
    name: 'Home',
    description:
      'Public: the home page\'s data (spec public §7 "Home: statistics, index page data, providers"): the ecosystem counts with open jobs, the home\'s startups, open jobs and talents, its providers; and a visible startup\'s funding rounds by id ("Funding data: GET with id param").',
  },
  {
    name: 'Site header and footer',
    description:
      'Super admins: the header menus and their links, the footer link groups and social buttons (labels and addresses in English and Turkish, order, new-tab links, show/hide), the contact details with the /contact-us recipient, and the logo (upload ≤ 3 MB, text alternative, reset). `GET /api/v2/site/chrome` is public: what the header and footer show.',
  },
];

/**
 * The document's frame: version, info, servers (PUBLIC_ORIGIN) and tags. A function, not a
 * constant, so the environment is read when the document is built, never at import time.
 */
export function openApiConfig(): OpenApiConfig {
  return {
    openapi: '3.1.0',
    info: {
      title: 'Startup Atlas API',
      version: '1.0.0',
      description: [
        'Every answer is `{ data, status: { code, value }, message }`. Errors carry a stable key in `status.value` and a message in the language of `Accept-Language` (en or tr); invalid input (400) lists each field in `data.fields`.',
        '',
        'Browsers are signed in by the session cookie of `/api/auth/*`; other clients send `Authorization: Bearer <session token>`. Calls that need a signed-in viewer answer 401 without one.',
        '',
        '## Authentication',
        '',
        'Scripts and third-party clients use a **personal API key**. Create one while signed in, on the site (Account menu → API keys, `/profile/settings/api-keys`) or with `POST /api/v2/users/me/api-keys` `{ "name": "My script", "expiresInDays": 90 }`; the answer holds the secret (`atlas_…`) once — it is never shown again. Send it as `x-api-key: <key>` (or `Authorization: Bearer <key>`). A key acts as its user with exactly that user’s rights; it cannot list, create or revoke keys. Each key may make `API_KEY_RATE_LIMIT` requests a minute (120 by default), then answers 429 with `Retry-After`. A revoked or expired key answers 401 `apiKey.invalid`; revoke one with `DELETE /api/v2/users/me/api-keys/{id}`. Key-only writes are not subject to the cross-site check (they carry no cookie).',
      ].join('\n'),
      license: { name: 'AGPL-3.0-or-later', url: 'https://www.gnu.org/licenses/agpl-3.0.html' },
    },
    servers: [{ url: env().PUBLIC_ORIGIN.replace(/\/+$/, ''), description: 'This deployment' }],
    tags: TAGS,
  };
}

/** better-auth prefixes its cookies with `__Secure-` when the site is served over https. */
function sessionCookieName(): string {
  const secure = env().PUBLIC_ORIGIN.startsWith('https://');
  return `${secure ? '__Secure-' : ''}better-auth.session_token`;
}

/** The ways to be signed in (API.md "Auth"; personal API keys: decision 0010). */
function securitySchemes() {
  return {
    sessionCookie: {
      type: 'apiKey' as const,
      in: 'cookie' as const,
      name: sessionCookieName(),
      description:
        'The HttpOnly session cookie set by `/api/auth/sign-in/*` (`__Secure-better-auth.session_token` over https, `better-auth.session_token` otherwise).',
    },
    bearer: {
      type: 'http' as const,
      scheme: 'bearer',
      description:
        'A session token as `Authorization: Bearer <token>` (clients other than the browser), or a personal API key (`atlas_…`) the same way.',
    },
    apiKey: {
      type: 'apiKey' as const,
      in: 'header' as const,
      name: API_KEY_HEADER,
      description:
        'A personal API key (`atlas_…`) created at `POST /api/v2/users/me/api-keys`: acts as its user, limited to `API_KEY_RATE_LIMIT` requests a minute.',
    },
  };
}

/**
 * Every call accepts any credential and works without one unless it answers 401; whether a
 * call needs a viewer is stated by its 401 answer, as some calls declaring 401 are public for reads.
 */
const OPTIONAL_AUTH = [{}, { sessionCookie: [] }, { bearer: [] }, { apiKey: [] }];

const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;
const ERROR_ENVELOPE_REF = { $ref: '#/components/schemas/ErrorEnvelope' };

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * A stable operationId from method and path: the method, then each path segment in PascalCase
 * with `{param}` as `ByParam`; the `api`, `v2` and `apiCommon` prefixes are dropped (`apiJob` → `Job`)
 * and a segment equal to the one before it is skipped.
 * `GET /apiCommon/Company/Get/{id}` → `getCompanyGetById`; `POST /api/v2/startups/by-ids` → `postStartupsByIds`.
 */
export function operationIdFor(method: string, path: string): string {
  const segments = path.split('/').filter(Boolean);
  if (segments[0] === 'api') segments.shift();
  if (segments[0] === 'v2') segments.shift();
  const words: string[] = [];
  for (const [index, segment] of segments.entries()) {
    const param = /^\{(.+)\}$/.exec(segment)?.[1];
    let word = param ? `By${pascal(param)}` : pascal(segment);
    if (index === 0 && !param && /^api[A-Z]/.test(segment))
      word = segment === 'apiCommon' ? '' : segment.slice(3);
    if (word && word.toLowerCase() !== words.at(-1)?.toLowerCase()) words.push(word);
  }
  return method.toLowerCase() + words.join('');
}

/** `by-ids` → `ByIds`, `TopCountryList` → `TopCountryList`, `seoUrl` → `SeoUrl`. */
const pascal = (text: string) =>
  text
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((w) => w[0]!.toUpperCase() + w.slice(1))
    .join('');

const VERBS = new Set([
  'get',
  'list',
  'search',
  'post',
  'put',
  'delete',
  'set',
  'lookup',
  'update',
  'create',
]);

/**
 * A summary for an operation that states none: the first sentence of its description, else
 * words from the path (`GET /apiCommon/Type/GetTypeListByChildId` → `Get type list by child id`).
 */
export function fallbackSummary(method: string, path: string, description?: string): string {
  const sentence = description
    ?.trim()
    .split(/(?<=[.!?])\s|\n/)[0]
    ?.replace(/[.!?]$/, '');
  if (sentence) return sentence.length > 120 ? `${sentence.slice(0, 117)}…` : sentence;
  const segments = path.split('/').filter((s) => s && !/^(api\w*|v2)$/.test(s));
  const groups = segments.map((s) =>
    /^\{.+\}$/.test(s) ? ['by', ...splitWords(s.slice(1, -1))] : splitWords(s),
  );
  const last = groups.at(-1) ?? [];
  // A trailing verb segment (`Country/List`, `University/Get`) leads the sentence.
  const verb = last[0] && VERBS.has(last[0]) ? last.shift() : undefined;
  const words = [verb ?? method.toLowerCase(), ...groups.flat()].filter(
    (w, i, all) => i === 0 || w !== all[i - 1],
  );
  const text = words.join(' ');
  return text[0]!.toUpperCase() + text.slice(1);
}

const splitWords = (text: string) =>
  text
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((w) => w.toLowerCase());

/** The error envelope as the generator writes it inline, to recognise its copies. */
function errorEnvelopeSchema(): unknown {
  const probe = new OpenAPIHono();
  probe.openAPIRegistry.registerPath(
    createRoute({
      method: 'get',
      path: '/',
      responses: { 400: { content: { 'application/json': { schema: errorEnvelope } }, description: 'x' } },
    }),
  );
  const doc = probe.getOpenAPI31Document({ openapi: '3.1.0', info: { title: 'probe', version: '0' } });
  const get = doc.paths?.['/']?.get as Json | undefined;
  const response = (get?.responses as Json | undefined)?.['400'] as Json | undefined;
  return ((response?.content as Json)['application/json'] as Json).schema;
}

/** JSON with object keys sorted, to compare two schemas. */
const canonical = (value: unknown): string =>
  JSON.stringify(value, (_key, v: unknown) =>
    isObject(v) ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => a.localeCompare(b))) : v,
  );

/**
 * `minimum` with `exclusiveMinimum` (an int32 range narrowed by `.positive()`) becomes the
 * tighter of the two, which accepts the same numbers (Redocly no-mixed-number-range-constraints).
 */
function tightenNumberRanges(node: unknown): void {
  if (Array.isArray(node)) return node.forEach(tightenNumberRanges);
  if (!isObject(node)) return;
  const pairs = [
    ['minimum', 'exclusiveMinimum', (inclusive: number, exclusive: number) => exclusive >= inclusive],
    ['maximum', 'exclusiveMaximum', (inclusive: number, exclusive: number) => exclusive <= inclusive],
  ] as const;
  for (const [inclusiveKey, exclusiveKey, exclusiveIsTighter] of pairs) {
    const inclusive = node[inclusiveKey];
    const exclusive = node[exclusiveKey];
    if (typeof inclusive === 'number' && typeof exclusive === 'number')
      delete node[exclusiveIsTighter(inclusive, exclusive) ? inclusiveKey : exclusiveKey];
  }
  Object.values(node).forEach(tightenNumberRanges);
}

const errorResponse = (description: string) => ({
  description,
  content: { 'application/json': { schema: ERROR_ENVELOPE_REF } },
});

/**
 * Completes a generated document (a deep copy is returned; the input is not changed):
 * - `operationId` on every operation ({@link operationIdFor}, or the route's own);
 * - `summary` when missing ({@link fallbackSummary});
 * - `security` (optional session cookie, bearer or API key) and the three security schemes;
 * - the error envelope as `components.schemas.ErrorEnvelope`, referenced by every error answer;
 * - a 4xx answer where none is declared (400 when the call takes input, else `4XX`) and a 500;
 * - number ranges without mixed inclusive/exclusive bounds;
 * - only the tags operations use, each declared (undeclared ones are added without a description).
 * @throws Error naming both operations when two get the same operationId.
 */
export function finishOpenApiDocument(doc: OpenApiDocument): OpenApiDocument {
  const out = structuredClone(doc) as OpenApiDocument;
  const envelopeSchema = errorEnvelopeSchema();
  const envelope = canonical(envelopeSchema);
  const owners = new Map<string, string>();
  const usedTags = new Set<string>();
  for (const [path, item] of Object.entries(out.paths ?? {})) {
    for (const method of METHODS) {
      const operation = (item as Json)[method];
      if (!isObject(operation)) continue;
      const where = `${method.toUpperCase()} ${path}`;
      const id =
        typeof operation.operationId === 'string' ? operation.operationId : operationIdFor(method, path);
      const clash = owners.get(id);
      if (clash) throw new Error(`OpenAPI: operationId "${id}" of ${where} is already used by ${clash}.`);
      owners.set(id, where);
      operation.operationId = id;
      if (typeof operation.summary !== 'string' || !operation.summary.trim())
        operation.summary = fallbackSummary(
          method,
          path,
          typeof operation.description === 'string' ? operation.description : undefined,
        );
      operation.security ??= OPTIONAL_AUTH;
      for (const tag of (operation.tags as string[] | undefined) ?? []) usedTags.add(tag);

      const responses = (operation.responses ??= {}) as Json;
      for (const [status, response] of Object.entries(responses)) {
        if (!/^[45]/.test(status) || !isObject(response)) continue;
        const media = isObject(response.content) ? response.content['application/json'] : undefined;
        if (isObject(media) && canonical(media.schema) === envelope) media.schema = ERROR_ENVELOPE_REF;
      }
      if (!Object.keys(responses).some((status) => /^4/.test(status))) {
        const takesInput =
          (Array.isArray(operation.parameters) && operation.parameters.length > 0) ||
          operation.requestBody !== undefined;
        if (takesInput)
          responses['400'] = errorResponse('Invalid input, each invalid field named in `data.fields`');
        else responses['4XX'] = errorResponse('A client error; `status.value` names it');
      }
      responses['500'] ??= errorResponse('Unexpected error (logged with a request id)');
    }
  }
  tightenNumberRanges(out.paths);
  tightenNumberRanges(out.components);

  const components = (out.components ??= {}) as Json;
  components.schemas = { ...(components.schemas as Json | undefined), ErrorEnvelope: envelopeSchema };
  components.securitySchemes = { ...(components.securitySchemes as Json | undefined), ...securitySchemes() };
  // Empty component maps are noise for generators.
  for (const [key, value] of Object.entries(components))
    if (isObject(value) && Object.keys(value).length === 0) delete components[key];

  const declared = (out.tags ?? []).filter((tag) => usedTags.has(tag.name));
  const undeclared = [...usedTags].filter((name) => !declared.some((tag) => tag.name === name));
  out.tags = [...declared, ...undeclared.map((name) => ({ name }))];
  if (isObject(out.webhooks) && Object.keys(out.webhooks).length === 0) delete out.webhooks;
  return out;
}

/** Builds the finished document from a built API application (no database is opened). */
export function buildOpenApiDocument(api: Pick<OpenAPIHono, 'getOpenAPI31Document'>): OpenApiDocument {
  return finishOpenApiDocument(api.getOpenAPI31Document(openApiConfig()));
}

const globalForDoc = globalThis as unknown as { __atlasOpenApi?: OpenApiDocument };

/** The document served at `GET /api/openapi.json`, built once per process from {@link getApi}. */
export function getOpenApiDocument(): OpenApiDocument {
  globalForDoc.__atlasOpenApi ??= buildOpenApiDocument(getApi());
  return globalForDoc.__atlasOpenApi;
}
