/**
 * /dashboard/programs/{seoUrl?} (TR /panel/programlar/{seoUrl?}; dashboard-and-operations §2
 * "programs of an organization"): the programs the viewer manages — of every organization they
 * hold WRITE on, or of the organization `seoUrl` — with links to edit them, see their
 * applications and add a program. Visitors and others get 404.
 */
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { Link } from '@/i18n/navigation';
import type { Locale } from '@/i18n/locales';
import { pageCtx } from '@/server/page-context';
import { requireSignedIn } from '@/server/page-guards';
import { formatDateRange } from '@/lib/format';
import { privatePageMetadata } from '@/ui/seo';
import { listMyOrganizations } from '@/modules/organizations/organizer';
import { listManagedPrograms } from '@/modules/programs/program-editor';

type Props = { params: Promise<{ locale: Locale; seoUrl?: string[] }> };

export const generateMetadata = privatePageMetadata('programEditor', 'listTitle');

export default async function MyProgramsPage({ params }: Props) {
  const { locale, seoUrl } = await params;
  setRequestLocale(locale);
  const ctx = await pageCtx(locale);
  requireSignedIn(ctx);
  if (seoUrl && seoUrl.length > 1) notFound();
  const t = await getTranslations('programEditor');
  const organizations = await listMyOrganizations(ctx);
  const only = seoUrl?.[0]
    ? organizations.find((o) => o.seoUrl === decodeURIComponent(seoUrl[0]!))
    : undefined;
  if (seoUrl?.[0] && !only) notFound();
  const shown = only ? [only] : organizations;
  const programs = await listManagedPrograms(ctx, only?.id);
  return (
    <section className="mx-auto max-w-4xl px-4 py-8">
      <h1 className="text-2xl font-black">
        {only ? t('forOrganization', { name: only.name }) : t('listTitle')}
      </h1>
      <div className="mt-4 flex flex-wrap gap-2">
        {shown.map((o) => (
          <Link
            key={o.id}
            href={{
              pathname: '/dashboard/add-program/[[...seoUrl]]',
              params: { seoUrl: undefined },
              query: { organizationId: String(o.id) },
            }}
            className="rounded-lg bg-brand-600 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-700"
          >
            {t('addFor', { name: o.name })}
          </Link>
        ))}
      </div>
      {programs.length === 0 && <p className="mt-6 text-slate-600">{t('none')}</p>}
      <ul className="mt-6 space-y-3" data-testid="my-programs">
        {programs.map((p) => (
          <li
            key={p.id}
            className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-slate-200 bg-white p-4"
          >
            <span>
              <span className="block font-semibold">{p.name}</span>
              <span className="text-sm text-slate-600">
                {p.organizationName} · {formatDateRange(p.applyStartDate, p.applyEndDate, locale)}
              </span>
            </span>
            <span className="flex gap-3 text-sm">
              <Link
                href={{ pathname: '/dashboard/add-program/[[...seoUrl]]', params: { seoUrl: [p.seoUrl] } }}
                className="font-semibold text-brand-700 underline"
              >
                {t('edit')}
              </Link>
              <Link
                href={{ pathname: '/dashboard/applications-my-programs', query: { programId: String(p.id) } }}
                className="font-semibold text-brand-700 underline"
              >
                {t('applications')}
              </Link>
              <Link
                href={{ pathname: '/program/[seoUrl]', params: { seoUrl: p.seoUrl } }}
                className="underline"
              >
                {t('view')}
              </Link>
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
