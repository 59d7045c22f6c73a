/**
 * /talent/{seoUrl} (TR /tr/yetenek/{seoUrl}; spec public-and-account §2 talent detail): the
 * public profile — photo, cover, title, place, job preferences, about me (sanitized on save),
 * experience, education, languages, skills, social links, and "Send a message" (issue 15 §3). Never
 * e-mail or phone.
 */
import { SaveToListButton } from '@/modules/lists/ui/save-to-list-button';
import type { Metadata } from 'next';
import { Avatar } from '@/ui/avatar';
import { cache } from 'react';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import type { Locale } from '@/i18n/locales';
import { pageCtx } from '@/server/page-context';
import { orNotFound } from '@/server/page-guards';
import { getTalent, type TalentDetail } from '@/modules/profiles/talents';
import { formatDate } from '@/lib/format';
import { alternatesFor, siteTitle } from '@/ui/seo';
import { Provenance } from '@/ui/provenance';
import { SendMessageLink } from '@/modules/messaging/ui/send-message-link';

type Props = { params: Promise<{ locale: Locale; seoUrl: string }> };

const load = cache(async (locale: Locale, seoUrl: string): Promise<TalentDetail> => {
  return orNotFound(getTalent(await pageCtx(locale), decodeURIComponent(seoUrl)));
});

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, seoUrl } = await params;
  const talent = await load(locale, seoUrl);
  const name = `${talent.name} ${talent.surname}`;
  return {
    title: siteTitle(name),
    description: talent.title ?? name,
    alternates: alternatesFor(locale, { pathname: '/talent/[seoUrl]', params: { seoUrl: talent.seoUrl } }),
  };
}

export default async function TalentPage({ params }: Props) {
  const { locale, seoUrl } = await params;
  setRequestLocale(locale);
  const talent = await load(locale, seoUrl);
  const t = await getTranslations('talents');
  const period = (start: string | null, end: string | null, still = false) =>
    [
      start ? formatDate(start, locale) : '…',
      still ? t('present') : end ? formatDate(end, locale) : '…',
    ].join(' – ');
  const place = [talent.city, talent.country].filter(Boolean).join(', ');
  const section = (title: string, children: React.ReactNode) => (
    <section className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
      <h2 className="mb-3 text-lg font-bold">{title}</h2>
      {children}
    </section>
  );
  return (
    <article className="mx-auto max-w-4xl space-y-6 px-4 py-8 wrap-break-word" data-testid="talent-detail">
      <header className="rounded-xl border border-slate-200 bg-white shadow-sm">
        <div
          className="h-36 rounded-t-xl bg-slate-100 bg-cover bg-center"
          style={talent.coverUrl ? { backgroundImage: `url(${talent.coverUrl})` } : undefined}
        />
        <div className="flex flex-wrap items-end gap-4 px-6 pb-5">
          <Avatar src={talent.photoUrl} alt="" size={112} className="-mt-12 border-4 border-white" />
          <div className="min-w-0">
            <h1 className="text-2xl font-black">{`${talent.name} ${talent.surname}`}</h1>
            {talent.title && <p className="text-slate-700">{talent.title}</p>}
            {place && <p className="text-sm text-slate-500">{place}</p>}
          </div>
          <div className="ml-auto">
            <SaveToListButton
              kind="person"
              entityId={talent.seoUrl}
              name={`${talent.name} ${talent.surname}`}
            />
          </div>
          <div className="flex flex-wrap gap-2 text-xs">
            {talent.openToWork && (
              <span className="rounded bg-emerald-50 px-2 py-1 text-emerald-800">{t('openToWork')}</span>
            )}
            {talent.jobSearchStatus && (
              <span className="rounded bg-brand-50 px-2 py-1 text-brand-700">{talent.jobSearchStatus}</span>
            )}
            {(talent.shareMin != null || talent.shareMax != null) && (
              <span className="rounded bg-slate-100 px-2 py-1">
                {t('share', { min: talent.shareMin ?? 0, max: talent.shareMax ?? talent.shareMin ?? 0 })}
              </span>
            )}
          </div>
        </div>
        <SendMessageLink
          seoUrl={talent.seoUrl}
          locale={locale}
          className="border-t border-slate-100 px-6 py-4"
        />
      </header>
      {talent.about &&
        section(
          t('about'),
          // Sanitized to the spec's allow-list when saved (src/lib/rich-text.ts).
          <div className="rich-text" dangerouslySetInnerHTML={{ __html: talent.about }} />,
        )}
      {(talent.workingPlans.length > 0 ||
        talent.employmentTypes.length > 0 ||
        talent.professions.length > 0) &&
        section(
          t('preferences'),
          <dl className="grid gap-2 text-sm sm:grid-cols-3">
            {(
              [
                ['workingPlans', talent.workingPlans],
                ['employmentTypes', talent.employmentTypes],
                ['professions', talent.professions],
              ] as const
            ).map(([key, values]) =>
              values.length ? (
                <div key={key}>
                  <dt className="font-medium text-slate-600">{t(`fields.${key}`)}</dt>
                  <dd>{values.join(', ')}</dd>
                </div>
              ) : null,
            )}
          </dl>,
        )}
      {talent.experiences.length > 0 &&
        section(
          t('experience'),
          <ul className="space-y-3">
            {talent.experiences.map((e, i) => (
              <li key={i}>
                <p className="font-semibold">{`${e.title} · ${e.companyName}`}</p>
                <p className="text-xs text-slate-500">{period(e.startDate, e.endDate, e.stillWorking)}</p>
                {e.description && <p className="mt-1 text-sm">{e.description}</p>}
              </li>
            ))}
          </ul>,
        )}
      {talent.educations.length > 0 &&
        section(
          t('education'),
          <ul className="space-y-3">
            {talent.educations.map((e, i) => (
              <li key={i}>
                <p className="font-semibold">{[e.school, e.department].filter(Boolean).join(' · ')}</p>
                <p className="text-xs text-slate-500">
                  {[e.degree, period(e.startDate, e.endDate)].filter(Boolean).join(' · ')}
                </p>
              </li>
            ))}
          </ul>,
        )}
      {(talent.skillDetails.length > 0 || talent.languages.length > 0) &&
        section(
          t('skillsAndLanguages'),
          <div className="flex flex-wrap gap-2 text-sm">
            {talent.skillDetails.map((s) => (
              <span key={s.skill} className="rounded-full bg-slate-100 px-3 py-1">
                {s.level ? `${s.skill} · ${s.level}` : s.skill}
              </span>
            ))}
            {talent.languages.map((l) => (
              <span key={l.language} className="rounded-full bg-brand-50 px-3 py-1 text-brand-800">
                {l.level ? `${l.language} · ${l.level}` : l.language}
              </span>
            ))}
          </div>,
        )}
      {Object.keys(talent.socialLinks).length > 0 &&
        section(
          t('links'),
          <ul className="flex flex-wrap gap-3 text-sm">
            {Object.entries(talent.socialLinks).map(([network, url]) => (
              <li key={network}>
                <a
                  href={url}
                  rel="nofollow noopener noreferrer"
                  target="_blank"
                  className="font-semibold text-brand-700 underline"
                >
                  {network}
                </a>
              </li>
            ))}
          </ul>,
        )}
      <Provenance source={talent.source} updatedAt={talent.updatedAt} locale={locale} />
    </article>
  );
}
