/**
 * /startup/{seoUrl} (TR /tr/girisim/{seoUrl}): every section the data has (spec §3 "Startup",
 * "Funding"; issue 13: the startup's investors apart from its rounds, and where the record comes
 * from); hidden startups answer 404. SEO: title, description, canonical, hreflang,
 * OpenGraph and JSON-LD Organization. Its open jobs, when it has any (issue 15 §2).
 */
import type { Metadata } from 'next';
import { cache } from 'react';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { getPathname, Link, redirect } from '@/i18n/navigation';
import type { Locale } from '@/i18n/locales';
import { pageCtx } from '@/server/page-context';
import { NotFoundError, UnauthorizedError } from '@/server/errors';
import { getStartup, type StartupDetail } from '@/modules/startups/detail';
import { mayEditStartup } from '@/modules/startups/editing';
import { Card, Chips } from '@/modules/startups/ui/detail-card';
import { StartupSidebar } from '@/modules/startups/ui/startup-sidebar';
import { SaveToListButton } from '@/modules/lists/ui/save-to-list-button';
import { StartupLogo } from '@/modules/startups/ui/startup-logo';
import { FundingRounds } from '@/modules/startups/ui/funding-rounds';
import { formatDate, formatYear } from '@/lib/format';
import { TeamContacts } from '@/modules/messaging/ui/team-contacts';
import { listStartupJobs } from '@/modules/jobs/jobs';
import { loadJobNames } from '@/modules/jobs/ui/job-list-names';
import { JobListCompact } from '@/modules/jobs/ui/job-list-compact';
import { richTextToPlain, sanitizeRichText } from '@/lib/rich-text';
import { absoluteUrl, alternatesFor, siteTitle } from '@/ui/seo';

type Props = { params: Promise<{ locale: Locale; seoUrl: string }> };

const load = cache(async (locale: Locale, seoUrl: string): Promise<StartupDetail> => {
  try {
    return await getStartup(await pageCtx(locale), decodeURIComponent(seoUrl));
  } catch (error) {
    if (error instanceof NotFoundError) notFound();
    // Premium settings may require signing in to see startup data: back here after login.
    if (error instanceof UnauthorizedError)
      redirect({
        href: {
          pathname: '/login',
          query: {
            redirectUrl: getPathname({ href: { pathname: '/startup/[seoUrl]', params: { seoUrl } }, locale }),
          },
        },
        locale,
      });
    throw error;
  }
});

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, seoUrl } = await params;
  const s = await load(locale, seoUrl);
  const href = { pathname: '/startup/[seoUrl]' as const, params: { seoUrl: s.seoUrl } };
  const description = (s.tagline ?? richTextToPlain(s.description) ?? s.name).slice(0, 160);
  return {
    title: siteTitle(s.name),
    description,
    alternates: alternatesFor(locale, href),
    openGraph: {
      type: 'website',
      title: s.name,
      description,
      url: absoluteUrl(href, locale),
      siteName: 'Startup Atlas',
      locale: locale === 'tr' ? 'tr_TR' : 'en_US',
    },
  };
}

