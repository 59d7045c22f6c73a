/**
 * /tech-center/{seoUrl}/{fromHeader?} (TR /teknoloji-merkezi/...; spec public-and-account §2):
 * an organization with the tabs summary, programs and portfolio (`?tab=`). Unknown, pending or
 * hidden organizations answer 404. `fromHeader` (opened from the header search) changes nothing.
 */
import { SaveToListButton } from '@/modules/lists/ui/save-to-list-button';
import type { Metadata } from 'next';
import Image from 'next/image';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { Link } from '@/i18n/navigation';
import type { Locale } from '@/i18n/locales';
import { pageCtx } from '@/server/page-context';
import { orNotFound } from '@/server/page-guards';
import { formatDateRange } from '@/lib/format';
import { sanitizeRichText } from '@/lib/rich-text';
import { alternatesFor, siteTitle } from '@/ui/seo';
import { getTechCenter, type TechCenterDetail } from '@/modules/organizations/tech-centers';
import { PortfolioTable } from '@/modules/organizations/ui/portfolio-table';
import { CoInvestors } from '@/modules/graph/ui/co-investors';
import { Provenance } from '@/ui/provenance';
import { OrganizationLists } from '@/modules/organizations/ui/organization-lists';
import { InTextLanguage } from '@/ui/language-note';
import { richTextToPlain } from '@/lib/rich-text';

type Props = {
  params: Promise<{ locale: Locale; seoUrl: string }>;
  searchParams: Promise<{ tab?: string }>;
};
const TABS = ['summary', 'programs', 'portfolio'] as const;

async function load(locale: Locale, seoUrl: string): Promise<TechCenterDetail> {
  const ctx = await pageCtx(locale);
  return orNotFound(getTechCenter(ctx, decodeURIComponent(seoUrl)));
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, seoUrl } = await params;
  const o = await load(locale, seoUrl);
  return {
    title: siteTitle(o.name),
    description: (o.tagline ?? o.description ?? o.name).slice(0, 160),
    alternates: alternatesFor(locale, {
      pathname: '/tech-center/[seoUrl]/[[...fromHeader]]',
      params: { seoUrl: o.seoUrl, fromHeader: undefined },
    }),
  };
}

