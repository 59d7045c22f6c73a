/**
 * Multipart uploads of the REST API (field `file`): a body limit that answers 413 before a
 * large upload is read into memory, and the reader of the uploaded bytes (415 when no file).
 */
import { REPORT_FILE_MAX_BYTES } from '@/modules/reports/admin-validation';
import type { Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { z } from '@hono/zod-openapi';
import { envelopeOf, errorEnvelope, errorResponse, json } from './envelope';
import { PayloadTooLargeError, UnsupportedMediaTypeError } from '../errors';
import { IMAGE_MODAL_LIMIT_BYTES } from '../images';

/** Middleware: bodies over the largest upload limit (5 MB + form overhead) get 413 (errorResponse maps it). */
export const uploadBodyLimit = bodyLimit({ maxSize: IMAGE_MODAL_LIMIT_BYTES + 64 * 1024 });

/** Largest report file (PDF or xlsx) an admin may upload (issue 16 §2): the reports module's limit. */
export const REPORT_FILE_LIMIT_BYTES = REPORT_FILE_MAX_BYTES;

/** Middleware: the report file calls' body limit (50 MB + form overhead; 413 'report.file_too_big'); see guards.ts. */
export const reportFileBodyLimit = bodyLimit({
  maxSize: REPORT_FILE_LIMIT_BYTES + 64 * 1024,
  onError: (c) => errorResponse(c, new PayloadTooLargeError('report.file_too_big')),
});

/** Middleware: the data-add tool's upload limit (20 MB + form overhead; 413 'import.file_too_big'); see guards.ts. */
export const importFileBodyLimit = bodyLimit({
  maxSize: 20 * 1024 * 1024 + 64 * 1024,
  onError: (c) => errorResponse(c, new PayloadTooLargeError('import.file_too_big')),
});

/** OpenAPI request body of an upload. */
export const uploadRequestBody = {
  required: true,
  content: { 'multipart/form-data': { schema: z.object({ file: z.any().describe('The file') }) } },
};

/** The uploaded file's bytes; `fromModal` when `?modal=true` (5 MB image limit instead of 3 MB). */
export async function readUpload(c: Context): Promise<{ bytes: Buffer; fromModal: boolean }> {
  const body = await c.req.parseBody();
  const file = body.file;
  if (!(file instanceof File)) throw new UnsupportedMediaTypeError();
  return { bytes: Buffer.from(await file.arrayBuffer()), fromModal: c.req.query('modal') === 'true' };
}

/** OpenAPI responses of an image upload (photo, cover, logo): the variant URLs, or 413/415. */
export const imageUploadResponses = {
  200: { ...json(envelopeOf(z.record(z.string(), z.string()))), description: 'Variant URLs' },
  413: { ...json(errorEnvelope), description: "'Uploaded file is too big'" },
  415: { ...json(errorEnvelope), description: "'Uploaded file is not an image'" },
};
