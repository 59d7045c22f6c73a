/**
 * /dashboard/incubation-applications (TR /panel/kulucka-basvurulari; issue 15 §5;
 * dashboard-and-operations §2 "Incubation Applications"): the applications of the viewer's
 * startups to tech centers' incubation and pre-incubation programs, one table per startup, with
 * the program's dates and published result (listIncubationApplications). With none: a link to the
 * tech centers that have open programs. Visitors get 404.
 */
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { Link } from '@/i18n/navigation';
import type { Locale } from '@/i18n/locales';
import { pageCtx } from '@/server/page-context';
import { requireSignedIn } from '@/server/page-guards';
import { formatDate } from '@/lib/format';
import { privatePageMetadata } from '@/ui/seo';
import { ScrollRegion } from '@/ui/scroll-region';
import { listIncubationApplications } from '@/modules/programs/incubation';
import { ResultBadge } from '@/modules/programs/ui/result-badge';

type Props = { params: Promise<{ locale: Locale }> };

export const generateMetadata = privatePageMetadata('incubationApplications', 'title');

export default async function IncubationApplicationsPage({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const ctx = await pageCtx(locale);
  requireSignedIn(ctx);
  const [t, tp, groups] = await Promise.all([
    getTranslations('incubationApplications'),
    getTranslations('programApplications'),
    listIncubationApplications(ctx),
  ]);
  const dates = (start: string | null, end: string | null) =>
    start || end
      ? `${start ? formatDate(start, locale) : '…'} – ${end ? formatDate(end, locale) : '…'}`
      : t('notScheduled');
  return (
    <section className="mx-auto max-w-5xl space-y-6 px-4 py-8" data-testid="incubation-applications">
      <div>
        <h1 className="text-2xl font-black">{t('title')}</h1>
        <p className="mt-1 text-slate-600">{t('intro')}</p>
      </div>
      {groups.length === 0 ? (
        <div className="rounded-xl border border-slate-200 bg-white p-4">
          <p className="text-slate-600">{t('none')}</p>
          <Link
            href={{ pathname: '/tech-centers', query: { open: 'yes' } }}
            className="mt-3 inline-block font-semibold text-brand-700 underline"
          >
            {t('findPrograms')}
          </Link>
        </div>
      ) : (
        groups.map((group) => (
          <div key={group.startup.id} className="rounded-xl border border-slate-200 bg-white p-4">
            <h2 className="text-lg font-bold">
              <Link
                href={{ pathname: '/startup/[seoUrl]', params: { seoUrl: group.startup.seoUrl } }}
                className="hover:underline"
              >
                {group.startup.name}
              </Link>
            </h2>
            <ScrollRegion label={t('startupApplications', { name: group.startup.name })} className="mt-3">
              <table className="w-full min-w-[40rem] text-left text-sm">
                <thead className="text-slate-500">
                  <tr>
                    <th className="py-2">{t('program')}</th>
                    <th>{t('organization')}</th>
                    <th>{t('programDates')}</th>
                    <th>{t('appliedAt')}</th>
                    <th>{t('result')}</th>
                  </tr>
                </thead>
                <tbody>
                  {group.applications.map((a) => (
                    <tr key={a.id} className="border-t border-slate-200">
                      <td className="py-2">
                        <Link
                          href={{ pathname: '/program/[seoUrl]', params: { seoUrl: a.program.seoUrl } }}
                          className="font-semibold underline"
                        >
                          {a.program.name}
                        </Link>
                        <span className="block text-xs text-slate-500">{a.program.type}</span>
                      </td>
                      <td>
                        <Link
                          href={{
                            pathname: '/tech-center/[seoUrl]/[[...fromHeader]]',
                            params: { seoUrl: a.organization.seoUrl, fromHeader: undefined },
                          }}
                          className="underline"
                        >
                          {a.organization.name}
                        </Link>
                      </td>
                      <td>{dates(a.program.startDate, a.program.endDate)}</td>
                      <td>{formatDate(a.appliedAt, locale)}</td>
                      <td>
                        <ResultBadge result={a.publicResult} label={tp(`results.${a.publicResult}`)} />
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </ScrollRegion>
          </div>
        ))
      )}
    </section>
  );
}
