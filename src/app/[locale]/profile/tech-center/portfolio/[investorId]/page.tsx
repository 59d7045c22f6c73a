/**
 * /profile/tech-center/portfolio/{investorId} (TR /profilim/teknoloji-merkezi/portfoy/{id};
 * spec public-and-account §2): an investor's portfolio for signed-in users (visitors get 404,
 * as on every /profile page); unknown or hidden investors 404. Paged, PORTFOLIO_PAGE_SIZE rows a
 * page (`?page=N`): a large investor's whole portfolio (YC: hundreds of rows) made a page too
 * heavy to open on a phone.
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
import { Pager } from '@/ui/pager';

/** Rows of the portfolio page. */
const PORTFOLIO_PAGE_SIZE = 50;

type Props = {
  params: Promise<{ locale: Locale; investorId: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export const generateMetadata = privatePageMetadata('techCenters', 'title');

export default async function PortfolioPage({ params, searchParams }: Props) {
  const { locale, investorId } = await params;
  const asked = Number((await searchParams).page ?? '1');
  setRequestLocale(locale);
  const ctx = await pageCtx(locale);
  requireSignedIn(ctx);
  if (!/^\d{1,9}$/.test(investorId)) notFound();
  const o = await orNotFound(getTechCenter(ctx, Number(investorId)));
  const t = await getTranslations('techCenters');
  const pages = Math.max(1, Math.ceil(o.portfolio.length / PORTFOLIO_PAGE_SIZE));
  const page = Number.isInteger(asked) && asked >= 1 ? Math.min(asked, pages) : 1;
  const entries = o.portfolio.slice((page - 1) * PORTFOLIO_PAGE_SIZE, page * PORTFOLIO_PAGE_SIZE);
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
        <PortfolioTable entries={entries} locale={locale} />
      </div>
      <Pager
        page={page}
        pages={pages}
        href={(n) => ({
          pathname: '/profile/tech-center/portfolio/[investorId]',
          params: { investorId },
          query: n > 1 ? { page: String(n) } : {},
        })}
        labels={{ previous: t('previous'), next: t('next'), pageOf: t('pageOf', { page, pages }) }}
      />
    </section>
  );
}
