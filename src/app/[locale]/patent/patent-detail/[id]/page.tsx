/**
 * /patent/patent-detail/{id} (TR /tr/patent/patent-detayi/{id}; issue 18 §3, spec public §2): one
 * patent with every D §3 field — name, photo, application numbers, inventor, value, technology
 * readiness with its level's name, needs, problem solved, protection dates, technological
 * advantage, sectors, target markets, market size — and its owner with a link to the owner's
 * page. A startup's patent has its name and application number (the startup form asks for no
 * more) and says so. Unknown ids and patents of hidden or unapproved owners answer 404.
 */
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { Link } from '@/i18n/navigation';
import type { Locale } from '@/i18n/locales';
import { pageCtx } from '@/server/page-context';
import { orNotFound } from '@/server/page-guards';
import { alternatesFor, siteTitle } from '@/ui/seo';
import { getPatent, type PatentDetail } from '@/modules/patents/patents';
import { PatentFacts } from '@/modules/patents/ui/patent-facts';
import { ownerHref, PatentPhoto } from '@/modules/patents/ui/patent-card';

type Props = { params: Promise<{ locale: Locale; id: string }> };

async function load(locale: Locale, id: string): Promise<PatentDetail> {
  const n = Number(id);
  if (!/^\d{1,10}$/.test(id) || n < 1 || n >= 2 ** 31) notFound();
  return orNotFound(getPatent(await pageCtx(locale), n));
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, id } = await params;
  const p = await load(locale, id);
  return {
    title: siteTitle(p.name),
    description: (p.problemSolved ?? `${p.name} — ${p.owner.name}`).slice(0, 160),
    alternates: alternatesFor(locale, {
      pathname: '/patent/patent-detail/[id]',
      params: { id: String(p.id) },
    }),
  };
}

export default async function PatentPage({ params }: Props) {
  const { locale, id } = await params;
  setRequestLocale(locale);
  const p = await load(locale, id);
  const t = await getTranslations('patents');
  return (
    <article className="mx-auto max-w-4xl px-4 py-6">
      <p className="text-sm">
        <Link href="/patents" className="text-brand-700 underline">
          {t('detail.back')}
        </Link>
      </p>
      <header className="mt-3 flex flex-wrap items-start gap-4">
        <PatentPhoto src={p.photoUrl} alt={t('photoAlt', { name: p.name })} size={128} />
        <div className="min-w-0 grow">
          <h1 className="text-2xl font-black wrap-break-word">{p.name}</h1>
          {p.trl !== null && (
            <p className="mt-2 inline-block rounded-full bg-emerald-50 px-2 py-0.5 text-sm font-semibold text-emerald-800">
              {t('fact.trlValue', { trl: p.trl, level: t(`trlLevel.l${p.trl}`) })}
            </p>
          )}
        </div>
      </header>
      <section
        aria-labelledby="patent-owner"
        className="mt-6 rounded-xl border border-slate-200 bg-white p-4"
      >
        <h2 id="patent-owner" className="text-sm font-semibold text-slate-600">
          {t('detail.owner')}
        </h2>
        <div className="mt-2 flex items-center gap-3">
          <PatentPhoto src={p.owner.logoUrl} alt="" size={48} placeholder="/avatar-placeholder.svg" />
          <div className="min-w-0">
            <Link href={ownerHref(p.owner)} className="font-bold wrap-break-word text-brand-700 underline">
              {p.owner.name}
            </Link>
            <p className="text-sm text-slate-600">
              {[p.owner.type ?? t('ownerStartup'), p.owner.location].filter(Boolean).join(' · ')}
            </p>
          </div>
        </div>
      </section>
      <section aria-labelledby="patent-facts" className="mt-6">
        <h2 id="patent-facts" className="font-bold">
          {t('detail.facts')}
        </h2>
        <PatentFacts patent={p} locale={locale} />
        {p.owner.kind === 'startup' && (
          <p className="mt-3 text-sm text-slate-600">{t('detail.startupNote')}</p>
        )}
      </section>
    </article>
  );
}