export default async function StartupPage({ params }: Props) {
  const { locale, seoUrl } = await params;
  setRequestLocale(locale);
  const s = await load(locale, seoUrl);
  const t = await getTranslations('detail');
  const ctx = await pageCtx(locale);
  // Owner actions for whoever may edit (the edit calls check again on the server).
  const canEdit = mayEditStartup(ctx, s.id);
  // Open jobs only (its team also gets unpublished and expired ones from the service; issue 15 §2).
  const openJobs = await listStartupJobs(ctx, s.id, { openOnly: true });
  const [jobNames, tj] = await Promise.all([
    openJobs.length ? loadJobNames(ctx.db, openJobs, locale) : null,
    getTranslations('jobs'),
  ]);
  const href = { pathname: '/startup/[seoUrl]' as const, params: { seoUrl: s.seoUrl } };
  const socials = Object.entries(s.socialLinks).filter((entry): entry is [string, string] =>
    Boolean(entry[1]),
  );
  const jsonLd = {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: s.name,
    legalName: s.officialName ?? undefined,
    description: s.tagline ?? undefined,
    url: s.website ?? absoluteUrl(href, locale),
    foundingDate: s.foundationDate ? formatYear(s.foundationDate) : undefined,
    address:
      s.city || s.country
        ? {
            '@type': 'PostalAddress',
            addressLocality: s.city ?? undefined,
            addressCountry: s.country ?? undefined,
          }
        : undefined,
    founder: s.team
      .filter((m) => !m.isMentor)
      .map((m) => ({ '@type': 'Person', name: `${m.name} ${m.surname}`.trim() })),
    sameAs: socials.map(([, url]) => url),
  };
  const founders = s.team.filter((m) => !m.isMentor);
  const mentors = s.team.filter((m) => m.isMentor);

  return (
    <article className="mx-auto max-w-6xl px-4 py-6">
      <script
        type="application/ld+json"
        dangerouslySetInnerHTML={{ __html: JSON.stringify(jsonLd).replace(/</g, '\\u003c') }}
      />
      <Link href="/startups" className="text-sm text-brand-700 hover:underline">
        ← {t('backToList')}
      </Link>
      <header className="mt-3 flex flex-wrap items-start gap-5 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
        <StartupLogo name={s.name} logoUrl={s.logoUrl} size={80} />
        <div className="min-w-0 flex-1">
          <h1 className="text-3xl font-black wrap-break-word">{s.name}</h1>
          {s.tagline && <p className="mt-1 text-lg wrap-break-word text-slate-600">{s.tagline}</p>}
          <div className="mt-3">
            <Chips items={s.sectors} />
          </div>
        </div>
        {s.website && (
          <a
            href={s.website}
            target="_blank"
            rel="nofollow noopener noreferrer"
            className="rounded-lg border border-slate-300 px-4 py-2 text-sm font-semibold hover:border-brand-500"
          >
            {t('website')} ↗
          </a>
        )}
        <SaveToListButton kind="startup" entityId={String(s.id)} name={s.name} />
        {canEdit && (
          <Link
            href={{ pathname: '/profile/edit-startup/[seoUrl]', params: { seoUrl: s.seoUrl } }}
            className="rounded-lg bg-brand-600 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-700"
            data-testid="edit-startup"
          >
            {t('edit')}
          </Link>
        )}
      </header>

      {/* minmax(0, …) and min-w-0: a wide table scrolls inside its card, never the page (phones). */}
      <div className="mt-6 grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1fr)_320px]">
        <div className="min-w-0 space-y-6">
          {s.description && (
            <Card title={t('about')}>
              {s.description.trimStart().startsWith('<') ? (
                <div
                  className="rich-text leading-relaxed wrap-break-word text-slate-700"
                  // Sanitized to the §5 allow-list when saved, and again here.
                  dangerouslySetInnerHTML={{ __html: sanitizeRichText(s.description) }}
                />
              ) : (
                <p className="whitespace-pre-line leading-relaxed wrap-break-word text-slate-700">
                  {s.description}
                </p>
              )}
            </Card>
          )}
          {jobNames && (
            <Card title={tj('openJobs')} testId="startup-open-jobs">
              <JobListCompact jobs={openJobs} names={jobNames} locale={locale} />
            </Card>
          )}
          <Card title={t('funding')} testId="funding-rounds">
            <FundingRounds startup={s} locale={locale} />
          </Card>
          {s.investors.length > 0 && (
            <Card title={t('startupInvestors')} testId="startup-investors">
              <p className="mb-3 text-sm text-slate-600">{t('startupInvestorsHint')}</p>
              <ul className="flex flex-wrap gap-1.5">
                {s.investors.map((i) => (
                  <li key={i.id} data-testid="startup-investor">
                    <Link
                      href={{
                        pathname: '/tech-center/[seoUrl]/[[...fromHeader]]',
                        params: { seoUrl: i.seoUrl, fromHeader: undefined },
                      }}
                      title={t('investorPage', { name: i.name })}
                      className="inline-block rounded-full bg-slate-100 px-2.5 py-0.5 text-sm hover:bg-brand-50 hover:text-brand-700"
                    >
                      {i.name}
                      {i.inRound && <span className="sr-only"> ({t('investorRoundKnown')})</span>}
                    </Link>
                  </li>
                ))}
              </ul>
            </Card>
          )}
          {(founders.length > 0 || mentors.length > 0) && (
            <Card title={t('team')} testId="team">
              <ul className="grid gap-3 sm:grid-cols-2">
                {founders.map((m, i) => (
                  <li key={i} className="rounded-lg border border-slate-100 p-3">
                    <p className="font-semibold">{`${m.name} ${m.surname}`.trim()}</p>
                    <p className="text-sm text-slate-600">{m.title ?? m.position}</p>
                    {m.shareValue !== null && (
                      <p className="text-xs text-slate-500">{t('share', { share: m.shareValue })}</p>
                    )}
                  </li>
                ))}
              </ul>
              {mentors.length > 0 && (
                <>
                  <h3 className="mt-4 font-semibold">{t('mentors')}</h3>
                  <ul className="mt-2 grid gap-3 sm:grid-cols-2">
                    {mentors.map((m, i) => (
                      <li key={i} className="rounded-lg border border-slate-100 p-3">
                        <p className="font-semibold">{`${m.name} ${m.surname}`.trim()}</p>
                        <p className="text-sm text-slate-600">{m.title ?? m.position}</p>
                      </li>
                    ))}
                  </ul>
                </>
              )}
            </Card>
          )}
          <TeamContacts startupId={s.id} seoUrl={s.seoUrl} locale={locale} />
          {s.importantUpdates.length > 0 && (
            <Card title={t('importantUpdates')}>
              <ul className="space-y-2">
                {s.importantUpdates.map((u, i) => (
                  <li key={i}>
                    <time className="text-xs text-slate-500" dateTime={u.date}>
                      {formatDate(u.date, locale)}
                    </time>
                    <p>{u.text}</p>
                  </li>
                ))}
              </ul>
            </Card>
          )}
          {s.competitors.length > 0 && (
            <Card title={t('competitors')}>
              <ul className="list-disc pl-5">
                {s.competitors.map((c, i) => (
                  <li key={i} className="wrap-anywhere">
                    {c.website ? (
                      <a href={c.website} rel="nofollow noopener noreferrer" className="underline">
                        {c.name}
                      </a>
                    ) : (
                      c.name
                    )}
                  </li>
                ))}
              </ul>
            </Card>
          )}
        </div>

        <StartupSidebar s={s} socials={socials} locale={locale} />
      </div>
    </article>
  );
}
