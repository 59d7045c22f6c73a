'use client';
/**
 * A report category's form (issue 16 §2; D §3 "Report category: targetCountryIds,
 * reportCategoryLocales (id, language)"; D §7 "Category create sends targetCountryIds as ids"):
 * its address, English and Turkish name and description, target countries, order and active
 * switch. The form kit over `categoryInput`, so the browser refuses what the API refuses; saved
 * with `POST …/management/categories` (new) or `PUT …/categories/{id}`, then the page reloads.
 */
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { Controller } from 'react-hook-form';
import { quietApi } from '@/ui/api/client';
import { Field, FormSubmit, useZodForm, ZodForm } from '@/ui/form-kit';
import { FilterMultiSelect, type Option } from '@/ui/multi-select';
import { categoryInput, REPORT_LANGUAGES } from '../admin-validation';

/** A category as its form edits it: address, target country ids, order, active, EN/TR names and descriptions. */
export interface CategoryFormValues {
  seoUrl: string;
  targetCountryIds: number[];
  sortOrder: number;
  isActive: boolean;
  /** English then Turkish. */
  locales: Array<{ language: 'en' | 'tr'; name: string; description: string }>;
}

const EMPTY: CategoryFormValues = {
  seoUrl: '',
  targetCountryIds: [],
  sortOrder: 0,
  isActive: true,
  locales: REPORT_LANGUAGES.map((language) => ({ language, name: '', description: '' })),
};

/** Creates (no `id`) or edits a report category; refusals land on their fields (D §7 category create sends targetCountryIds as ids). */
export function CategoryForm({
  id,
  initial = EMPTY,
  countries,
  testId,
}: {
  /** The category edited; a new one when absent. */
  id?: number;
  initial?: CategoryFormValues;
  /** Countries in the page's language. */
  countries: Option[];
  testId?: string;
}) {
  const t = useTranslations('reportAdmin');
  const router = useRouter();
  const prefix = id ? `category-${id}` : 'category-new';
  const form = useZodForm(categoryInput, { ...initial, sortOrder: String(initial.sortOrder) });
  return (
    <ZodForm
      form={form}
      testId={testId}
      className="grid gap-4 sm:grid-cols-2"
      success={id ? t('common.saved') : t('category.created')}
      onSubmit={async (values) => {
        const { error, response } = id
          ? await quietApi.PUT('/api/v2/reports/management/categories/{id}', {
              params: { path: { id } },
              body: values,
            })
          : await quietApi.POST('/api/v2/reports/management/categories', { body: values });
        if (!response.ok) return { ok: false, error };
        if (!id) form.reset({ ...EMPTY, sortOrder: '0' });
        router.refresh();
        return { ok: true };
      }}
    >
      <div className="sm:col-span-2">
        <Field
          name="seoUrl"
          label={t('common.seoUrl')}
          hint={t('common.seoUrlHint')}
          required
          autoComplete="off"
          spellCheck={false}
        />
      </div>
      {REPORT_LANGUAGES.map((language, i) => (
        <fieldset key={language} className="space-y-3 rounded-lg border border-slate-200 p-3">
          <legend className="px-1 text-sm font-semibold">{t(`common.language_${language}`)}</legend>
          <input type="hidden" {...form.register(`locales.${i}.language`)} />
          <Field
            name={`locales.${i}.name`}
            label={t('category.name', { language: t(`common.language_${language}`) })}
            required
          />
          <Field
            name={`locales.${i}.description`}
            label={t('category.description', { language: t(`common.language_${language}`) })}
          >
            {(control) => <textarea {...control} rows={3} />}
          </Field>
        </fieldset>
      ))}
      <div className="sm:col-span-2">
        <Controller
          control={form.control}
          name="targetCountryIds"
          render={({ field, fieldState }) => (
            <div className="text-sm">
              <FilterMultiSelect
                id={`${prefix}-countries`}
                label={t('category.countries')}
                hint={t('category.countriesHint')}
                options={countries}
                value={Array.isArray(field.value) ? (field.value as number[]) : []}
                onChange={(value) => field.onChange(value)}
                emptyText={t('common.noMatch')}
              />
              {fieldState.error?.message && (
                <p className="mt-1 text-sm text-red-700">{t('category.countriesInvalid')}</p>
              )}
            </div>
          )}
        />
      </div>
      <Field
        name="sortOrder"
        label={t('common.order')}
        hint={t('common.orderHint')}
        type="number"
        min={0}
        inputMode="numeric"
      />
      <label className="flex items-center gap-2 self-end text-sm font-medium">
        <input type="checkbox" className="size-4" {...form.register('isActive')} />
        {t('common.active')}
      </label>
      <div className="sm:col-span-2">
        <FormSubmit busyLabel={t('common.saving')}>{id ? t('common.save') : t('category.create')}</FormSubmit>
      </div>
    </ZodForm>
  );
}
