/**
 * Shared parts of every module's Hono router: the OpenAPI-aware router factory whose
 * validation failures answer 400 with the invalid fields named, and the per-request
 * service context (database, viewer, locale).
 */
import { OpenAPIHono } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { getDb } from '../db/client';
import { ValidationError } from '../errors';
import type { Ctx, Viewer } from '../context';
import { resolveViewer } from '../viewer';
import { errorResponse, requestLocale, zodFields } from './envelope';

/** A router for one module's REST calls. */
export function createRouter() {
  return new OpenAPIHono({
    defaultHook: (result, c) => {
      if (!result.success)
        return errorResponse(c, new ValidationError('generic.invalid_input', zodFields(result.error)));
    },
  });
}

/** Each request's viewer, resolved once (an API key's request is counted once against its limit). */
const viewers = new WeakMap<Request, Promise<Viewer>>();

/**
 * The service context of a request. The viewer comes from the session cookie, a bearer
 * session token or a personal API key (decision 0010).
 * @throws UnauthorizedError 'apiKey.invalid' / TooManyRequestsError for a refused key.
 */
export async function apiCtx(c: Context): Promise<Ctx> {
  const request = c.req.raw;
  let viewer = viewers.get(request);
  if (!viewer) {
    viewer = resolveViewer(request.headers, { apiKeys: true });
    viewers.set(request, viewer);
  }
  return { db: await getDb(), viewer: await viewer, locale: requestLocale(c) };
}
