/**
 * /profile/ecosystem/add-organization (TR /profilim/ekosistem/organizasyon-ekle): the spec's
 * alternate path (dashboard §2) of /dashboard/add-organizer, where it redirects.
 */
import { redirect } from '@/i18n/navigation';
import type { Locale } from '@/i18n/locales';

export default async function AddOrganizationAlias({ params }: { params: Promise<{ locale: Locale }> }) {
  const { locale } = await params;
  redirect({
    href: { pathname: '/dashboard/add-organizer/[[...seoUrl]]', params: { seoUrl: undefined } },
    locale,
  });
}
