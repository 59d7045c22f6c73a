/**
 * /dashboard/organizers (TR /panel/organizatorler; dashboard-and-operations §2 "my
 * organizations"): the viewer's organizations with their approval state. Visitors get 404.
 */
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { Link } from '@/i18n/navigation';
import type { Locale } from '@/i18n/locales';
import { pageCtx } from '@/server/page-context';
import { requireSignedIn } from '@/server/page-guards';
import { privatePageMetadata } from '@/ui/seo';
import { listMyOrganizations } from '@/modules/organizations/organizer';

type Props = { params: Promise<{ locale: Locale }> };

export const generateMetadata = privatePageMetadata('organizer', 'listTitle');

export default async function MyOrganizationsPage({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const ctx = await pageCtx(locale);
  requireSignedIn(ctx);
  const [t, mine] = await Promise.all([getTranslations('organizer'), listMyOrganizations(ctx)]);
  return (
    <section className="mx-auto max-w-4xl px-4 py-8">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-black">{t('listTitle')}</h1>
        <Link
          href={{ pathname: '/dashboard/add-organizer/[[...seoUrl]]', params: { seoUrl: undefined } }}
          className="rounded-lg bg-brand-600 px-4 py-2 font-semibold text-white hover:bg-brand-700"
        >
          {t('add')}
        </Link>
      </div>
      {mine.length === 0 && <p className="mt-6 text-slate-600">{t('none')}</p>}
      <ul className="mt-6 space-y-3" data-testid="my-organizations">
        {mine.map((o) => (
          <li
            key={o.id}
            className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-slate-200 bg-white p-4"
          >
            <span className="font-semibold">{o.name}</span>
            <span
              className={`rounded-full px-2 py-0.5 text-xs font-semibold ${o.isApproved ? 'bg-emerald-50 text-emerald-800' : 'bg-amber-50 text-amber-900'}`}
            >
              {o.isApproved ? t('approved') : t('pending')}
            </span>
            <span className="flex gap-3 text-sm">
              <Link
                href={{ pathname: '/dashboard/add-organizer/[[...seoUrl]]', params: { seoUrl: [o.seoUrl] } }}
                className="font-semibold text-brand-700 underline"
              >
                {t('edit')}
              </Link>
              <Link
                href={{ pathname: '/dashboard/programs/[[...seoUrl]]', params: { seoUrl: [o.seoUrl] } }}
                className="font-semibold text-brand-700 underline"
              >
                {t('programs')}
              </Link>
              {o.isApproved && (
                <Link
                  href={{
                    pathname: '/tech-center/[seoUrl]/[[...fromHeader]]',
                    params: { seoUrl: o.seoUrl, fromHeader: undefined },
                  }}
                  className="underline"
                >
                  {t('view')}
                </Link>
              )}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
