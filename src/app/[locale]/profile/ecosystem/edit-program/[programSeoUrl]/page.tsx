/**
 * /profile/ecosystem/edit-program/{programSeoUrl} (TR /profilim/ekosistem/program-duzenle/…):
 * the spec's alternate path (dashboard §2) of /dashboard/add-program/{seoUrl}, where it
 * redirects (the edit page checks the viewer's scope).
 */
import { redirect } from '@/i18n/navigation';
import type { Locale } from '@/i18n/locales';

export default async function EditProgramAlias({
  params,
}: {
  params: Promise<{ locale: Locale; programSeoUrl: string }>;
}) {
  const { locale, programSeoUrl } = await params;
  redirect({
    href: {
      pathname: '/dashboard/add-program/[[...seoUrl]]',
      params: { seoUrl: [decodeURIComponent(programSeoUrl)] },
    },
    locale,
  });
}
