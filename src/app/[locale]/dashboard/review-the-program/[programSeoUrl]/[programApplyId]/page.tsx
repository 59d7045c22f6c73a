/**
 * /dashboard/review-the-program/{programSeoUrl}/{programApplyId} (TR /panel/programi-degerlendir/
 * …; dashboard-and-operations §2 "jury review of one application"; §6 jury members): the
 * program's jurors score the application; other jurors' scores appear only after the juror
 * submitted their own; a declared conflict of interest excludes the juror. Anyone else gets 404.
 */
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { Link } from '@/i18n/navigation';
import type { Locale } from '@/i18n/locales';
import { pageCtx } from '@/server/page-context';
import { orNotFound, requireSignedIn } from '@/server/page-guards';
import { privatePageMetadata } from '@/ui/seo';
import { getReviewSheet } from '@/modules/programs/review';
import { ReviewForm } from '@/modules/programs/ui/review-form';

type Props = { params: Promise<{ locale: Locale; programSeoUrl: string; programApplyId: string }> };

export const generateMetadata = privatePageMetadata('programApplications', 'juryTitle');
const num = (v: number | null) => (v === null ? '–' : v.toFixed(2));

export default async function ReviewPage({ params }: Props) {
  const { locale, programSeoUrl, programApplyId } = await params;
  setRequestLocale(locale);
  const ctx = await pageCtx(locale);
  requireSignedIn(ctx);
  const id = Number(programApplyId);
  if (!Number.isInteger(id) || id <= 0) notFound();
  const sheet = await orNotFound(getReviewSheet(ctx, decodeURIComponent(programSeoUrl), id));
  const t = await getTranslations('review');
  return (
    <section className="mx-auto max-w-4xl px-4 py-8">
      <p className="text-sm">
        <Link href="/dashboard/my-program-applications" className="text-brand-700 underline">
          {t('back')}
        </Link>
      </p>
      <h1 className="mt-2 text-2xl font-black">{t('title', { startup: sheet.application.startup.name })}</h1>
      <p className="mb-6 text-slate-600">{t('program', { name: sheet.program.name })}</p>
      {sheet.mine.conflictOfInterest && (
        <p role="status" className="mb-4 rounded-lg bg-amber-50 p-3 text-amber-900">
          {t('conflictDeclared')}
        </p>
      )}
      {sheet.mine.submitted && !sheet.mine.conflictOfInterest && (
        <p role="status" className="mb-4 rounded-lg bg-emerald-50 p-3 text-emerald-800">
          {t('submitted')}
        </p>
      )}
      <ReviewForm key={`${sheet.mine.submitted}-${sheet.mine.conflictOfInterest}`} sheet={sheet} />
      <section className="mt-8 rounded-xl border border-slate-200 bg-slate-50 p-5" data-testid="peer-scores">
        <h2 className="font-bold">{t('peers')}</h2>
        {sheet.peers === null ? (
          <p className="mt-2 text-sm text-slate-600">{t('peersHidden')}</p>
        ) : (
          <>
            {sheet.averages && (
              <p className="mt-2 text-sm">
                {t('averages', {
                  raw: num(sheet.averages.rawAverage),
                  normalized: num(sheet.averages.normalizedAverage),
                })}
              </p>
            )}
            {sheet.peers.length === 0 && <p className="mt-2 text-sm text-slate-600">{t('noPeers')}</p>}
            <ul className="mt-2 space-y-1 text-sm">
              {sheet.peers.map((p, i) => (
                <li key={i}>
                  <span className="font-semibold">{p.juror}</span>:{' '}
                  {p.conflictOfInterest
                    ? t('peerConflict')
                    : `${num(p.total)} (${sheet.categories.map((c) => `${c.name} ${p.categoryScores[c.id] ?? '–'}`).join(', ')})`}
                </li>
              ))}
            </ul>
          </>
        )}
      </section>
    </section>
  );
}
