/**
 * /profile/tech-center/portfolio/{investorId} (TR /profilim/teknoloji-merkezi/portfoy/{id};
 * spec public-and-account §2): an investor's portfolio for signed-in users (visitors get 404,
 * as on every /profile page); unknown or hidden investors 404.
 */
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { Link } from '@/i18n/navigation';
import type { Locale } from '@/i18n/locales';
import { pageCtx } from '@/server/page-context';
import { orNotFound, requireSignedIn } from '@/server/page-guards';
import { privatePageMetadata } from '@/ui/seo';
import { getTechCenter } from '@/modules/organizations/tech-centers';
import { PortfolioTable } from '@/modules/organizations/ui/portfolio-table';

type Props = { params: Promise<{ locale: Locale; investorId: string }> };

export const generateMetadata = privatePageMetadata('techCenters', 'title');

export default async function PortfolioPage({ params }: Props) {
  const { locale, investorId } = await params;
  setRequestLocale(locale);
  const ctx = await pageCtx(locale);
  requireSignedIn(ctx);
  if (!/^\d+$/.test(investorId)) notFound();
  const o = await orNotFound(getTechCenter(ctx, investorId));
  const t = await getTranslations('techCenters');
  return (
    <section className="mx-auto max-w-4xl px-4 py-8">
      <h1 className="text-2xl font-black">{t('portfolioTitle', { name: o.name })}</h1>
      <Link
        href={{
          pathname: '/tech-center/[seoUrl]/[[...fromHeader]]',
          params: { seoUrl: o.seoUrl, fromHeader: undefined },
        }}
        className="text-sm text-brand-700 underline"
      >
        {o.name}
      </Link>
      <div className="mt-6 rounded-xl border border-slate-200 bg-white p-6">
        <PortfolioTable entries={o.portfolio} locale={locale} />
      </div>
    </section>
  );
}
