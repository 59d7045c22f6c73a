/**
 * /report/{seoUrl} (TR /rapor/{seoUrl}; P §2 "Report … detail (choose version and language, buy or
 * download)"; D §2 "Report screens: list and detail with choice of version and language, buy or
 * download"; issue 16 §2): the report's title, category, type, target countries, summary and the
 * category's cover; the edition and language choice with price or "Free", the gallery of the
 * chosen language, and buy or download (./report-actions). Inactive reports answer 404.
 */
import type { Metadata } from 'next';
import Image from 'next/image';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { Link } from '@/i18n/navigation';
import type { Locale } from '@/i18n/locales';
import { localizedPath } from '@/i18n/paths';
import { pageCtx } from '@/server/page-context';
import { orNotFound } from '@/server/page-guards';
import { formatDate } from '@/lib/format';
import { alternatesFor, siteTitle } from '@/ui/seo';
import { getReport } from '@/modules/reports/store';
import { checkPremiumDownload } from '@/modules/reports/downloads';
import { packageLimits } from '@/modules/access/premium';
import { ReportActions } from '@/modules/reports/ui/report-actions';

type Props = { params: Promise<{ locale: Locale; seoUrl: string }> };

/** The seoUrl of the address; a malformed escape (`%E0`) is no report rather than a crash. */
const seoUrlOf = (raw: string) => {
  try {
    return decodeURIComponent(raw);
  } catch {
    return '';
  }
};

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, seoUrl } = await params;
  const report = await orNotFound(getReport(await pageCtx(locale), { seoUrl: seoUrlOf(seoUrl) }));
  return {
    title: siteTitle(report.title),
    description: report.summary.slice(0, 160) || report.title,
    alternates: alternatesFor(locale, { pathname: '/report/[seoUrl]', params: { seoUrl: report.seoUrl } }),
  };
}

export default async function ReportPage({ params }: Props) {
  const { locale, seoUrl } = await params;
  setRequestLocale(locale);
  const ctx = await pageCtx(locale);
  const report = await orNotFound(getReport(ctx, { seoUrl: seoUrlOf(seoUrl) }));
  const t = await getTranslations('reports');
  const check = ctx.viewer.userId && ctx.viewer.isPremium ? await checkPremiumDownload(ctx, report.id) : null;
  const here = localizedPath('/report/[seoUrl]', locale, { seoUrl: report.seoUrl });
  return (
    <article className="mx-auto max-w-6xl px-4 py-8" data-testid="report">
      <nav aria-label={t('breadcrumb')} className="text-sm">
        <Link href="/reports" className="text-brand-700 underline">
          {t('allReports')}
        </Link>{' '}
        <span aria-hidden="true">›</span>{' '}
        <Link
          href={{ pathname: '/reports', query: { category: String(report.category.id) } }}
          className="text-brand-700 underline"
        >
          {report.category.name}
        </Link>
      </nav>
      <header className="mt-4 grid gap-6 md:grid-cols-[1fr_22rem] md:items-start">
        <div className="min-w-0">
          <p className="text-xs font-semibold uppercase tracking-wide text-brand-700">
            {report.category.name} · {report.type.name}
          </p>
          <h1 className="mt-1 text-3xl font-black">{report.title}</h1>
          <p className="mt-2 text-sm text-slate-600">
            {t('published', { date: formatDate(report.publishedAt, locale) })}
            {report.targetCountries.length > 0 &&
              ` · ${t('about', { countries: report.targetCountries.map((c) => c.name).join(', ') })}`}
          </p>
          {report.summary && <p className="mt-4 text-slate-800">{report.summary}</p>}
          {report.category.description && (
            <p className="mt-3 text-sm text-slate-600">{report.category.description}</p>
          )}
        </div>
        {report.category.coverUrl && (
          <Image
            src={report.category.coverUrl}
            alt={t('coverAlt', { name: report.category.name })}
            width={1200}
            height={675}
            unoptimized
            priority
            className="aspect-video w-full rounded-xl border border-slate-200 bg-slate-100 object-cover"
          />
        )}
      </header>
      <div className="mt-8">
        <ReportActions
          reportName={report.title}
          versions={report.versions}
          gallery={report.gallery}
          signedIn={Boolean(ctx.viewer.userId)}
          isPremium={ctx.viewer.isPremium}
          quota={
            check
              ? {
                  used: check.used,
                  limit: check.limit,
                  remaining: check.remaining,
                  canDownload: check.canDownload,
                  countedVersionIds: check.countedVersionIds,
                }
              : null
          }
          premiumLimit={packageLimits(['personal-monthly']).montlyReportDownloadLimit}
          loginHref={localizedPath('/login', locale, {}, { redirectUrl: here })}
          plansHref={localizedPath('/payment-plans', locale)}
          successPath={localizedPath('/payment-success', locale)}
          failPath={localizedPath('/payment-fail', locale)}
        />
      </div>
    </article>
  );
}
