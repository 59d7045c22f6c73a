/**
 * /profile/ecosystem/organization-program-list/{organizationSeoUrl} (TR /profilim/ekosistem/
 * organizasyon-program-listesi/…): the spec's alternate path (dashboard §2) of
 * /dashboard/programs/{seoUrl}, where it redirects (that page checks the viewer's scope).
 */
import { redirect } from '@/i18n/navigation';
import type { Locale } from '@/i18n/locales';

export default async function OrganizationProgramListAlias({
  params,
}: {
  params: Promise<{ locale: Locale; organizationSeoUrl: string }>;
}) {
  const { locale, organizationSeoUrl } = await params;
  redirect({
    href: {
      pathname: '/dashboard/programs/[[...seoUrl]]',
      params: { seoUrl: [decodeURIComponent(organizationSeoUrl)] },
    },
    locale,
  });
}
