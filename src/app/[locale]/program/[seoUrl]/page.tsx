/**
 * /program/{seoUrl} (TR /tr/program/{seoUrl}; dashboard-and-operations §2 public pages, §3
 * Program): a program of an approved organization with its dates, investment terms, focus
 * and texts, and the Apply button while applications are open — a dialog (dashboard §2): sign
 * in first, or on into /apply-program/{seoUrl}. Unknown, hidden or unapproved ones answer 404.
 */
import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { Link } from '@/i18n/navigation';
import type { Locale } from '@/i18n/locales';
import { getRequestViewer, pageCtx } from '@/server/page-context';
import { orNotFound } from '@/server/page-guards';
import { formatDate, formatDateRange, formatMoney } from '@/lib/format';
import { alternatesFor, siteTitle } from '@/ui/seo';
import { FactList } from '@/ui/fact-list';
import { Provenance } from '@/ui/provenance';
import { InTextLanguage } from '@/ui/language-note';
import { getProgram, type ProgramDetail } from '@/modules/organizations/tech-centers';
import { ApplyProgramButton } from '@/modules/programs/ui/apply-program-dialog';

type Props = { params: Promise<{ locale: Locale; seoUrl: string }> };

async function load(locale: Locale, seoUrl: string): Promise<ProgramDetail> {
  const ctx = await pageCtx(locale);
  return orNotFound(getProgram(ctx, decodeURIComponent(seoUrl)));
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, seoUrl } = await params;
  const p = await load(locale, seoUrl);
  return {
    title: siteTitle(p.name),
    description: (p.description ?? p.name).slice(0, 160),
    alternates: alternatesFor(locale, { pathname: '/program/[seoUrl]', params: { seoUrl: p.seoUrl } }),
  };
}

export default async function ProgramPage({ params }: Props) {
  const { locale, seoUrl } = await params;
  setRequestLocale(locale);
  const p = await load(locale, seoUrl);
  const viewer = await getRequestViewer();
  const t = await getTranslations('program');
  const money = (v: number | null) =>
    v === null ? '…' : formatMoney(v, p.investmentCurrency ?? 'USD', locale);
  const facts: Array<[string, string]> = [
    [t('applyWindow'), formatDateRange(p.applyStartDate, p.applyEndDate, locale)],
    [t('programDates'), formatDateRange(p.startDate, p.endDate, locale)],
    [
      t('investment'),
      p.minInvestment === null && p.maxInvestment === null
        ? ''
        : `${t('range', { min: money(p.minInvestment), max: money(p.maxInvestment) })}${p.investmentType ? ` · ${p.investmentType}` : ''}`,
    ],
    [
      t('share'),
      p.minShare === null && p.maxShare === null
        ? ''
        : `%${p.minShare ?? 0} – %${p.maxShare ?? p.minShare ?? 0}`,
    ],
  ];
  const chips: Array<[string, string[]]> = [
    [t('stages'), p.stages],
    [t('sectors'), p.sectors],
    [t('targetMarkets'), p.targetMarkets],
    [t('technologies'), p.technologies],
  ];
  const texts: Array<[string, string | null]> = [
    [t('facilities'), p.facilities],
    [t('conditions'), p.conditions],
    [t('awards'), p.awards],
    [t('evaluationCriteria'), p.evaluationCriteria],
    [t('prerequisites'), p.prerequisites],
  ];
  return (
    <article className="mx-auto max-w-4xl px-4 py-8" data-testid="program">
      <header>
        <p className="text-sm text-slate-600">
          <Link
            href={{
              pathname: '/tech-center/[seoUrl]/[[...fromHeader]]',
              params: { seoUrl: p.organization.seoUrl, fromHeader: undefined },
            }}
            className="text-brand-700 underline"
          >
            {t('by', { name: p.organization.name })}
          </Link>
          {p.type && ` · ${p.type}`}
        </p>
        <h1 className="mt-1 text-3xl font-black wrap-break-word">{p.name}</h1>
        <p
          className={`mt-2 inline-block rounded-full px-3 py-1 text-sm font-semibold ${p.isOpen ? 'bg-emerald-50 text-emerald-800' : 'bg-slate-100 text-slate-600'}`}
        >
          {p.isOpen ? t('open') : t('closed')}
        </p>
        {p.isGrant && <p className="mt-2 text-sm font-semibold text-brand-700">{t('grant')}</p>}
        {p.isOpen && (
          <p className="mt-4">
            {/* A dialog (dashboard §2): sign in first, or on into the application. */}
            <ApplyProgramButton
              seoUrl={p.seoUrl}
              programName={p.name}
              deadline={p.applyEndDate ? formatDate(p.applyEndDate, locale) : null}
              isSignedIn={Boolean(viewer.userId)}
              label={t('apply')}
            />
          </p>
        )}
      </header>
      <FactList facts={facts} />
      {p.description && (
        <InTextLanguage text={p.description} locale={locale} className="mt-6">
          <p className="leading-relaxed wrap-break-word">{p.description}</p>
        </InTextLanguage>
      )}
      <div className="mt-6 grid gap-4 sm:grid-cols-2">
        {chips
          .filter(([, items]) => items.length)
          .map(([label, items]) => (
            <section key={label}>
              <h2 className="text-sm font-semibold text-slate-500">{label}</h2>
              <ul className="mt-1 flex flex-wrap gap-1.5">
                {items.map((item) => (
                  <li key={item} className="rounded-full bg-slate-100 px-2.5 py-0.5 text-sm">
                    {item}
                  </li>
                ))}
              </ul>
            </section>
          ))}
      </div>
      {texts
        .filter(([, v]) => v)
        .map(([label, value]) => (
          <section key={label} className="mt-6">
            <h2 className="font-bold">{label}</h2>
            <InTextLanguage text={value} locale={locale}>
              <p className="whitespace-pre-line text-slate-700 wrap-break-word">{value}</p>
            </InTextLanguage>
          </section>
        ))}
      <Provenance source={p.source} updatedAt={p.updatedAt} locale={locale} className="mt-6" />
    </article>
  );
}
