/**
 * /profile/ecosystem/edit-organization/{seoUrl} (TR /profilim/ekosistem/organizasyon-duzenle/
 * {seoUrl}): the spec's alternate path (dashboard §2) of /dashboard/add-organizer/{seoUrl},
 * where it redirects (the edit page checks the viewer's scope).
 */
import { redirect } from '@/i18n/navigation';
import type { Locale } from '@/i18n/locales';

export default async function EditOrganizationAlias({
  params,
}: {
  params: Promise<{ locale: Locale; seoUrl: string }>;
}) {
  const { locale, seoUrl } = await params;
  redirect({
    href: {
      pathname: '/dashboard/add-organizer/[[...seoUrl]]',
      params: { seoUrl: [decodeURIComponent(seoUrl)] },
    },
    locale,
  });
}
