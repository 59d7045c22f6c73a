'use client';
/**
 * The home page content form (issue 18 §6): six testimonials (quote and role in English and
 * Turkish, name) and eight partner slots (name and https link; a slot without a name is left
 * out). The form kit over `homeSettingsSchema` (../validation.ts), so the browser and the API
 * refuse the same input with the same messages. Saved with `PUT /api/v2/admin/site/home`.
 */
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { quietApi } from '@/ui/api/client';
import { Field, FormSubmit, useZodForm, ZodForm } from '@/ui/form-kit';
import { HOME_PARTNERS_MAX, homeSettingsSchema, type HomeSettings } from '../validation';

/** The form's values: the saved partners padded with empty slots up to the maximum. */
function formValues(home: HomeSettings) {
  const empty = { name: '', url: '' };
  return {
    testimonials: home.testimonials,
    partners: [...home.partners, ...Array.from({ length: HOME_PARTNERS_MAX }, () => empty)].slice(
      0,
      HOME_PARTNERS_MAX,
    ),
  };
}

export function HomeSettingsForm({ initial }: { initial: HomeSettings }) {
  const t = useTranslations('siteAdmin');
  const router = useRouter();
  const form = useZodForm(homeSettingsSchema, formValues(initial));
  return (
    <ZodForm
      form={form}
      testId="home-settings-form"
      requiredNote
      success={t('home.saved')}
      onSubmit={async (values) => {
        const { data, error, response } = await quietApi.PUT('/api/v2/admin/site/home', { body: values });
        if (!response.ok || !data) return { ok: false, error };
        form.reset(formValues(data.data));
        router.refresh();
        return { ok: true };
      }}
    >
      <h2 className="text-lg font-bold">{t('home.testimonials')}</h2>
      {initial.testimonials.map((_, i) => (
        <fieldset key={i} className="grid gap-3 rounded-lg border border-slate-200 p-4 sm:grid-cols-2">
          <legend className="px-1 font-semibold">{t('home.testimonial', { n: i + 1 })}</legend>
          <Field name={`testimonials.${i}.quoteEn`} label={t('home.quoteEn')} required>
            {(control) => <textarea {...control} rows={3} maxLength={400} />}
          </Field>
          <Field name={`testimonials.${i}.quoteTr`} label={t('home.quoteTr')} required>
            {(control) => <textarea {...control} rows={3} maxLength={400} lang="tr" />}
          </Field>
          <Field
            name={`testimonials.${i}.name`}
            label={t('home.name')}
            required
            maxLength={80}
            autoComplete="off"
          />
          <div className="hidden sm:block" />
          <Field
            name={`testimonials.${i}.roleEn`}
            label={t('home.roleEn')}
            maxLength={120}
            autoComplete="off"
          />
          <Field
            name={`testimonials.${i}.roleTr`}
            label={t('home.roleTr')}
            maxLength={120}
            autoComplete="off"
            lang="tr"
          />
        </fieldset>
      ))}
      <h2 className="text-lg font-bold">{t('home.partners')}</h2>
      <div className="grid gap-3">
        {Array.from({ length: HOME_PARTNERS_MAX }, (_, i) => (
          <div key={i} className="grid gap-3 sm:grid-cols-2">
            <Field
              name={`partners.${i}.name`}
              label={t('home.partnerName', { n: i + 1 })}
              maxLength={80}
              autoComplete="off"
            />
            <Field
              name={`partners.${i}.url`}
              label={t('home.partnerUrl', { n: i + 1 })}
              inputMode="url"
              spellCheck={false}
              autoComplete="off"
            />
          </div>
        ))}
      </div>
      <FormSubmit busyLabel={t('common.saving')}>{t('common.save')}</FormSubmit>
    </ZodForm>
  );
}
