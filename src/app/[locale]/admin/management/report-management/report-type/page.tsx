/**
 * /admin/management/report-management/report-type (TR …/rapor-yonetimi/rapor-turu; issue 16 §2
 * "types"; D §2 `report-management/report-type`; D §7 "management create, update, delete for …
 * type"): a new type's form, then every type with its names, order, switch and number of
 * reports, its edit form and delete button (refused while reports use it).
 */
import { getTranslations, setRequestLocale } from 'next-intl/server';
import type { Locale } from '@/i18n/locales';
import { pageCtx } from '@/server/page-context';
import { requirePermission } from '@/server/page-guards';
import { privatePageMetadata } from '@/ui/seo';
import { listTypesForAdmin, REPORT_MANAGEMENT_GUARD } from '@/modules/reports/admin';
import { DeleteButton } from '@/modules/reports/ui/admin-delete-button';
import { TypeForm } from '@/modules/reports/ui/admin-type-form';

type Props = { params: Promise<{ locale: Locale }> };

export const generateMetadata = privatePageMetadata('reportAdmin', 'type.title');

export default async function ReportTypesPage({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const ctx = await pageCtx(locale);
  requirePermission(ctx, REPORT_MANAGEMENT_GUARD);
  const [t, types] = await Promise.all([getTranslations('reportAdmin'), listTypesForAdmin(ctx)]);
  return (
    <section className="mx-auto max-w-5xl px-4 py-8" data-testid="report-types">
      <h1 className="text-2xl font-black">{t('type.title')}</h1>
      <p className="mt-1 text-slate-600">{t('type.intro')}</p>
      <section
        aria-labelledby="type-new"
        className="mt-6 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
      >
        <h2 id="type-new" className="mb-4 text-lg font-bold">
          {t('type.new')}
        </h2>
        <TypeForm testId="type-new-form" />
      </section>
      <h2 id="type-list" tabIndex={-1} className="mt-10 text-lg font-bold">
        {t('type.list', { count: types.length })}
      </h2>
      {types.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600">{t('type.none')}</p>
      ) : (
        <ul className="mt-4 space-y-4">
          {types.map((type) => {
            const name = locale === 'tr' ? type.nameTr : type.nameEn;
            return (
              <li
                key={type.id}
                className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
                data-testid={`type-${type.id}`}
              >
                <h3 className="text-base font-bold break-words">{name}</h3>
                <p className="mt-1 text-sm text-slate-600">
                  {type.nameEn} / {type.nameTr} · {t('common.order')} {type.sortOrder} ·{' '}
                  {type.isActive ? t('common.active') : t('common.inactive')} ·{' '}
                  {t('type.reports', { count: type.reportCount })}
                </p>
                <div className="mt-2 text-sm">
                  <DeleteButton kind="type" id={type.id} name={name} headingId="type-list" />
                </div>
                <details className="mt-3">
                  <summary className="cursor-pointer text-sm font-semibold text-brand-700">
                    {t('common.editOf', { name })}
                  </summary>
                  <div className="mt-3">
                    <TypeForm
                      id={type.id}
                      initial={{
                        nameEn: type.nameEn,
                        nameTr: type.nameTr,
                        sortOrder: type.sortOrder,
                        isActive: type.isActive,
                      }}
                    />
                  </div>
                </details>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
