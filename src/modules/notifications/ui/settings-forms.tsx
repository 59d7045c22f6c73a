'use client';
/**
 * The two forms of /dashboard/settings (issue 15 §4): the viewer's language — the language of
 * their e-mails and notifications (`PUT /apiCommon/User/SetLanguageId`, TR=0, EN=1) — and their
 * e-mail choice per notification kind (`PUT /api/v2/notifications/preferences`). Both are
 * react-hook-form forms of the form kit (@/ui/form-kit): a toast confirms each save, a refusal
 * shows in the form.
 */
import { useTranslations } from 'next-intl';
import { z } from 'zod';
import { quietApi } from '@/ui/api/client';
import { FormSubmit, useZodForm, ZodForm } from '@/ui/form-kit';

const languageSchema = z.object({ language: z.enum(['en', 'tr']) });

/** The language choice. Props: `initial` — the saved language, or the page's when none is saved. */
export function LanguageForm({ initial }: { initial: 'en' | 'tr' }) {
  const t = useTranslations('messaging.settings');
  const form = useZodForm(languageSchema, { language: initial });
  const options = [
    ['en', t('english')],
    ['tr', t('turkish')],
  ] as const;
  return (
    <ZodForm
      form={form}
      testId="language-form"
      requiredNote={false}
      success={t('languageSaved')}
      onSubmit={async ({ language }) => {
        const { error, response } = await quietApi.PUT('/apiCommon/User/SetLanguageId', {
          params: { query: { languageId: language === 'tr' ? 0 : 1 } },
        });
        return response.ok ? { ok: true } : { ok: false, error };
      }}
    >
      <fieldset>
        <legend className="sr-only">{t('languageTitle')}</legend>
        <div className="mt-2 flex flex-wrap gap-4">
          {options.map(([value, label]) => (
            <label key={value} className="flex items-center gap-2" lang={value}>
              <input type="radio" value={value} {...form.register('language')} className="size-4" />
              {label}
            </label>
          ))}
        </div>
      </fieldset>
      <div className="sm:w-60">
        <FormSubmit busyLabel={t('saving')}>{t('saveLanguage')}</FormSubmit>
      </div>
    </ZodForm>
  );
}

const preferencesSchema = z.object({ kinds: z.record(z.string(), z.boolean()) });

/**
 * The e-mail choices. Props: `kinds` (the notification kinds, in order), `initial` (kind → e-mail
 * on), `labels` (kind → its name in the page's language).
 */
export function EmailPreferencesForm({
  kinds,
  initial,
  labels,
}: {
  kinds: readonly string[];
  initial: Record<string, boolean>;
  labels: Record<string, string>;
}) {
  const t = useTranslations('messaging.settings');
  const form = useZodForm(preferencesSchema, { kinds: initial });
  return (
    <ZodForm
      form={form}
      testId="email-preferences-form"
      requiredNote={false}
      success={t('saved')}
      onSubmit={async ({ kinds: choices }) => {
        const { data, error, response } = await quietApi.PUT('/api/v2/notifications/preferences', {
          body: choices,
        });
        if (data) form.reset({ kinds: data.data });
        return response.ok ? { ok: true } : { ok: false, error };
      }}
    >
      <fieldset>
        <legend className="text-sm font-medium">{t('emailLegend')}</legend>
        <ul className="mt-2 space-y-2">
          {kinds.map((kind) => (
            <li key={kind}>
              <label className="flex items-start gap-2">
                <input
                  type="checkbox"
                  {...form.register(`kinds.${kind}`)}
                  className="mt-0.5 size-4 shrink-0"
                />
                <span>{labels[kind] ?? kind}</span>
              </label>
            </li>
          ))}
        </ul>
      </fieldset>
      <div className="sm:w-60">
        <FormSubmit busyLabel={t('saving')}>{t('save')}</FormSubmit>
      </div>
    </ZodForm>
  );
}
