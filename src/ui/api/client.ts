/**
 * The browser's one client for the REST API (CONVENTIONS.md "API calls from the browser"):
 * openapi-fetch over the types generated from the OpenAPI document (./schema.d.ts,
 * `npm run api:generate`), with the spec's client behaviour (public-and-account §7, §8) once:
 * - `Accept-Language` is the page's locale (`<html lang>`), so messages come back translated;
 * - GET and HEAD are retried twice on a network failure or a 5xx (300 ms, then 600 ms later).
 *   Writes are never retried: several POST/PUT/DELETE calls here create rows or move states
 *   (applications, invitations, deletions), and a 5xx or a lost answer may follow a commit;
 * - 401 is left to the caller silently (no notice, no log);
 * - 404 sends the page to /404 (/tr/404 in Turkish), unless the call opts out;
 * - any other failure shows a notice titled 'An error occurred' ('Bir hata oluştu') with the
 *   server's already translated `message` (else `data`, `status.value`, the status text);
 *   a network failure shows the generic text and still rejects, as fetch does.
 *
 * Usage (in event handlers and effects; not during server rendering):
 *   import { api, handledByCaller } from '@/ui/api/client';
 *   const { data, error } = await api.GET('/apiCommon/City/List', { params: { query: { countryId: 792 } } });
 *   if (data) setCities(data.data);      // `data` is the typed success envelope
 *   // `error` is the typed error envelope (already shown to the user as a notice)
 *   await api.POST('/api/v2/talents/by-seo-urls', { body: { seoUrls } });
 *   // Calls whose failures the caller shows itself (login, token check, user data, entity
 *   // access, search: spec §8) opt out of the notice and the /404 redirect:
 *   await api.GET('/api/v2/identity/token-check', { params: { query }, ...handledByCaller() });
 */
import createClient, { type Client, type Middleware } from 'openapi-fetch';
import type { components, paths } from './schema';
import { notify } from '../notifications';
import { routing } from '@/i18n/routing';
import { isLocale, type Locale } from '@/i18n/locales';

export type ApiPaths = paths;
export type ApiSchemas = components['schemas'];
/** The body of every failure: `{ data: { fields } | null, status: { code, value }, message }`. */
export type ErrorEnvelope = components['schemas']['ErrorEnvelope'];
export type ApiClient = Client<paths>;

/** What the client does with a failed call beyond returning it. */
export interface CallHandling {
  /** Show the error notice (default true). */
  notify?: boolean;
  /** Go to /404 on a 404 answer (default true); when false, a 404 is left to the caller without a notice. */
  redirectNotFound?: boolean;
}

export interface ApiClientOptions extends CallHandling {
  /** Origin of the API; default '' (the page's own). */
  baseUrl?: string;
  /** Default: the global fetch. */
  fetch?: (request: Request) => Promise<Response>;
  /** The page locale; default `<html lang>`, else English. */
  locale?: () => string | undefined;
  /** Retries of a GET or HEAD after a network failure or a 5xx (spec §9: 2). */
  retries?: number;
  /** Wait before retry n is n × this many milliseconds (default 300). */
  retryDelayMs?: number;
  /** Default: a full navigation (`location.assign`). */
  navigate?: (path: string) => void;
  /** Default: the page's notices (src/ui/notifications.tsx). */
  showNotice?: (notice: { title: string; message: string }) => void;
}

const TEXT = {
  en: { title: 'An error occurred', network: 'Something went wrong. Try again.' },
  tr: { title: 'Bir hata oluştu', network: 'Bir şeyler ters gitti. Tekrar deneyin.' },
} as const;

const RETRIED_METHODS = new Set(['GET', 'HEAD']);

/** Per-call handling set by {@link handledByCaller}/{@link withHandling}, keyed by the request. */
const callHandling = new WeakMap<Request, CallHandling>();

/**
 * Per-call options to spread into a call: `api.GET(path, { params, ...withHandling({ notify: false }) })`.
 * Works through openapi-fetch's per-request middleware, which sees the request before it is sent.
 */
export function withHandling(handling: CallHandling): { middleware: Middleware[] } {
  return {
    middleware: [
      {
        onRequest({ request }) {
          callHandling.set(request, handling);
        },
      },
    ],
  };
}

/** The caller shows failures itself: no notice and no /404 redirect (401 is always silent). */
export const handledByCaller = () => withHandling({ notify: false, redirectNotFound: false });

/** The page's locale: `<html lang>` (the locale layout sets it), English otherwise. */
function pageLocale(): string | undefined {
  return typeof document === 'undefined' ? undefined : document.documentElement.lang;
}

