/**
 * The personal-data download call (issue 17 §2 "Personal-data rights"; GDPR art. 15 and 20,
 * KVKK art. 11): `GET /api/v2/me/personal-data?format=json|pdf`, the signed-in user's own data as
 * an attachment. Visitors get 401; past the hourly limit 429 with Retry-After. Thin: ./download.ts.
 */
import { createRoute, z } from '@hono/zod-openapi';
import { apiCtx, createRouter } from '@/server/api/router';
import { errorEnvelope, json } from '@/server/api/envelope';
import { downloadPersonalData } from './download';

export const personalDataApi = createRouter().openapi(
  createRoute({
    method: 'get',
    path: '/api/v2/me/personal-data',
    tags: ['Personal data'],
    summary:
      'Everything the platform holds about the signed-in user, as a JSON file or a readable PDF (an attachment; no secrets)',
    request: {
      query: z.object({
        format: z
          .enum(['json', 'pdf'])
          .default('json')
          .describe('json: the machine-readable file; pdf: the same content to read'),
        lang: z
          .enum(['en', 'tr'])
          .optional()
          .describe(
            'The PDF’s language (default: the request’s language, from Accept-Language or the locale cookie)',
          ),
      }),
    },
    responses: {
      200: {
        description: 'The file (Content-Disposition: attachment)',
        content: {
          'application/json': {
            schema: z.object({}).passthrough().describe('The personal data, by section'),
          },
          'application/pdf': { schema: z.string().openapi({ format: 'binary' }) },
        },
      },
      400: { ...json(errorEnvelope), description: 'Unknown format' },
      401: { ...json(errorEnvelope), description: 'Not signed in' },
      429: {
        ...json(errorEnvelope),
        description: 'More than 10 downloads in an hour; Retry-After says when to retry',
      },
    },
  }),
  async (c) => {
    const { format, lang } = c.req.valid('query');
    const ctx = await apiCtx(c);
    const file = await downloadPersonalData(lang ? { ...ctx, locale: lang } : ctx, format);
    return c.body(new Uint8Array(file.bytes), 200, {
      'Content-Type': file.contentType,
      'Content-Disposition': `attachment; filename="${file.fileName}"`,
      'Cache-Control': 'private, no-store',
    });
  },
);
