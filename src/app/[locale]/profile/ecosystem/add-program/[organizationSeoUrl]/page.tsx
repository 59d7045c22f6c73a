/**
 * /profile/ecosystem/add-program/{organizationSeoUrl} (TR /profilim/ekosistem/program-ekle/…):
 * the spec's alternate path (dashboard §2) of /dashboard/add-program?organizationId=, where it
 * redirects for the organization's managers; others get 404.
 */
import { eq } from 'drizzle-orm';
import { notFound } from 'next/navigation';
import { redirect } from '@/i18n/navigation';
import type { Locale } from '@/i18n/locales';
import { pageCtx } from '@/server/page-context';
import { requireSignedIn } from '@/server/page-guards';
import { organizations } from '@/modules/organizations/schema';

export default async function AddProgramAlias({
  params,
}: {
  params: Promise<{ locale: Locale; organizationSeoUrl: string }>;
}) {
  const { locale, organizationSeoUrl } = await params;
  const ctx = await pageCtx(locale);
  requireSignedIn(ctx);
  const [org] = await ctx.db
    .select({ id: organizations.id })
    .from(organizations)
    .where(eq(organizations.seoUrl, decodeURIComponent(organizationSeoUrl)));
  if (!org) notFound();
  redirect({
    href: {
      pathname: '/dashboard/add-program/[[...seoUrl]]',
      params: { seoUrl: undefined },
      query: { organizationId: String(org.id) },
    },
    locale,
  });
}
