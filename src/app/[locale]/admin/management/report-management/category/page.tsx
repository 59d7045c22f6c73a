/**
 * /admin/management/report-management/category (TR …/rapor-yonetimi/kategori; issue 16 §2; D §2
 * `report-management/category`; D §3 "Report category: targetCountryIds, reportCategoryLocales (id,
 * language), cover images and gallery images per language"): a new category's form, then every
 * category with its reports' link, its edit form, its cover and gallery per language and its
 * delete button (refused while it has reports). Super admins and report admins only.
 */
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { Link } from '@/i18n/navigation';
import type { Locale } from '@/i18n/locales';
import { pageCtx } from '@/server/page-context';
import { requirePermission } from '@/server/page-guards';
import { privatePageMetadata } from '@/ui/seo';
import { listCountries } from '@/modules/reference/reference';
import { listCategoriesForAdmin, REPORT_MANAGEMENT_GUARD } from '@/modules/reports/admin';
import { GALLERY_MAX_IMAGES } from '@/modules/reports/admin-validation';
import { CategoryForm } from '@/modules/reports/ui/admin-category-form';
import { CategoryImages } from '@/modules/reports/ui/admin-category-images';
import { DeleteButton } from '@/modules/reports/ui/admin-delete-button';

type Props = { params: Promise<{ locale: Locale }> };

export const generateMetadata = privatePageMetadata('reportAdmin', 'category.title');

export default async function ReportCategoriesPage({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const ctx = await pageCtx(locale);
  requirePermission(ctx, REPORT_MANAGEMENT_GUARD);
  const [t, categories, countries] = await Promise.all([
    getTranslations('reportAdmin'),
    listCategoriesForAdmin(ctx),
    listCountries(ctx.db, locale),
  ]);
  const options = countries.map((c) => ({ id: c.id, name: c.name }));
  const countryName = new Map(options.map((o) => [o.id, o.name]));
  return (
    <section className="mx-auto max-w-5xl px-4 py-8" data-testid="report-categories">
      <h1 className="text-2xl font-black">{t('category.title')}</h1>
      <p className="mt-1 text-slate-600">{t('category.intro')}</p>
      <section
        aria-labelledby="category-new"
        className="mt-6 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
      >
        <h2 id="category-new" className="mb-4 text-lg font-bold">
          {t('category.new')}
        </h2>
        <CategoryForm countries={options} testId="category-new-form" />
      </section>
      <h2 id="category-list" tabIndex={-1} className="mt-10 text-lg font-bold">
        {t('category.list', { count: categories.length })}
      </h2>
      {categories.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600">{t('category.none')}</p>
      ) : (
        <ul className="mt-4 space-y-4">
          {categories.map((c) => {
            const name = (c.locales.find((l) => l.language === locale) ?? c.locales[0])?.name ?? c.seoUrl;
            return (
              <li
                key={c.id}
                className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
                data-testid={`category-${c.seoUrl}`}
              >
                <h3 className="text-base font-bold break-words">{name}</h3>
                <p className="mt-1 text-sm break-all text-slate-600">
                  /{c.seoUrl} · {c.isActive ? t('common.active') : t('common.inactive')}
                </p>
                <p className="mt-1 text-sm">
                  {t('category.countriesList')}:{' '}
                  {c.targetCountryIds.length
                    ? c.targetCountryIds.map((id) => countryName.get(id) ?? id).join(', ')
                    : t('category.noCountries')}
                </p>
                <div className="mt-2 flex flex-wrap gap-x-4 gap-y-2 text-sm">
                  <Link
                    href={{
                      pathname: '/admin/management/report-management/report/[categoryId]',
                      params: { categoryId: String(c.id) },
                    }}
                    className="font-semibold text-brand-700 underline"
                  >
                    {t('category.reports', { count: c.reportCount, name })}
                  </Link>
                  <DeleteButton kind="category" id={c.id} name={name} headingId="category-list" />
                </div>
                <details className="mt-3">
                  <summary className="cursor-pointer text-sm font-semibold text-brand-700">
                    {t('common.editOf', { name })}
                  </summary>
                  <div className="mt-3">
                    <CategoryForm
                      id={c.id}
                      countries={options}
                      initial={{
                        seoUrl: c.seoUrl,
                        targetCountryIds: c.targetCountryIds,
                        sortOrder: c.sortOrder,
                        isActive: c.isActive,
                        locales: (['en', 'tr'] as const).map((language) => {
                          const l = c.locales.find((x) => x.language === language);
                          return { language, name: l?.name ?? '', description: l?.description ?? '' };
                        }),
                      }}
                    />
                  </div>
                </details>
                <details className="mt-3">
                  <summary className="cursor-pointer text-sm font-semibold text-brand-700">
                    {t('category.imagesOf', { name })}
                  </summary>
                  <div className="mt-3">
                    <CategoryImages
                      categoryId={c.id}
                      name={name}
                      locales={c.locales}
                      gallery={c.gallery}
                      galleryMax={GALLERY_MAX_IMAGES}
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
