'use client';
/**
 * A report's form (issue 16 §2 "reports (order, active)"; D §3 "Report: index, seoUrl, fileName,
 * category, type, …, order, is-active"; D §7 "create and update report as multipart"): category
 * (fixed on a category's page), type, English and Turkish title and summary, address, file name,
 * publication date, order and active switch. The form kit over `reportInput`; sent as
 * multipart/form-data to `POST …/management/reports` (new) or `PUT …/reports/{id}`. After a new
 * report the page offers its first version.
 */
import { useState } from 'react';
import { useRouter } from 'next/navigation';
import { useLocale, useTranslations } from 'next-intl';
import { Link } from '@/i18n/navigation';
import { quietApi } from '@/ui/api/client';
import { multipart } from '@/ui/api/multipart';
import { Field, FormSubmit, useZodForm, ZodForm } from '@/ui/form-kit';
import { reportInput } from '../admin-validation';

/** A report as its form edits it (titles and summaries per language, category, type, address, file name, date, order, active). */
export interface ReportFormValues {
  categoryId: number | '';
  typeId: number | '';
  seoUrl: string;
  fileName: string;
  titleEn: string;
  titleTr: string;
  summaryEn: string;
  summaryTr: string;
  /** YYYY-MM-DD. */
  publishedAt: string;
  sortOrder: number;
  isActive: boolean;
}

/** An option of a select: id and label. */
export interface Choice {
  id: number;
  name: string;
}

/** Creates (no `id`) or edits a report; `onCreated` gets the new id and its title in the page's language. */
export function ReportForm({
  id,
  initial,
  categories,
  types,
  fixedCategory,
  onCreated,
  testId,
}: {
  /** The report edited; a new one when absent. */
  id?: number;
  initial: ReportFormValues;
  categories: Choice[];
  types: Choice[];
  /** The category's page: the category is not asked. */
  fixedCategory?: Choice;
  /** After a new report was saved, with its id. */
  onCreated?: (id: number, title: string) => void;
  testId?: string;
}) {
  const t = useTranslations('reportAdmin');
  const locale = useLocale();
  const router = useRouter();
  const defaults = {
    ...initial,
    categoryId: String(fixedCategory?.id ?? initial.categoryId),
    typeId: String(initial.typeId),
    sortOrder: String(initial.sortOrder),
  };
  const form = useZodForm(reportInput, defaults);
  return (
    <ZodForm
      form={form}
      testId={testId}
      className="grid gap-4 sm:grid-cols-2"
      success={id ? t('common.saved') : t('report.created')}
      onSubmit={async (values) => {
        const { data, error, response } = id
          ? await quietApi.PUT('/api/v2/reports/management/reports/{id}', {
              params: { path: { id } },
              body: values,
              ...multipart,
            })
          : await quietApi.POST('/api/v2/reports/management/reports', { body: values, ...multipart });
        if (!response.ok || !data) return { ok: false, error };
        if (!id) {
          form.reset(defaults);
          onCreated?.(data.data.id, locale === 'tr' ? values.titleTr : values.titleEn);
        }
        router.refresh();
        return { ok: true };
      }}
    >
      {fixedCategory ? (
        <input type="hidden" {...form.register('categoryId')} />
      ) : (
        <Field name="categoryId" label={t('report.category')} required>
          {(control) => (
            <select {...control} className={`${control.className} bg-white`}>
              <option value="">{t('common.choose')}</option>
              {categories.map((c) => (
                <option key={c.id} value={String(c.id)}>
                  {c.name}
                </option>
              ))}
            </select>
          )}
        </Field>
      )}
      <Field name="typeId" label={t('report.type')} required>
        {(control) => (
          <select {...control} className={`${control.className} bg-white`}>
            <option value="">{t('common.choose')}</option>
            {types.map((c) => (
              <option key={c.id} value={String(c.id)}>
                {c.name}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field name="titleEn" label={t('report.titleEn')} required />
      <Field name="titleTr" label={t('report.titleTr')} required />
      <Field
        name="seoUrl"
        label={t('common.seoUrl')}
        hint={t('common.seoUrlHint')}
        required
        autoComplete="off"
        spellCheck={false}
      />
      <Field
        name="fileName"
        label={t('report.fileName')}
        hint={t('report.fileNameHint')}
        required
        autoComplete="off"
        spellCheck={false}
      />
      <Field name="summaryEn" label={t('report.summaryEn')}>
        {(control) => <textarea {...control} rows={3} />}
      </Field>
      <Field name="summaryTr" label={t('report.summaryTr')}>
        {(control) => <textarea {...control} rows={3} />}
      </Field>
      <Field
        name="publishedAt"
        label={t('report.publishedAt')}
        hint={t('report.publishedAtHint')}
        type="date"
      />
      <Field
        name="sortOrder"
        label={t('common.order')}
        hint={t('common.orderHint')}
        type="number"
        min={0}
        inputMode="numeric"
      />
      <label className="flex items-center gap-2 text-sm font-medium sm:col-span-2">
        <input type="checkbox" className="size-4" {...form.register('isActive')} />
        {t('common.active')}
      </label>
      <div className="sm:col-span-2">
        <FormSubmit busyLabel={t('common.saving')}>{id ? t('common.save') : t('report.create')}</FormSubmit>
      </div>
    </ZodForm>
  );
}

/**
 * The "new report" form of the report list and a category's page: after a save it offers the
 * new report's first version (a link to the versions screen with the report chosen).
 */
export function NewReportForm(props: {
  categories: Choice[];
  types: Choice[];
  fixedCategory?: Choice;
  testId?: string;
}) {
  const t = useTranslations('reportAdmin');
  const [created, setCreated] = useState<{ id: number; title: string } | null>(null);
  const empty: ReportFormValues = {
    categoryId: '',
    typeId: '',
    seoUrl: '',
    fileName: '',
    titleEn: '',
    titleTr: '',
    summaryEn: '',
    summaryTr: '',
    publishedAt: '',
    sortOrder: 0,
    isActive: true,
  };
  return (
    <div className="space-y-4">
      {created && (
        <p role="status" className="rounded-lg bg-emerald-50 p-3 text-sm text-emerald-800">
          {t('report.createdNext', { title: created.title })}{' '}
          <Link
            href={{
              pathname: '/admin/management/report-management/report-version',
              query: { reportId: String(created.id) },
            }}
            className="font-semibold underline"
          >
            {t('report.addFirstVersion')}
          </Link>
        </p>
      )}
      <ReportForm {...props} initial={empty} onCreated={(id, title) => setCreated({ id, title })} />
    </div>
  );
}
