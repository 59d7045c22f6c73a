/**
 * /dashboard/management (TR /panel/yonetim; issue 15 §5, dashboard-and-operations §2 "Management"):
 * the startups, organizations, providers and programs the signed-in user manages, each with its
 * public page, its editor and the scopes they hold. Visitors get 404.
 */
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { Link } from '@/i18n/navigation';
import type { Locale } from '@/i18n/locales';
import { pageCtx } from '@/server/page-context';
import { requireSignedIn } from '@/server/page-guards';
import { privatePageMetadata } from '@/ui/seo';
import { listManagedEntities, type ManagedEntity } from '@/modules/access/managed';

type Props = { params: Promise<{ locale: Locale }> };

export const generateMetadata = privatePageMetadata('management', 'title');

function publicHref(entity: ManagedEntity) {
  switch (entity.kind) {
    case 'startup':
      return { pathname: '/startup/[seoUrl]' as const, params: { seoUrl: entity.seoUrl } };
    case 'organization':
      return {
        pathname: '/tech-center/[seoUrl]/[[...fromHeader]]' as const,
        params: { seoUrl: entity.seoUrl, fromHeader: undefined },
      };
    case 'provider':
      return { pathname: '/providers/[seoUrl]' as const, params: { seoUrl: entity.seoUrl } };
    case 'program':
      return { pathname: '/program/[seoUrl]' as const, params: { seoUrl: entity.seoUrl } };
  }
}

function editHref(entity: ManagedEntity) {
  switch (entity.kind) {
    case 'startup':
      return { pathname: '/profile/edit-startup/[seoUrl]' as const, params: { seoUrl: entity.seoUrl } };
    case 'organization':
      return {
        pathname: '/dashboard/add-organizer/[[...seoUrl]]' as const,
        params: { seoUrl: [entity.seoUrl] },
      };
    case 'provider':
      return {
        pathname: '/dashboard/add-provider/[[...seoUrl]]' as const,
        params: { seoUrl: [entity.seoUrl] },
      };
    case 'program':
      return {
        pathname: '/dashboard/add-program/[[...seoUrl]]' as const,
        params: { seoUrl: [entity.seoUrl] },
      };
  }
}

export default async function ManagementPage({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const ctx = await pageCtx(locale);
  requireSignedIn(ctx);
  const [t, managed] = await Promise.all([getTranslations('management'), listManagedEntities(ctx)]);
  const kinds = ['startup', 'organization', 'provider', 'program'] as const;
  const empty = kinds.every((k) => managed[k].length === 0);
  return (
    <section className="mx-auto max-w-4xl px-4 py-8" data-testid="management">
      <h1 className="text-2xl font-black">{t('title')}</h1>
      <p className="mt-1 text-slate-600">{t('intro')}</p>
      {empty && <p className="mt-6 text-slate-600">{t('none')}</p>}
      {kinds
        .filter((kind) => managed[kind].length > 0)
        .map((kind) => (
          <div key={kind} className="mt-8">
            <h2 className="text-lg font-bold">{t(`kinds.${kind}`)}</h2>
            <ul className="mt-3 space-y-3">
              {managed[kind].map((entity) => (
                <li key={entity.id} className="rounded-xl border border-slate-200 bg-white p-4">
                  <div className="flex flex-wrap items-center justify-between gap-3">
                    <Link href={publicHref(entity)} className="font-semibold text-brand-700 underline">
                      {entity.name}
                    </Link>
                    <Link href={editHref(entity)} className="text-sm font-semibold text-brand-700 underline">
                      {t('edit', { name: entity.name })}
                    </Link>
                  </div>
                  <p className="mt-2 text-sm text-slate-600">
                    {t('scopes')}{' '}
                    {entity.scopes.map((scope) => (
                      <span
                        key={scope}
                        className="mr-1 inline-block rounded bg-slate-100 px-1.5 py-0.5 font-mono text-xs break-all text-slate-800"
                      >
                        {scope}
                      </span>
                    ))}
                  </p>
                </li>
              ))}
            </ul>
          </div>
        ))}
    </section>
  );
}
