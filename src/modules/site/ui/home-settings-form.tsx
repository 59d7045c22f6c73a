'use client';
/**
 * The home page content form (spec P§3 "Home data"; decision 0029): six testimonial slots (quote
 * and role in English and Turkish, name; an empty slot is left out, a filled one needs both quotes
 * and the name), eight partner slots (name and https link; a slot without a name is left out), six
 * media slots (titles EN/TR, outlet, https link, date; a slot without an English title is left
 * out) and the innovation-index monitor's country (a select of every listed country). The form kit
 * over `homeSettingsSchema` (../validation.ts), so the browser and the API refuse the same input
 * with the same messages. Saved with `PUT /api/v2/admin/site/home`.
 */
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { quietApi } from '@/ui/api/client';
import { Field, FormSubmit, useZodForm, ZodForm } from '@/ui/form-kit';
import {
  HOME_MEDIA_MAX,
  HOME_PARTNERS_MAX,
  HOME_TESTIMONIALS,
  homeSettingsSchema,
  type HomeSettings,
} from '../validation';

/** `rows` padded with copies of `empty` up to `max`. */
const padded = <T,>(rows: T[], empty: T, max: number) =>
  [...rows, ...Array.from({ length: max }, () => empty)].slice(0, max);

/** The form's values: the saved items of each list padded with empty slots up to its maximum. */
function formValues(home: HomeSettings) {
  return {
    testimonials: padded(
      home.testimonials,
      { quoteEn: '', quoteTr: '', name: '', roleEn: '', roleTr: '' },
      HOME_TESTIMONIALS,
    ),
    partners: padded(home.partners, { name: '', url: '' }, HOME_PARTNERS_MAX),
    media: padded(
      home.media,
      { titleEn: '', titleTr: '', outlet: '', url: '', publishedOn: '' },
      HOME_MEDIA_MAX,
    ),
    monitorCountryId: home.monitorCountryId,
  };
}

export function HomeSettingsForm({
  initial,
  countries,
}: {
  initial: HomeSettings;
  /** Every listed country (ISO numeric id, name in the viewer's language). */
  countries: Array<{ id: number; name: string }>;
}) {
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
      <p className="text-sm text-slate-600">{t('home.testimonialsHint')}</p>
      {Array.from({ length: HOME_TESTIMONIALS }, (_, i) => (
        <fieldset key={i} className="grid gap-3 rounded-lg border border-slate-200 p-4 sm:grid-cols-2">
          <legend className="px-1 font-semibold">{t('home.testimonial', { n: i + 1 })}</legend>
          <Field name={`testimonials.${i}.quoteEn`} label={t('home.quoteEn')}>
            {(control) => <textarea {...control} rows={3} maxLength={400} />}
          </Field>
          <Field name={`testimonials.${i}.quoteTr`} label={t('home.quoteTr')}>
            {(control) => <textarea {...control} rows={3} maxLength={400} lang="tr" />}
          </Field>
          <Field name={`testimonials.${i}.name`} label={t('home.name')} maxLength={80} autoComplete="off" />
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
      <h2 className="text-lg font-bold">{t('home.media')}</h2>
      <p className="text-sm text-slate-600">{t('home.mediaHint')}</p>
      {Array.from({ length: HOME_MEDIA_MAX }, (_, i) => (
        <fieldset key={i} className="grid gap-3 rounded-lg border border-slate-200 p-4 sm:grid-cols-2">
          <legend className="px-1 font-semibold">{t('home.mediaItem', { n: i + 1 })}</legend>
          <Field
            name={`media.${i}.titleEn`}
            label={t('home.mediaTitleEn')}
            maxLength={160}
            autoComplete="off"
          />
          <Field
            name={`media.${i}.titleTr`}
            label={t('home.mediaTitleTr')}
            maxLength={160}
            autoComplete="off"
            lang="tr"
          />
          <Field name={`media.${i}.outlet`} label={t('home.mediaOutlet')} maxLength={80} autoComplete="off" />
          <Field name={`media.${i}.publishedOn`} label={t('home.mediaDate')} type="date" />
          <Field
            name={`media.${i}.url`}
            label={t('home.mediaUrl')}
            inputMode="url"
            spellCheck={false}
            autoComplete="off"
          />
        </fieldset>
      ))}
      <h2 className="text-lg font-bold">{t('home.monitor')}</h2>
      <Field name="monitorCountryId" label={t('home.monitorCountry')} hint={t('home.monitorHint')}>
        {(control) => (
          <select {...control} className={`${control.className} bg-white`}>
            {countries.map((c) => (
              <option key={c.id} value={String(c.id)}>
                {c.name}
              </option>
            ))}
          </select>
        )}
      </Field>
      <FormSubmit busyLabel={t('common.saving')}>{t('common.save')}</FormSubmit>
    </ZodForm>
  );
}
