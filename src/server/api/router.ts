/**
 * Shared parts of every module's Hono router: the OpenAPI-aware router factory whose
 * validation failures answer 400 with the invalid fields named, and the per-request
 * service context (database, viewer, locale).
 */
import { OpenAPIHono } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { getDb } from '../db/client';
import { ValidationError } from '../errors';
import type { Ctx } from '../context';
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

/** The service context of a request. */
export async function apiCtx(c: Context): Promise<Ctx> {
  return { db: await getDb(), viewer: await resolveViewer(c.req.raw.headers), locale: requestLocale(c) };
}
