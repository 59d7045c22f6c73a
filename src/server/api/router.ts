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
import { rememberViewer, viewerOf } from './request-info';

/** A router for one module's REST calls. */
export function createRouter() {
  return new OpenAPIHono({
    defaultHook: (result, c) => {
      if (!result.success)
        return errorResponse(c, new ValidationError('generic.invalid_input', zodFields(result.error)));
    },
  });
}

/**
 * The service context of a request. The viewer comes from the session cookie, a bearer
 * session token or a personal API key (decision 0010).
 * @throws UnauthorizedError 'apiKey.invalid' / TooManyRequestsError for a refused key.
 */
export async function apiCtx(c: Context): Promise<Ctx> {
  const request = c.req.raw;
  // Each request's viewer is resolved once (an API key's request is counted once against its
  // limit); the request and error logs read it too (./request-info.ts).
  let viewer: Promise<Viewer> | undefined = viewerOf(request);
  if (!viewer) {
    viewer = resolveViewer(request.headers, { apiKeys: true });
    rememberViewer(request, viewer);
  }
  return { db: await getDb(), viewer: await viewer, locale: requestLocale(c) };
}
