/**
 * Serves stored uploads (`/uploads/<key>`) from the storage interface: only images that are
 * public by nature (isPublicUploadKey: logos, covers, profile photos, report covers). Every other
 * file (CVs, presentations, imports, reports, exports) answers 404 here and goes out only through
 * a route that checks who asks (docs/security.md). nosniff keeps browsers from reinterpreting.
 */
import { getStorage, isPublicUploadKey } from '@/server/storage';

export async function GET(_request: Request, { params }: { params: Promise<{ key: string[] }> }) {
  const { key } = await params;
  const path = key.join('/');
  if (!isPublicUploadKey(path)) return new Response('Not Found', { status: 404 });
  const file = await (await getStorage()).get(path);
  if (!file) return new Response('Not Found', { status: 404 });
  return new Response(new Uint8Array(file.bytes), {
    headers: {
      'content-type': file.contentType,
      'cache-control': 'public, max-age=31536000, immutable',
      'x-content-type-options': 'nosniff',
      'content-security-policy': "default-src 'none'; sandbox",
    },
  });
}
