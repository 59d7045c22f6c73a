'use client';
/**
 * The contact details form (issue 17 §1 "contact details"; D §5 "Phone must be valid"): e-mail,
 * phone (with its country code; stored in E.164), address in English and Turkish, map link, and
 * the recipient of /contact-us messages (empty: the platform's sender address, named in the
 * hint). The form kit over `contactSettingsSchema` (./validation.ts): the browser and the API
 * refuse the same input with the same messages. Saved with `PUT /api/v2/admin/site/contact`.
 */
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { quietApi } from '@/ui/api/client';
import { Field, FormSubmit, useZodForm, ZodForm } from '@/ui/form-kit';
import { contactSettingsSchema, type ContactSettings } from '../validation';

/** Edits the contact setting; `defaultRecipient` is where messages go while the recipient is empty. */
export function ContactSettingsForm({
  initial,
  defaultRecipient,
}: {
  initial: ContactSettings;
  defaultRecipient: string;
}) {
  const t = useTranslations('siteAdmin');
  const router = useRouter();
  const form = useZodForm(contactSettingsSchema, initial);
  return (
    <ZodForm
      form={form}
      testId="contact-settings-form"
      className="grid gap-4 sm:grid-cols-2"
      requiredNote={false}
      success={t('contact.saved')}
      onSubmit={async (values) => {
        const { data, error, response } = await quietApi.PUT('/api/v2/admin/site/contact', { body: values });
        if (!response.ok || !data) return { ok: false, error };
        const { email, phone, addressEn, addressTr, mapUrl, formRecipient } = data.data;
        form.reset({ email, phone, addressEn, addressTr, mapUrl, formRecipient });
        router.refresh();
        return { ok: true };
      }}
    >
      <Field name="email" label={t('contact.email')} type="email" autoComplete="off" />
      <Field
        name="phone"
        label={t('contact.phone')}
        hint={t('contact.phoneHint')}
        type="tel"
        autoComplete="off"
      />
      <Field name="addressEn" label={t('contact.addressEn')}>
        {(control) => <textarea {...control} rows={3} maxLength={500} />}
      </Field>
      <Field name="addressTr" label={t('contact.addressTr')}>
        {(control) => <textarea {...control} rows={3} maxLength={500} lang="tr" />}
      </Field>
      <div className="sm:col-span-2">
        <Field
          name="mapUrl"
          label={t('contact.mapUrl')}
          hint={t('contact.mapUrlHint')}
          inputMode="url"
          spellCheck={false}
          autoComplete="off"
        />
      </div>
      <div className="sm:col-span-2">
        <Field
          name="formRecipient"
          label={t('contact.formRecipient')}
          hint={t('contact.formRecipientHint', { address: defaultRecipient })}
          type="email"
          autoComplete="off"
        />
      </div>
      <div className="sm:col-span-2">
        <FormSubmit busyLabel={t('common.saving')}>{t('common.save')}</FormSubmit>
      </div>
    </ZodForm>
  );
}
