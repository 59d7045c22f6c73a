/**
 * Serves stored uploads (`/uploads/<key>`) from the storage interface. Only files the server
 * wrote are there (keys are server-made); nosniff keeps browsers from reinterpreting them.
 * Private keys (`private/…`, program presentations) are never served here.
 */
import { getStorage, PRIVATE_PREFIX } from '@/server/storage';

export async function GET(_request: Request, { params }: { params: Promise<{ key: string[] }> }) {
  const { key } = await params;
  const path = key.join('/');
  if (path.startsWith(PRIVATE_PREFIX)) return new Response('Not Found', { status: 404 });
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
