/**
 * /profile/edit-startup/{seoUrl} (TR /tr/profilim/girisim-duzenle/{seoUrl}; dashboard §2
 * startup steps): every step of the startup for members with an editing scope; steps outside
 * the viewer's scopes are read-only. Others (and visitors) get the 404 page. Editors also
 * answer organizations' portfolio claims on the startup here (issue 12 §4).
 */
import { privatePageMetadata } from '@/ui/seo';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { getPathname } from '@/i18n/navigation';
import type { Locale } from '@/i18n/locales';
import { pageCtx } from '@/server/page-context';
import { orNotFound, requireSignedIn } from '@/server/page-guards';
import { getStartupForEdit } from '@/modules/startups/edit-view';
import { StartupEditor } from '@/modules/startups/ui/startup-editor';
import { loadStartupEditorOptions } from '@/modules/startups/ui/editor-options';
import { listPortfolioClaims } from '@/modules/organizations/portfolio-claims';
import { PortfolioClaims } from '@/modules/organizations/ui/portfolio-claims';

type Props = { params: Promise<{ locale: Locale; seoUrl: string }> };

export const generateMetadata = privatePageMetadata('startupEditor', 'editTitle');

export default async function EditStartupPage({ params }: Props) {
  const { locale, seoUrl } = await params;
  setRequestLocale(locale);
  const ctx = await pageCtx(locale);
  requireSignedIn(ctx);
  const found = await orNotFound(getStartupForEdit(ctx, decodeURIComponent(seoUrl)));
  const [t, options, claims] = await Promise.all([
    getTranslations('startupEditor'),
    loadStartupEditorOptions(ctx.db, locale),
    // Organizations' portfolio claims are answered by editors of the startup (issue 12 §4).
    found.can.write ? listPortfolioClaims(ctx, found.id) : Promise.resolve([]),
  ]);
  return (
    <section className="mx-auto max-w-4xl px-4 py-8">
      <h1 className="mb-6 text-2xl font-black">{`${t('editTitle')}: ${found.name}`}</h1>
      {claims.length > 0 && <PortfolioClaims startupId={found.id} claims={claims} />}
      <StartupEditor
        data={found}
        options={options}
        founder={{ name: '', surname: '' }}
        editPathTemplate={getPathname({
          href: { pathname: '/profile/edit-startup/[seoUrl]', params: { seoUrl: '__seoUrl__' } },
          locale,
        })}
      />
    </section>
  );
}
