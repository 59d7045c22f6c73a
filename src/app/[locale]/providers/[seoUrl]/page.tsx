/**
 * /providers/{seoUrl} (TR /hizmet-saglayicilar/{seoUrl}; spec public-and-account §2 "service
 * provider detail"; dashboard-and-operations §3 Provider): slogan, industries, contact and
 * social links, presentation video link, foundation year, size, location, texts and the team.
 * Hidden providers answer 404 except to their managers (who see a notice).
 */
import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import type { Locale } from '@/i18n/locales';
import { pageCtx } from '@/server/page-context';
import { orNotFound } from '@/server/page-guards';
import { alternatesFor, siteTitle } from '@/ui/seo';
import { FactList } from '@/ui/fact-list';
import { Provenance } from '@/ui/provenance';
import { InTextLanguage } from '@/ui/language-note';
import { richTextToPlain } from '@/lib/rich-text';
import { getProvider, type ProviderDetail } from '@/modules/providers/provider-directory';

type Props = { params: Promise<{ locale: Locale; seoUrl: string }> };

async function load(locale: Locale, seoUrl: string): Promise<ProviderDetail> {
  return orNotFound(getProvider(await pageCtx(locale), { seoUrl: decodeURIComponent(seoUrl) }));
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, seoUrl } = await params;
  const p = await load(locale, seoUrl);
  return {
    title: siteTitle(p.name),
    description: (p.slogan ?? p.description ?? p.name).slice(0, 160),
    alternates: alternatesFor(locale, { pathname: '/providers/[seoUrl]', params: { seoUrl: p.seoUrl } }),
    ...(p.isVisible ? {} : { robots: { index: false } }),
  };
}

export default async function ProviderPage({ params }: Props) {
  const { locale, seoUrl } = await params;
  setRequestLocale(locale);
  const p = await load(locale, seoUrl);
  const t = await getTranslations('providers');
  const links: Array<[string, string | null]> = [
    [t('fields.website'), p.website],
    ['LinkedIn', p.linkedin],
    ['Twitter', p.twitter],
    ['Facebook', p.facebook],
    ['Instagram', p.instagram],
    [t('video'), p.videoUrl],
  ];
  const facts: Array<[string, string | null]> = [
    [t('fields.foundationYear'), p.foundationYear ? String(p.foundationYear) : null],
    [t('companySize'), p.companySize],
    [t('fields.cityId'), [p.city, p.country].filter(Boolean).join(', ') || null],
    [t('fields.email'), p.email],
    [t('fields.phone'), p.phone],
    [t('address'), p.address],
  ];
  return (
    <article className="mx-auto max-w-4xl px-4 py-8" data-testid="provider">
      {!p.isVisible && (
        <p role="status" className="mb-4 rounded-lg bg-amber-50 p-3 text-amber-900">
          {t('hidden')}
        </p>
      )}
      <h1 className="text-3xl font-black wrap-break-word">{p.name}</h1>
      {p.slogan && (
        <InTextLanguage text={p.slogan} locale={locale} className="mt-1">
          <p className="text-lg text-slate-700">{p.slogan}</p>
        </InTextLanguage>
      )}
      <ul className="mt-3 flex flex-wrap gap-1.5" aria-label={t('industries')}>
        {p.industries.map((name) => (
          <li key={name} className="rounded-full bg-brand-50 px-3 py-0.5 text-sm text-brand-800">
            {name}
          </li>
        ))}
      </ul>
      <FactList facts={facts} />
      <ul className="mt-4 flex flex-wrap gap-4 text-sm">
        {links
          .filter(([, href]) => href)
          .map(([label, href]) => (
            <li key={label} className="min-w-0 wrap-anywhere">
              <a
                href={href!}
                rel="nofollow noopener noreferrer"
                target="_blank"
                className="text-brand-700 underline"
              >
                {label}
              </a>
            </li>
          ))}
      </ul>
      {p.description && (
        <InTextLanguage text={p.description} locale={locale} className="mt-6">
          <p className="leading-relaxed wrap-break-word">{p.description}</p>
        </InTextLanguage>
      )}
      {p.about && (
        <section className="mt-6">
          <h2 className="font-bold">{t('about')}</h2>
          <InTextLanguage text={richTextToPlain(p.about)} locale={locale} className="mt-2">
            <div className="rich-text wrap-break-word" dangerouslySetInnerHTML={{ __html: p.about }} />
          </InTextLanguage>
        </section>
      )}
      <section className="mt-6">
        <h2 className="font-bold">{t('team')}</h2>
        <ul className="mt-2 grid gap-2 sm:grid-cols-2" data-testid="provider-team">
          {p.teamMembers.map((m) => (
            <li key={m.id} className="rounded-lg border border-slate-200 bg-white p-3">
              <span className="font-semibold">{[m.name, m.surname].filter(Boolean).join(' ')}</span>
              {m.isFounder && (
                <span className="ml-2 rounded-full bg-emerald-50 px-2 py-0.5 text-xs text-emerald-800">
                  {t('founder')}
                </span>
              )}
              {m.title && <span className="block text-sm text-slate-600">{m.title}</span>}
            </li>
          ))}
        </ul>
      </section>
      <Provenance source={p.source} updatedAt={p.updatedAt} locale={locale} className="mt-6" />
    </article>
  );
}
