/** The service context of a server-rendered page: database, viewer from the request, locale. */
import { cache } from 'react';
import { headers } from 'next/headers';
import type { Locale } from '@/i18n/locales';
import { getDb } from './db/client';
import type { Ctx, Viewer } from './context';
import { resolveViewer } from './viewer';
import { classViewer, RENDER_CLASS_HEADER } from './viewer-class';

/**
 * The viewer of the current page request, resolved once per request (page, layout and header
 * share it). When the HTTP server asks for a render for the viewer's class (RENDER_CLASS_HEADER,
 * issue 14), the class viewer of ./viewer-class.ts — unless the viewer has no class.
 */
export const getRequestViewer = cache(async (): Promise<Viewer> => {
  const requestHeaders = await headers();
  const viewer = await resolveViewer(requestHeaders);
  if (!requestHeaders.get(RENDER_CLASS_HEADER)) return viewer;
  return classViewer(viewer) ?? viewer;
});

export async function pageCtx(locale: Locale): Promise<Ctx> {
  return { db: await getDb(), viewer: await getRequestViewer(), locale };
}
