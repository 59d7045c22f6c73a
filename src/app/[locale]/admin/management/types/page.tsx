/**
 * /admin/management/types (TR /yonetici/yonetim/tipler; issue 17 §1 "types: every reference type
 * list of P §3 (id, EN/TR name, parent, order, active); a type in use cannot be deleted, only
 * deactivated"; D §2 `types`; D §6 super admin). Super admins only (404 for everyone else).
 * `?category=<list id>` picks the list (default: startup sectors); the lists come with their
 * item counts; the chosen list's items are edited in place (./types-admin-editor.tsx).
 */
import { getTranslations, setRequestLocale } from 'next-intl/server';
import type { Locale } from '@/i18n/locales';
import { pageCtx } from '@/server/page-context';
import { inputClass } from '@/ui/form';
import { privatePageMetadata } from '@/ui/seo';
import { guardAdminPage } from '@/modules/admin/page-guards';
import { queryValue } from '@/modules/admin/ui/admin-bits';
import { listTypeCategories, listTypeItems } from '@/modules/reference/types-admin';
import { TYPE_LIST_IDS } from '@/modules/reference/data/type-list-ids';
import { TypesAdminIntl } from '@/modules/reference/ui/types-admin-intl';
import { TypeItemsEditor } from '@/modules/reference/ui/types-admin-editor';

type Props = {
  params: Promise<{ locale: Locale }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export const generateMetadata = privatePageMetadata('typesAdmin', 'title');

export default async function TypesManagementPage({ params, searchParams }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const ctx = await pageCtx(locale);
  guardAdminPage(ctx, 'super');
  const [t, categories] = await Promise.all([getTranslations('typesAdmin'), listTypeCategories(ctx)]);
  const asked = Number(queryValue((await searchParams).category, 6));
  const chosen =
    categories.find((c) => c.id === asked) ??
    categories.find((c) => c.id === TYPE_LIST_IDS.startupSector) ??
    categories[0];
  const list = chosen ? await listTypeItems(ctx, chosen.id) : undefined;
  const nameOf = (c: { nameEn: string; nameTr: string }) => (locale === 'tr' ? c.nameTr : c.nameEn);
  return (
    <section className="px-4 py-8 lg:px-0" data-testid="types-admin">
      <h1 className="text-2xl font-black">{t('title')}</h1>
      <p className="mt-1 max-w-3xl text-slate-600">{t('intro')}</p>
      {categories.length === 0 ? (
        <p className="mt-6 text-sm text-slate-600">{t('noLists')}</p>
      ) : (
        <form method="get" className="mt-6 flex flex-wrap items-end gap-3 text-sm">
          <div className="min-w-0 flex-1 sm:max-w-md">
            <label htmlFor="types-category" className="mb-1 block font-medium">
              {t('chooseList')}
            </label>
            <select
              id="types-category"
              name="category"
              defaultValue={chosen?.id}
              className={`${inputClass} bg-white`}
            >
              {categories.map((c) => (
                <option key={c.id} value={c.id}>
                  {t('listOption', { name: nameOf(c), count: c.itemCount, active: c.activeCount })}
                </option>
              ))}
            </select>
          </div>
          <button
            type="submit"
            className="rounded-lg bg-brand-600 px-4 py-2 font-semibold text-white hover:bg-brand-700"
          >
            {t('show')}
          </button>
        </form>
      )}
      {list ? (
        <TypesAdminIntl>
          <p className="mt-4 text-sm text-slate-600">
            {t('listSummary', {
              key: list.category.key,
              id: list.category.id,
              count: list.category.itemCount,
              active: list.category.activeCount,
            })}
          </p>
          <TypeItemsEditor
            key={list.category.id}
            categoryId={list.category.id}
            categoryName={nameOf(list.category)}
            initialItems={list.items}
          />
        </TypesAdminIntl>
      ) : null}
    </section>
  );
}
