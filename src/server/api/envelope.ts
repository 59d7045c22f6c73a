/**
 * The API envelope of design/API.md: every JSON answer is `{ data, status: { code, value }, message }`.
 * Domain errors become their HTTP status with a stable key in `status.value` and the spec's
 * message in the request's language; unexpected errors answer 500 without a stack trace, with
 * the request's id in the message, and are logged, stored in the error log (with route, viewer
 * and stack) and reported when configured (src/modules/operations/error-log.ts, issue 17 §4).
 */
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { z } from 'zod';
import { HTTPException } from 'hono/http-exception';
import {
  DomainError,
  ForbiddenError,
  PayloadTooLargeError,
  UnsupportedMediaTypeError,
  ValidationError,
} from '../errors';

import { translateError } from '../i18n';
import { recordUnexpectedError } from '@/modules/operations/error-log';
import { knownViewerId, requestIdOf } from './request-info';
import type { Locale } from '@/i18n/locales';
import { isLocale } from '@/i18n/locales';

export interface Envelope<T> {
  data: T;
  status: { code: number; value: string };
  message: string | null;
}

/** zod schema of an envelope around `data` (OpenAPI documents). */
/** An OpenAPI JSON request or response body of `schema`. */
export const json = <T extends z.ZodTypeAny>(schema: T) => ({ content: { 'application/json': { schema } } });

/**
 * A required JSON request body of `schema`. Required, so a call without a body or a
 * content type is validated (and refused with 400/415) instead of reaching the handler with
 * nothing in it.
 */
export const jsonBody = <T extends z.ZodTypeAny>(schema: T) => ({ ...json(schema), required: true });

export const envelopeOf = <T extends z.ZodTypeAny>(data: T) =>
  z.object({
    data,
    status: z.object({ code: z.number().int(), value: z.string() }),
    message: z.string().nullable(),
  });

/** The error envelope (data null, except `data.fields` for invalid input). */
export const errorEnvelope = z.object({
  data: z.object({ fields: z.record(z.string(), z.string()) }).nullable(),
  status: z.object({ code: z.number().int(), value: z.string() }),
  message: z.string().nullable(),
});

/** A 2xx envelope. */
export function ok<T>(c: Context, data: T) {
  return c.json({ data, status: { code: 200, value: 'OK' }, message: null }, 200);
}

/** The request's locale: `Accept-Language` first, then the NEXT_LOCALE cookie, else English. */
export function requestLocale(c: Context): Locale {
  const header = c.req.header('accept-language')?.split(',')[0]?.trim().slice(0, 2).toLowerCase();
  if (isLocale(header)) return header;
  const cookie = c.req.header('cookie')?.match(/(?:^|;\s*)NEXT_LOCALE=(\w+)/)?.[1];
  return isLocale(cookie) ? cookie : 'en';
}

/** Converts any thrown value into the error envelope. */
export function errorResponse(c: Context, error: unknown) {
  const locale = requestLocale(c);
  error = asDomainError(error, c.req.header('content-type'));
  if (error instanceof DomainError) {
    const fields = error.fields
      ? Object.fromEntries(
          Object.entries(error.fields).map(([k, v]) => [k, translateError(v, error.params, locale)]),
        )
      : undefined;
    if (error.status === 429) c.header('Retry-After', String(error.params.retryAfter ?? 60));
    return c.json(
      {
        data: fields ? { fields } : null,
        status: { code: error.status, value: error.key },
        message: translateError(error.key, error.params, locale),
      },
      error.status as ContentfulStatusCode,
    );
  }
  // The id the request log gave this request (its x-request-id header), shown in the message and
  // stored with the error (issue 17 §4); a fresh one when the request log did not run.
  const requestId = requestIdOf(c.req.raw) ?? crypto.randomUUID();
  recordApiError(c.req.raw, c.req.method, c.req.path, requestId, error);
  return c.json(
    {
      data: null,
      status: { code: 500, value: 'generic.unexpected' },
      message: `${translateError('generic.unexpected', {}, locale)} (${requestId})`,
    },
    500,
  );
}

/** Hands an API 500 to the error log (with the viewer id once known). Never throws into the request. */
function recordApiError(request: Request, method: string, path: string, requestId: string, error: unknown) {
  recordUnexpectedError({
    error,
    requestId,
    origin: 'api',
    method,
    route: path,
    viewerUserId: knownViewerId(request),
  });
}

/**
 * The domain error a framework refusal or a database data error stands for (issue 12 §2):
 * Hono's malformed JSON (400), wrong media type (415), body limit (413) and cross-site (403)
 * refusals, and PostgreSQL's "value out of range" / "invalid text" errors (22xxx) that
 * input validation should have caught, become 4xx errors of the catalogue; anything else is
 * returned unchanged (and answers 500).
 */
export function asDomainError(error: unknown, contentType?: string): unknown {
  if (error instanceof HTTPException && error.status < 500) {
    switch (error.status) {
      case 400:
        return new ValidationError('generic.malformed_body', { body: 'generic.malformed_body' });
      case 403:
        return new ForbiddenError('generic.cross_site');
      case 413:
        // An upload over its limit is 'Uploaded file is too big'; any other body, the generic text.
        return /^multipart\//i.test(contentType ?? '')
          ? new PayloadTooLargeError()
          : new PayloadTooLargeError('generic.body_too_large');
      case 415:
        return new UnsupportedMediaTypeError('generic.unsupported_media_type', {
          contentType: (contentType ?? 'none').split(';')[0]!.slice(0, 80),
        });
      default:
        return new DomainError(error.status, 'generic.invalid_input');
    }
  }
  // Drizzle wraps driver errors; the SQLSTATE is on the error or its cause.
  const code = sqlState(error) ?? sqlState((error as { cause?: unknown } | null)?.cause);
  if (code && DATA_EXCEPTIONS.has(code)) return new ValidationError('generic.invalid_input');
  return error;
}

/** PostgreSQL data exceptions (class 22) that mean bad input: out of range, bad text, bad date, too long. */
const DATA_EXCEPTIONS = new Set(['22003', '22P02', '22007', '22008', '22001', '22021', '22P05', '2201B']);

const sqlState = (error: unknown): string | undefined => {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code) ? code : undefined;
};

/** Converts a zod error into `fields` (dotted path → message key or zod message). */
export function zodFields(error: z.ZodError): Record<string, string> {
  return Object.fromEntries(
    error.issues.map((issue) => [
      issue.path.join('.') || 'body',
      issue.message.includes('.') ? issue.message : 'generic.invalid_field',
    ]),
  );
}
