'use client';
/**
 * A report version's form (issue 16 §2 "versions (language, price, is-free, file type, file)";
 * D §7 "management create, update … for version"): the report, edition name, language, free or
 * priced (USD and TRY, typed in major units: "12.50"), order and the file (PDF or Excel .xlsx,
 * 50 MB at most; required for a new version, a replacement otherwise). The form kit over
 * `versionForm`; sent as multipart/form-data to `POST …/management/versions` or
 * `PUT …/versions/{id}` with prices in minor units. The server reads the file's type from its
 * bytes: a renamed text file is refused with its message beside the file field.
 */
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useWatch } from 'react-hook-form';
import { quietApi } from '@/ui/api/client';
import { multipart } from '@/ui/api/multipart';
import { Field, FormSubmit, useZodForm, ZodForm } from '@/ui/form-kit';
import { minorToMajor, REPORT_LANGUAGES, versionForm } from '../admin-validation';
import type { Choice } from './admin-report-form';

/** A version as its form edits it; prices in minor units (shown in major units). */
export interface VersionFormValues {
  reportId: number | '';
  name: string;
  language: 'en' | 'tr';
  isFree: boolean;
  /** Minor units. */
  priceUsdMinor: number;
  priceTryMinor: number;
  sortOrder: number;
}

const EMPTY_VERSION: VersionFormValues = {
  reportId: '',
  name: '',
  language: 'en',
  isFree: false,
  priceUsdMinor: 0,
  priceTryMinor: 0,
  sortOrder: 0,
};

const ACCEPT = '.pdf,.xlsx,application/pdf,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Uploads a new version (file required) or edits one (a new file replaces the old, which is deleted after saving). */
export function VersionForm({
  id,
  initial: given,
  reports,
  testId,
}: {
  /** The version edited; a new one when absent. */
  id?: number;
  /**
   * The values shown; missing ones start empty. (A server page cannot spread a constant exported
   * from this client module: it receives a reference, not the object.)
   */
  initial?: Partial<VersionFormValues>;
  /** The reports to choose from (a new version only). */
  reports: Choice[];
  testId?: string;
}) {
  const t = useTranslations('reportAdmin');
  const router = useRouter();
  const initial = { ...EMPTY_VERSION, ...given };
  const defaults = {
    ...initial,
    reportId: String(initial.reportId),
    priceUsdMinor: initial.priceUsdMinor ? minorToMajor(initial.priceUsdMinor) : '',
    priceTryMinor: initial.priceTryMinor ? minorToMajor(initial.priceTryMinor) : '',
    sortOrder: String(initial.sortOrder),
    file: undefined,
  };
  const form = useZodForm(versionForm({ fileRequired: !id }), defaults);
  const isFree = useWatch({ control: form.control, name: 'isFree' });
  return (
    <ZodForm
      form={form}
      testId={testId}
      className="grid gap-4 sm:grid-cols-2"
      success={id ? t('common.saved') : t('version.created')}
      onSubmit={async ({ file, reportId, ...values }) => {
        const body = { ...values, file: file?.[0] };
        const { error, response } = id
          ? await quietApi.PUT('/api/v2/reports/management/versions/{id}', {
              params: { path: { id } },
              body,
              ...multipart,
            })
          : await quietApi.POST('/api/v2/reports/management/versions', {
              body: { ...body, reportId },
              ...multipart,
            });
        if (!response.ok) return { ok: false, error };
        form.reset(
          id ? { ...form.getValues(), file: undefined } : { ...defaults, reportId: String(reportId) },
        );
        router.refresh();
        return { ok: true };
      }}
    >
      {id ? (
        <input type="hidden" {...form.register('reportId')} />
      ) : (
        <div className="sm:col-span-2">
          <Field name="reportId" label={t('version.report')} required>
            {(control) => (
              <select {...control} className={`${control.className} bg-white`}>
                <option value="">{t('common.choose')}</option>
                {reports.map((r) => (
                  <option key={r.id} value={String(r.id)}>
                    {r.name}
                  </option>
                ))}
              </select>
            )}
          </Field>
        </div>
      )}
      <Field name="name" label={t('version.name')} hint={t('version.nameHint')} required />
      <Field name="language" label={t('version.language')} required>
        {(control) => (
          <select {...control} className={`${control.className} bg-white`}>
            {REPORT_LANGUAGES.map((language) => (
              <option key={language} value={language}>
                {t(`common.language_${language}`)}
              </option>
            ))}
          </select>
        )}
      </Field>
      <label className="flex items-center gap-2 text-sm font-medium sm:col-span-2">
        <input type="checkbox" className="size-4" {...form.register('isFree')} />
        {t('version.isFree')}
      </label>
      {!isFree && (
        <>
          <Field
            name="priceUsdMinor"
            label={t('version.priceUsd')}
            hint={t('version.priceHint')}
            required
            inputMode="decimal"
            autoComplete="off"
          />
          <Field
            name="priceTryMinor"
            label={t('version.priceTry')}
            hint={t('version.priceHint')}
            required
            inputMode="decimal"
            autoComplete="off"
          />
        </>
      )}
      <Field
        name="sortOrder"
        label={t('common.order')}
        hint={t('common.orderHint')}
        type="number"
        min={0}
        inputMode="numeric"
      />
      <Field
        name="file"
        label={id ? t('version.replaceFile') : t('version.file')}
        hint={t('version.fileHint')}
        required={!id}
        type="file"
        accept={ACCEPT}
      >
        {(control) => <input {...control} type="file" accept={ACCEPT} className="w-full text-sm" />}
      </Field>
      <div className="sm:col-span-2">
        <FormSubmit busyLabel={t('version.uploading')}>
          {id ? t('common.save') : t('version.create')}
        </FormSubmit>
      </div>
    </ZodForm>
  );
}