export default async function TechCenterPage({ params, searchParams }: Props) {
  const { locale, seoUrl } = await params;
  setRequestLocale(locale);
  const o = await load(locale, seoUrl);
  const t = await getTranslations('techCenters');
  const requested = (await searchParams).tab;
  const tab = TABS.find((x) => x === requested) ?? 'summary';
  const href = (x: (typeof TABS)[number]) => ({
    pathname: '/tech-center/[seoUrl]/[[...fromHeader]]' as const,
    params: { seoUrl: o.seoUrl, fromHeader: undefined },
    query: x === 'summary' ? {} : { tab: x },
  });
  const socials = Object.entries(o.socialLinks).filter((e): e is [string, string] => Boolean(e[1]));
  return (
    <article className="mx-auto max-w-5xl px-4 py-8" data-testid="tech-center">
      <Link href="/tech-centers" className="text-sm text-brand-700 hover:underline">
        ← {t('backToList')}
      </Link>
      {o.coverUrl && (
        <Image
          src={o.coverUrl}
          alt=""
          width={1500}
          height={500}
          unoptimized
          priority
          className="mt-3 aspect-[3/1] w-full rounded-xl object-cover"
        />
      )}
      <header className="mt-3 flex flex-wrap items-center gap-4">
        {o.logoUrl && (
          <Image
            src={o.logoUrl}
            alt=""
            width={72}
            height={72}
            unoptimized
            className="size-18 rounded-xl border border-slate-200"
          />
        )}
        <div className="min-w-0">
          <h1 className="text-3xl font-black wrap-break-word">{o.name}</h1>
          <p className="text-slate-600">{[o.type, o.location].filter(Boolean).join(' · ')}</p>
          {o.tagline && (
            <InTextLanguage text={o.tagline} locale={locale} className="mt-2">
              <p className="text-lg">{o.tagline}</p>
            </InTextLanguage>
          )}
        </div>
        <div className="ml-auto">
          <SaveToListButton kind="organization" entityId={String(o.id)} name={o.name} />
        </div>
      </header>
      <nav className="mt-6 flex gap-2 overflow-x-auto border-b border-slate-200" role="tablist">
        {TABS.map((x) => (
          <Link
            key={x}
            href={href(x)}
            role="tab"
            aria-selected={tab === x}
            className={`-mb-px border-b-2 px-4 py-2 text-sm font-semibold ${tab === x ? 'border-brand-600 text-brand-700' : 'border-transparent text-slate-600'}`}
          >
            {t(`tabs.${x}`)}
          </Link>
        ))}
      </nav>
      <section
        role="tabpanel"
        className="mt-6 space-y-4 rounded-xl border border-slate-200 bg-white p-4 wrap-break-word sm:p-6"
      >
        {tab === 'summary' && (
          <>
            {o.description && (
              <InTextLanguage text={o.description} locale={locale}>
                <p>{o.description}</p>
              </InTextLanguage>
            )}
            {o.about && (
              <div>
                <h2 className="font-bold">{t('about')}</h2>
                <InTextLanguage text={richTextToPlain(o.about)} locale={locale}>
                  <div
                    className="rich-text"
                    dangerouslySetInnerHTML={{ __html: sanitizeRichText(o.about) }}
                  />
                </InTextLanguage>
              </div>
            )}
            <dl className="grid gap-3 text-sm sm:grid-cols-2">
              {(
                [
                  [t('facilities'), o.facilities],
                  [t('address'), o.address],
                  [t('contact'), [o.email, o.phone].filter(Boolean).join(' · ')],
                ] as const
              )
                .filter(([, v]) => v)
                .map(([label, value]) => (
                  <div key={label} className="min-w-0">
                    <dt className="text-slate-500">{label}</dt>
                    <dd className="font-medium">
                      <InTextLanguage text={value} locale={locale}>
                        {value}
                      </InTextLanguage>
                    </dd>
                  </div>
                ))}
            </dl>
            <ul className="flex flex-wrap gap-3 text-sm">
              {o.website && (
                <li>
                  <a
                    href={o.website}
                    rel="nofollow noopener noreferrer"
                    target="_blank"
                    className="underline"
                  >
                    {t('website')} ↗
                  </a>
                </li>
              )}
              {socials.map(([name, url]) => (
                <li key={name}>
                  <a
                    href={url}
                    rel="nofollow noopener noreferrer"
                    target="_blank"
                    className="capitalize underline"
                  >
                    {name}
                  </a>
                </li>
              ))}
            </ul>
            <OrganizationLists lists={o} locale={locale} />
          </>
        )}
        {tab === 'programs' &&
          (o.programs.length ? (
            <ul className="space-y-3" data-testid="programs">
              {o.programs.map((p) => (
                <li key={p.seoUrl} className="rounded-lg border border-slate-100 p-3">
                  <Link
                    href={{ pathname: '/program/[seoUrl]', params: { seoUrl: p.seoUrl } }}
                    className="font-semibold text-brand-700 hover:underline"
                  >
                    {p.name}
                  </Link>
                  <p className="text-sm text-slate-600">
                    {[
                      p.type,
                      t('applyWindow', { window: formatDateRange(p.applyStartDate, p.applyEndDate, locale) }),
                    ]
                      .filter(Boolean)
                      .join(' · ')}
                  </p>
                  <span
                    className={`mt-1 inline-block rounded-full px-2 py-0.5 text-xs font-semibold ${p.isOpen ? 'bg-emerald-50 text-emerald-800' : 'bg-slate-100 text-slate-600'}`}
                  >
                    {p.isOpen ? t('open') : t('closed')}
                  </span>
                </li>
              ))}
            </ul>
          ) : (
            <p className="text-slate-600">{t('noPrograms')}</p>
          ))}
        {tab === 'portfolio' && (
          <>
            <PortfolioTable entries={o.portfolio} locale={locale} />
            {o.portfolio.length > 0 && (
              <Link
                href={{
                  pathname: '/profile/tech-center/portfolio/[investorId]',
                  params: { investorId: String(o.id) },
                }}
                className="inline-block text-sm font-semibold text-brand-700 underline"
              >
                {t('portfolioLink')}
              </Link>
            )}
            {/* Who invests alongside this investor (issue 18 §2 "co-investors"). */}
            <CoInvestors locale={locale} organizationId={o.id} />
          </>
        )}
      </section>
      <Provenance source={o.source} updatedAt={o.updatedAt} locale={locale} className="mt-4" />
    </article>
  );
}
