/**
 * /dashboard/providers (TR /panel/hizmet-saglayicilar; dashboard-and-operations §2 "my
 * providers"; §4 visibility): the viewer's providers with their visibility, links to edit and
 * view them, the visibility switch and delete. Visitors get 404.
 */
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { Link } from '@/i18n/navigation';
import type { Locale } from '@/i18n/locales';
import { pageCtx } from '@/server/page-context';
import { requireSignedIn } from '@/server/page-guards';
import { privatePageMetadata } from '@/ui/seo';
import { listMyProviders } from '@/modules/providers/providers';
import { ProviderActions } from '@/modules/providers/ui/provider-actions';

type Props = { params: Promise<{ locale: Locale }> };

export const generateMetadata = privatePageMetadata('providers', 'myTitle');

export default async function MyProvidersPage({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const ctx = await pageCtx(locale);
  requireSignedIn(ctx);
  const [t, mine] = await Promise.all([getTranslations('providers'), listMyProviders(ctx)]);
  return (
    <section className="mx-auto max-w-4xl px-4 py-8">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-black">{t('myTitle')}</h1>
        <Link
          href={{ pathname: '/dashboard/add-provider/[[...seoUrl]]', params: { seoUrl: undefined } }}
          className="rounded-lg bg-brand-600 px-4 py-2 font-semibold text-white hover:bg-brand-700"
        >
          {t('add')}
        </Link>
      </div>
      {mine.length === 0 && <p className="mt-6 text-slate-600">{t('noneMine')}</p>}
      <ul className="mt-6 space-y-3" data-testid="my-providers">
        {mine.map((p) => (
          <li
            key={p.id}
            className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-slate-200 bg-white p-4"
          >
            <span>
              <span className="block font-semibold">{p.name}</span>
              {p.slogan && <span className="text-sm text-slate-600">{p.slogan}</span>}
            </span>
            <span
              className={`rounded-full px-2 py-0.5 text-xs font-semibold ${p.isVisible ? 'bg-emerald-50 text-emerald-800' : 'bg-slate-100 text-slate-600'}`}
            >
              {p.isVisible ? t('visible') : t('hiddenState')}
            </span>
            <span className="flex flex-wrap items-center gap-3 text-sm">
              <Link
                href={{ pathname: '/dashboard/add-provider/[[...seoUrl]]', params: { seoUrl: [p.seoUrl] } }}
                className="font-semibold text-brand-700 underline"
              >
                {t('edit')}
              </Link>
              <Link
                href={{ pathname: '/providers/[seoUrl]', params: { seoUrl: p.seoUrl } }}
                className="underline"
              >
                {t('view')}
              </Link>
              <ProviderActions id={p.id} name={p.name} isVisible={p.isVisible} />
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
