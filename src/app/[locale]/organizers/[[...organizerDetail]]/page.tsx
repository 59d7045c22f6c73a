/**
 * /organizers/{organizerDetail?} (TR /organizatorler/{organizerDetail?}; spec public-and-account
 * §2 "Organizer list and detail"): organizers are the ecosystem organizations, so the list is
 * /tech-centers and the detail /tech-center/{seoUrl}, where this path redirects.
 */
import { notFound } from 'next/navigation';
import { redirect } from '@/i18n/navigation';
import type { Locale } from '@/i18n/locales';

export default async function OrganizersAlias({
  params,
}: {
  params: Promise<{ locale: Locale; organizerDetail?: string[] }>;
}) {
  const { locale, organizerDetail } = await params;
  if (organizerDetail && organizerDetail.length > 1) notFound();
  const seoUrl = organizerDetail?.[0];
  redirect({
    href: seoUrl
      ? {
          pathname: '/tech-center/[seoUrl]/[[...fromHeader]]',
          params: { seoUrl: decodeURIComponent(seoUrl), fromHeader: undefined },
        }
      : '/tech-centers',
    locale,
  });
}
