/**
 * /dashboard/score (TR /panel/puanim; issue 15 §5, dashboard-and-operations §2 "My Score"): how
 * complete the viewer's profile and each of their startups are (percent 0–100), with what to add
 * next and where. Visitors get 404.
 */
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { Link } from '@/i18n/navigation';
import type { Locale } from '@/i18n/locales';
import { pageCtx } from '@/server/page-context';
import { requireSignedIn } from '@/server/page-guards';
import { privatePageMetadata } from '@/ui/seo';
import { getScores } from '@/modules/profiles/score';

type Props = { params: Promise<{ locale: Locale }> };

export const generateMetadata = privatePageMetadata('score', 'title');

/** A labelled bar of `percent` (0–100). */
function Meter({ percent, label }: { percent: number; label: string }) {
  return (
    <div className="mt-2 flex items-center gap-3">
      <div
        role="meter"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="h-3 flex-1 overflow-hidden rounded-full bg-slate-200"
      >
        <div className="h-full rounded-full bg-brand-600" style={{ width: `${percent}%` }} />
      </div>
      <span className="w-12 text-right font-bold">{percent}%</span>
    </div>
  );
}

export default async function ScorePage({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const ctx = await pageCtx(locale);
  requireSignedIn(ctx);
  const [t, scores] = await Promise.all([getTranslations('score'), getScores(ctx)]);
  return (
    <section className="mx-auto max-w-4xl px-4 py-8" data-testid="score">
      <h1 className="text-2xl font-black">{t('title')}</h1>
      <p className="mt-1 text-slate-600">{t('intro')}</p>
      <div className="mt-6 rounded-xl border border-slate-200 bg-white p-4">
        <h2 className="text-lg font-bold">{t('profile')}</h2>
        <Meter percent={scores.profile.percent} label={t('profile')} />
        {scores.profile.missing.length > 0 ? (
          <>
            <p className="mt-3 text-sm font-semibold">{t('addNext')}</p>
            <ul className="mt-1 flex flex-wrap gap-2 text-sm">
              {scores.profile.missing.map((part) => (
                <li key={part} className="rounded-full bg-slate-100 px-2 py-0.5">
                  {t(`profileParts.${part}`)}
                </li>
              ))}
            </ul>
            <Link href="/profile" className="mt-3 inline-block font-semibold text-brand-700 underline">
              {t('completeProfile')}
            </Link>
          </>
        ) : (
          <p className="mt-3 text-sm text-emerald-800">{t('complete')}</p>
        )}
      </div>
      {scores.startups.map((startup) => (
        <div key={startup.id} className="mt-4 rounded-xl border border-slate-200 bg-white p-4">
          <h2 className="text-lg font-bold">{startup.name}</h2>
          <Meter percent={startup.percent} label={startup.name} />
          {startup.missing.length > 0 ? (
            <>
              <p className="mt-3 text-sm font-semibold">{t('addNext')}</p>
              <ul className="mt-1 flex flex-wrap gap-2 text-sm">
                {startup.missing.map((part) => (
                  <li key={part} className="rounded-full bg-slate-100 px-2 py-0.5">
                    {t(`startupParts.${part}`)}
                  </li>
                ))}
              </ul>
              <Link
                href={{ pathname: '/profile/edit-startup/[seoUrl]', params: { seoUrl: startup.seoUrl } }}
                className="mt-3 inline-block font-semibold text-brand-700 underline"
              >
                {t('completeStartup', { name: startup.name })}
              </Link>
            </>
          ) : (
            <p className="mt-3 text-sm text-emerald-800">{t('complete')}</p>
          )}
        </div>
      ))}
    </section>
  );
}
