'use client';
/**
 * The form of an EU ecosystem organization (issue 17 §1 eu-ecosystem-management "add/edit"):
 * name, organization type, European country, city, website, English and Turkish descriptions and
 * optional latitude/longitude. The form kit over `euOrganizationInput` (the API refuses the same
 * input with the same texts); saved with `POST /api/v2/admin/eu-organizations` (new) or
 * `PUT …/{id}`; `onSaved` receives the stored organization.
 */
import { useTranslations } from 'next-intl';
import { quietApi, type ApiSchemas } from '@/ui/api/client';
import { Field, FormSubmit, useZodForm, ZodForm } from '@/ui/form-kit';
import { euOrganizationInput } from '../eu-validation';

type Organization = ApiSchemas['EuOrganizationAdmin'];
export interface Option {
  id: number;
  name: string;
}

const text = (v: string | number | null | undefined) => (v === null || v === undefined ? '' : String(v));

/** Creates (no `organization`) or edits an organization. */
export function EuOrganizationForm({
  organization,
  types,
  countries,
  onSaved,
  testId,
}: {
  organization?: Organization;
  /** The active organization types (the stored one is added when inactive). */
  types: Option[];
  countries: Option[];
  onSaved: (organization: Organization) => void;
  testId?: string;
}) {
  const t = useTranslations('euAdmin');
  const defaults = {
    name: organization?.name ?? '',
    typeId: text(organization?.typeId),
    countryId: text(organization?.countryId),
    city: organization?.city ?? '',
    website: organization?.website ?? '',
    descriptionEn: organization?.descriptionEn ?? '',
    descriptionTr: organization?.descriptionTr ?? '',
    latitude: text(organization?.latitude),
    longitude: text(organization?.longitude),
  };
  const form = useZodForm(euOrganizationInput, defaults);
  const typeOptions =
    organization && !types.some((o) => o.id === organization.typeId)
      ? [...types, { id: organization.typeId, name: t('inactiveType', { name: organization.typeName }) }]
      : types;
  const select = (name: 'typeId' | 'countryId', label: string, options: Option[]) => (
    <Field name={name} label={label} required>
      {(control) => (
        <select {...control} className={`${control.className} bg-white`}>
          <option value="">{t('choose')}</option>
          {options.map((o) => (
            <option key={o.id} value={o.id}>
              {o.name}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
  return (
    <ZodForm
      form={form}
      testId={testId}
      className="grid gap-4 sm:grid-cols-2"
      success={organization ? t('savedToast') : t('createdToast')}
      onSubmit={async (values) => {
        const { data, error, response } = organization
          ? await quietApi.PUT('/api/v2/admin/eu-organizations/{id}', {
              params: { path: { id: organization.id } },
              body: values,
            })
          : await quietApi.POST('/api/v2/admin/eu-organizations', { body: values });
        if (!response.ok || !data) return { ok: false, error };
        onSaved(data.data);
        return { ok: true };
      }}
    >
      <div className="sm:col-span-2">
        <Field name="name" label={t('name')} required autoComplete="off" />
      </div>
      {select('typeId', t('type'), typeOptions)}
      {select('countryId', t('country'), countries)}
      <Field name="city" label={t('city')} autoComplete="off" />
      <Field name="website" label={t('website')} type="url" inputMode="url" hint={t('websiteHint')} />
      <div className="sm:col-span-2">
        <Field name="descriptionEn" label={t('descriptionEn')}>
          {(control) => <textarea {...control} rows={3} lang="en" />}
        </Field>
      </div>
      <div className="sm:col-span-2">
        <Field name="descriptionTr" label={t('descriptionTr')}>
          {(control) => <textarea {...control} rows={3} lang="tr" />}
        </Field>
      </div>
      <Field name="latitude" label={t('latitude')} inputMode="decimal" hint={t('latitudeHint')} />
      <Field name="longitude" label={t('longitude')} inputMode="decimal" hint={t('longitudeHint')} />
      <div className="sm:col-span-2">
        <FormSubmit busyLabel={t('saving')}>{organization ? t('save') : t('create')}</FormSubmit>
      </div>
    </ZodForm>
  );
}
