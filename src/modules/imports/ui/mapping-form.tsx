'use client';
/**
 * The mapping step (issue 17 §3 "a column-mapping step with suggestions by name similarity (EN
 * and TR)", "categories matched to sectors with a mapping the admin can adjust"): a select of the
 * file's columns for each of our fields (the suggested column marked), then a table with each
 * category value of the sectors column and a select of our sectors (or Ignore). Saved with
 * `PUT /api/v2/admin/imports/{id}/mapping`; the page then reloads its preview.
 */
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { z } from 'zod';
import { quietApi } from '@/ui/api/client';
import { Field, FormSubmit, useZodForm, ZodForm } from '@/ui/form-kit';
import { ScrollRegion } from '@/ui/scroll-region';

export interface MappingField {
  field: string;
  column: number | null;
  suggested: number | null;
  samples: string[];
}
export interface MappingCategory {
  key: string;
  value: string;
  rows: number;
  sectorId: number | null;
}

const schema = z.object({
  mapping: z.record(z.string(), z.string()),
  categories: z.record(z.string(), z.string()),
});

/** Props: the run id, the file's columns, our fields with their columns, the categories and the sectors to choose from. */
export function MappingForm({
  runId,
  columns,
  fields,
  categories,
  sectors,
}: {
  runId: number;
  columns: string[];
  fields: MappingField[];
  categories: MappingCategory[];
  sectors: Array<{ id: number; name: string }>;
}) {
  const t = useTranslations('dataAddTool');
  const router = useRouter();
  // Category keys may hold dots: the form names them by position.
  const defaults = {
    mapping: Object.fromEntries(fields.map((f) => [f.field, f.column === null ? '' : String(f.column)])),
    categories: Object.fromEntries(
      categories.map((c, i) => [`c${i}`, c.sectorId === null ? '' : String(c.sectorId)]),
    ),
  };
  const form = useZodForm(schema, defaults);
  const label = (field: string) => t(`fields.${field}` as 'fields.name');
  return (
    <ZodForm
      form={form}
      testId="import-mapping-form"
      requiredNote={false}
      success={t('mapping.saved')}
      className="space-y-6"
      onSubmit={async (values) => {
        const mapping = Object.fromEntries(
          Object.entries(values.mapping).map(([field, column]) => [
            field,
            column === '' ? null : Number(column),
          ]),
        );
        const body = {
          mapping,
          categories: categories.map((c, i) => ({
            key: c.key,
            sectorId: values.categories[`c${i}`] ? Number(values.categories[`c${i}`]) : null,
          })),
        };
        const { error, response } = await quietApi.PUT('/api/v2/admin/imports/{id}/mapping', {
          params: { path: { id: runId } },
          body,
        });
        if (!response.ok) return { ok: false, error };
        router.refresh();
        return { ok: true };
      }}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        {fields.map((f) => (
          <Field
            key={f.field}
            name={`mapping.${f.field}`}
            label={label(f.field)}
            required={f.field === 'name'}
            hint={
              [
                t.has(`fieldHints.${f.field}` as 'fieldHints.name')
                  ? t(`fieldHints.${f.field}` as 'fieldHints.name')
                  : '',
                f.samples.length ? `${t('mapping.samples')}: ${f.samples.join(' · ')}` : '',
              ]
                .filter(Boolean)
                .join(' ') || undefined
            }
          >
            {(control) => (
              <select {...control} className={`${control.className} bg-white`} data-testid={`map-${f.field}`}>
                <option value="">{t('mapping.notImported')}</option>
                {columns.map((name, i) => (
                  <option key={i} value={String(i)}>
                    {name}
                    {f.suggested === i ? ` (${t('mapping.suggested')})` : ''}
                  </option>
                ))}
              </select>
            )}
          </Field>
        ))}
      </div>
      <section aria-labelledby="categories-title">
        <h3 id="categories-title" className="text-base font-bold">
          {t('mapping.categoriesTitle')}
        </h3>
        <p className="mt-1 text-sm text-slate-600">{t('mapping.categoriesIntro')}</p>
        {categories.length === 0 ? (
          <p className="mt-2 text-sm text-slate-600">{t('mapping.noCategories')}</p>
        ) : (
          <ScrollRegion label={t('mapping.categoriesCaption')} className="mt-3">
            <table className="w-full min-w-[22rem] text-left text-sm" data-testid="category-mapping">
              <caption className="sr-only">{t('mapping.categoriesCaption')}</caption>
              <thead>
                <tr className="border-b border-slate-200">
                  <th scope="col" className="py-2 pr-3">
                    {t('mapping.category')}
                  </th>
                  <th scope="col" className="py-2 pr-3 text-right">
                    {t('mapping.rows')}
                  </th>
                  <th scope="col" className="py-2">
                    {t('mapping.sector')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {categories.map((c, i) => (
                  <tr key={c.key} className="border-b border-slate-100">
                    <th scope="row" className="py-2 pr-3 font-medium break-words">
                      {c.value}
                    </th>
                    <td className="py-2 pr-3 text-right">{c.rows}</td>
                    <td className="py-2">
                      <select
                        {...form.register(`categories.c${i}`)}
                        aria-label={t('mapping.sectorFor', { value: c.value })}
                        className="w-full rounded-lg border border-slate-300 bg-white px-2 py-1.5"
                      >
                        <option value="">{t('mapping.ignore')}</option>
                        {sectors.map((s) => (
                          <option key={s.id} value={String(s.id)}>
                            {s.name}
                          </option>
                        ))}
                      </select>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </ScrollRegion>
        )}
      </section>
      <FormSubmit busyLabel={t('mapping.saving')}>{t('mapping.save')}</FormSubmit>
    </ZodForm>
  );
}