const toLocale = (value: string | undefined): Locale => {
  const short = value?.slice(0, 2).toLowerCase();
  return isLocale(short) ? short : routing.defaultLocale;
};

/** The 404 page in `locale` (`/404`, `/tr/404`: no prefix for the default locale). */
export function notFoundPath(locale: Locale): string {
  const entry = routing.pathnames['/404'];
  const path = typeof entry === 'string' ? entry : entry[locale];
  return locale === routing.defaultLocale ? path : `/${locale}${path}`;
}

/**
 * The text of a failure (spec §8 handler): the envelope's translated `message` first, then the
 * first present of `data` (when text), `status.value`, the status text.
 */
export async function failureMessage(response: Response, locale: Locale): Promise<string> {
  const body: unknown = await response
    .clone()
    .json()
    .catch(() => null);
  const envelope = (typeof body === 'object' && body !== null ? body : {}) as {
    message?: unknown;
    data?: unknown;
    status?: { value?: unknown };
  };
  const candidates = [envelope.message, envelope.data, envelope.status?.value, response.statusText];
  const text = candidates.find((c): c is string => typeof c === 'string' && c.trim() !== '');
  return text ?? TEXT[locale].network;
}

const isAbort = (request: Request, error: unknown) =>
  request.signal.aborted || (error instanceof Error && error.name === 'AbortError');

/** A client with the behaviour above; `api` and `quietApi` below are the two everyday ones. */
export function createApiClient(options: ApiClientOptions = {}): ApiClient {
  const retries = options.retries ?? 2;
  const retryDelayMs = options.retryDelayMs ?? 300;
  const locale = () => toLocale((options.locale ?? pageLocale)());
  const navigate = options.navigate ?? ((path: string) => window.location.assign(path));
  const showNotice = options.showNotice ?? ((notice) => notify({ ...notice, tone: 'error' }));
  const handlingOf = (request: Request): Required<CallHandling> => ({
    notify: options.notify ?? true,
    redirectNotFound: options.redirectNotFound ?? true,
    ...callHandling.get(request),
  });
  /** Requests already retried (a retry that recovers from a network failure passes onResponse too). */
  const retried = new WeakSet<Request>();

  /** Retries `request`; the last answer, or the last network error when none came. */
  async function retry(request: Request, fetchFn: (r: Request) => Promise<Response>) {
    retried.add(request);
    let outcome: Response | Error = new Error('not retried');
    for (let attempt = 1; attempt <= retries; attempt++) {
      if (retryDelayMs > 0) await new Promise((resolve) => setTimeout(resolve, retryDelayMs * attempt));
      if (request.signal.aborted) break;
      try {
        outcome = await fetchFn(request.clone());
        if (outcome.status < 500) break;
      } catch (error) {
        if (isAbort(request, error)) break;
        outcome = error instanceof Error ? error : new Error(String(error));
      }
    }
    return outcome;
  }

  const behaviour: Middleware = {
    onRequest({ request }) {
      if (!request.headers.has('accept-language')) request.headers.set('accept-language', locale());
    },
    async onResponse({ request, response, options: merged }) {
      let final = response;
      if (response.status >= 500 && RETRIED_METHODS.has(request.method) && !retried.has(request)) {
        const outcome = await retry(request, merged.fetch);
        if (outcome instanceof Response) final = outcome;
      }
      if (final.ok || final.status === 401) return final;
      const handling = handlingOf(request);
      if (final.status === 404) {
        if (handling.redirectNotFound) navigate(notFoundPath(locale()));
        return final;
      }
      if (handling.notify) {
        const lang = locale();
        showNotice({ title: TEXT[lang].title, message: await failureMessage(final, lang) });
      }
      return final;
    },
    async onError({ request, error, options: merged }) {
      if (isAbort(request, error)) return;
      if (RETRIED_METHODS.has(request.method)) {
        const outcome = await retry(request, merged.fetch);
        // A recovered call goes on through onResponse (404, notices) like any answer.
        if (outcome instanceof Response) return outcome;
      }
      if (handlingOf(request).notify) {
        const lang = locale();
        showNotice({ title: TEXT[lang].title, message: TEXT[lang].network });
      }
      return error instanceof Error ? error : undefined;
    },
  };

  const client = createClient<paths>({
    baseUrl: options.baseUrl ?? '',
    ...(options.fetch ? { fetch: options.fetch } : {}),
  });
  client.use(behaviour);
  return client;
}

/** The everyday client: notices and the /404 redirect on. */
export const api = createApiClient();
/** For calls whose failures the caller shows itself (spec §8: login, token check, user data…). */
export const quietApi = createApiClient({ notify: false, redirectNotFound: false });
