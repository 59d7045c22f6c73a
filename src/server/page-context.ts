/** The service context of a server-rendered page: database, viewer from the request, locale. */
import { headers } from 'next/headers';
import type { Locale } from '@/i18n/locales';
import { getDb } from './db/client';
import type { Ctx } from './context';
import { resolveViewer } from './viewer';

export async function pageCtx(locale: Locale): Promise<Ctx> {
  return { db: await getDb(), viewer: await resolveViewer(await headers()), locale };
}
