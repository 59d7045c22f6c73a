'use client';
/**
 * A report type's form (issue 16 §2 "types"; D §7 "management create, update … for type"):
 * English and Turkish names, order and active switch. The form kit over `typeInput`; saved with
 * `POST …/management/types` (new) or `PUT …/types/{id}`, then the page reloads.
 */
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { quietApi } from '@/ui/api/client';
import { Field, FormSubmit, useZodForm, ZodForm } from '@/ui/form-kit';
import { typeInput } from '../admin-validation';

/** A report type: EN and TR names, order, active. */
export interface TypeFormValues {
  nameEn: string;
  nameTr: string;
  sortOrder: number;
  isActive: boolean;
}

const EMPTY: TypeFormValues = { nameEn: '', nameTr: '', sortOrder: 0, isActive: true };

/** Creates (no `id`) or edits a report type. */
export function TypeForm({
  id,
  initial = EMPTY,
  testId,
}: {
  id?: number;
  initial?: TypeFormValues;
  testId?: string;
}) {
  const t = useTranslations('reportAdmin');
  const router = useRouter();
  const form = useZodForm(typeInput, { ...initial, sortOrder: String(initial.sortOrder) });
  return (
    <ZodForm
      form={form}
      testId={testId}
      className="grid gap-4 sm:grid-cols-2"
      success={id ? t('common.saved') : t('type.created')}
      onSubmit={async (values) => {
        const { error, response } = id
          ? await quietApi.PUT('/api/v2/reports/management/types/{id}', {
              params: { path: { id } },
              body: values,
            })
          : await quietApi.POST('/api/v2/reports/management/types', { body: values });
        if (!response.ok) return { ok: false, error };
        if (!id) form.reset({ ...EMPTY, sortOrder: '0' });
        router.refresh();
        return { ok: true };
      }}
    >
      <Field name="nameEn" label={t('type.nameEn')} required />
      <Field name="nameTr" label={t('type.nameTr')} required />
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
        <FormSubmit busyLabel={t('common.saving')}>{id ? t('common.save') : t('type.create')}</FormSubmit>
      </div>
    </ZodForm>
  );
}
