/**
 * The API envelope of design/API.md: every JSON answer is `{ data, status: { code, value }, message }`.
 * Domain errors become their HTTP status with a stable key in `status.value` and the spec's
 * message in the request's language; unexpected errors are logged with a request id and
 * answer 500 without a stack trace.
 */
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { z } from 'zod';
import { HTTPException } from 'hono/http-exception';
import { DomainError, ForbiddenError, PayloadTooLargeError } from '../errors';

/** Domain errors for the statuses Hono middleware refuses with. */
const HTTP_REFUSALS: Partial<Record<number, () => DomainError>> = {
  403: () => new ForbiddenError(),
  413: () => new PayloadTooLargeError(),
};
import { translateError } from '../i18n';
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
  // Hono's own refusals (the cross-site check, body limits) keep their status in the envelope.
  if (error instanceof HTTPException && HTTP_REFUSALS[error.status]) error = HTTP_REFUSALS[error.status]!();
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
  const requestId = crypto.randomUUID();
  console.error(`[api] ${requestId} ${c.req.method} ${c.req.path}`, error);
  return c.json(
    {
      data: null,
      status: { code: 500, value: 'generic.unexpected' },
      message: `${translateError('generic.unexpected', {}, locale)} (${requestId})`,
    },
    500,
  );
}

/** Converts a zod error into `fields` (dotted path → message key or zod message). */
export function zodFields(error: z.ZodError): Record<string, string> {
  return Object.fromEntries(
    error.issues.map((issue) => [
      issue.path.join('.') || 'body',
      issue.message.includes('.') ? issue.message : 'generic.invalid_field',
    ]),
  );
}
