/** The service context of a server-rendered page: database, viewer from the request, locale. */
import { cache } from 'react';
import { headers } from 'next/headers';
import type { Locale } from '@/i18n/locales';
import { getDb } from './db/client';
import type { Ctx, Viewer } from './context';
import { resolveViewer } from './viewer';

/** The viewer of the current page request, resolved once per request (page, layout and header share it). */
export const getRequestViewer = cache(async (): Promise<Viewer> => resolveViewer(await headers()));

export async function pageCtx(locale: Locale): Promise<Ctx> {
  return { db: await getDb(), viewer: await getRequestViewer(), locale };
}
