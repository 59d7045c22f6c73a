'use client';
/**
 * The invoice details form (issue 16 §1 `/dashboard/billing-information`): person or company;
 * a company's name; a Turkish company's tax office and 10-digit tax number; country, city,
 * address, postal code and the receipts' e-mail. The form kit over `billingProfileInput`, so the
 * browser refuses what the API refuses, with the same messages, each beside its field.
 */
import { useWatch } from 'react-hook-form';
import { useTranslations } from 'next-intl';
import { quietApi } from '@/ui/api/client';
import { Field, FormSubmit, useZodForm, ZodForm } from '@/ui/form-kit';
import { billingProfileInput, type BillingProfileInput } from '../validation';

export function BillingProfileForm({
  initial,
  countries,
}: {
  initial: BillingProfileInput;
  /** `[iso2, name]` in the page's language. */
  countries: Array<[string, string]>;
}) {
  const t = useTranslations('payments');
  const form = useZodForm(billingProfileInput, {
    ...initial,
    companyName: initial.companyName ?? '',
    taxOffice: initial.taxOffice ?? '',
    taxNumber: initial.taxNumber ?? '',
    postalCode: initial.postalCode ?? '',
  });
  const [kind, country] = useWatch({ control: form.control, name: ['kind', 'countryCode'] });
  const company = kind === 'company';
  return (
    <ZodForm
      form={form}
      testId="billing-form"
      className="mt-4 grid gap-4 sm:grid-cols-2"
      success={t('saved')}
      onSubmit={async (values) => {
        const { error, response } = await quietApi.PUT('/api/v2/payments/billing-profile', { body: values });
        return response.ok ? { ok: true } : { ok: false, error };
      }}
    >
      <fieldset className="sm:col-span-2">
        <legend className="mb-1 text-sm font-semibold">{t('kind')}</legend>
        <div className="flex gap-4">
          {(['person', 'company'] as const).map((k) => (
            <label key={k} className="flex items-center gap-2 text-sm">
              <input type="radio" value={k} {...form.register('kind')} />
              {t(`kind_${k}`)}
            </label>
          ))}
        </div>
      </fieldset>
      <Field name="fullName" label={t('fullName')} required autoComplete="name" />
      {company && <Field name="companyName" label={t('companyName')} required autoComplete="organization" />}
      {company && country?.toUpperCase() === 'TR' && (
        <>
          <Field name="taxOffice" label={t('taxOffice')} required />
          <Field name="taxNumber" label={t('taxNumber')} required inputMode="numeric" maxLength={10} />
        </>
      )}
      <Field name="countryCode" label={t('country')} required>
        {(control) => (
          <select {...control} autoComplete="country">
            <option value="">{t('chooseCountry')}</option>
            {countries.map(([code, name]) => (
              <option key={code} value={code}>
                {name}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field name="city" label={t('city')} required autoComplete="address-level2" />
      <div className="sm:col-span-2">
        <Field name="address" label={t('address')} required>
          {(control) => <textarea {...control} rows={2} autoComplete="street-address" />}
        </Field>
      </div>
      <Field name="postalCode" label={t('postalCode')} autoComplete="postal-code" />
      <Field name="email" label={t('billingEmail')} required type="email" autoComplete="email" />
      <div className="sm:col-span-2">
        <FormSubmit busyLabel={t('saving')}>{t('saveDetails')}</FormSubmit>
      </div>
    </ZodForm>
  );
}
