'use client';
/**
 * "Save this search" on /startups, /talents and /jobs (issue 18 §5 "save any startup, talent or
 * job filter; an e-mail alert (daily or weekly) when new entries match"): a button opening a
 * dialog with the search's name (suggested from the page) and the alert's frequency, saved with
 * `POST /api/v2/saved-searches`. The list pages are the same for every viewer of a class, so
 * sign-in is learnt when the dialog opens (`GET /api/v2/saved-searches` answers 401 to
 * visitors, who are offered the login page). Texts: the `savedSearches` namespace (ClientMessages).
 */
import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { quietApi } from '@/ui/api/client';
import { Field, FormSubmit, useZodForm, ZodForm } from '@/ui/form-kit';
import { Dialog } from '@/ui/primitives/dialog';
import { FREQUENCIES, saveSearchSchema } from '../saved-search-schema';

/**
 * `kind` and `query`: the list and its filter as the saved-search query string; `suggestedName`:
 * the name offered; `listsPath`, `loginPath`: the localized lists and login pages.
 */
export function SaveSearch({
  kind,
  query,
  suggestedName,
  listsPath,
  loginPath,
}: {
  kind: 'startup' | 'talent' | 'job';
  query: string;
  suggestedName: string;
  listsPath: string;
  loginPath: string;
}) {
  const t = useTranslations('savedSearches');
  const [open, setOpen] = useState(false);
  const [visitor, setVisitor] = useState<boolean | null>(null);
  const form = useZodForm(saveSearchSchema, { name: suggestedName, frequency: 'weekly' });

  const checkSignedIn = async () => {
    try {
      const { response } = await quietApi.GET('/api/v2/saved-searches');
      setVisitor(response.status === 401);
    } catch {
      setVisitor(false);
    }
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (next && visitor === null) void checkSignedIn();
      }}
      title={t('dialogTitle')}
      description={t('dialogLead')}
      testId="save-search"
      trigger={
        <button
          type="button"
          className="rounded-lg border border-slate-300 bg-white px-3 py-1.5 text-sm font-semibold hover:border-brand-500"
          data-testid="save-search-button"
        >
          {t('save')}
        </button>
      }
      footer={
        <a href={listsPath} className="text-sm font-semibold text-brand-700 underline">
          {t('manage')}
        </a>
      }
    >
      {visitor ? (
        <p className="text-sm">
          <a
            href={`${loginPath}?redirectUrl=${encodeURIComponent(window.location.pathname + window.location.search)}`}
            className="font-semibold text-brand-700 underline"
          >
            {t('loginToSave')}
          </a>
        </p>
      ) : (
        <ZodForm
          form={form}
          testId="save-search-form"
          success={t('saved')}
          requiredNote={false}
          onSubmit={async (values) => {
            const { error, response } = await quietApi.POST('/api/v2/saved-searches', {
              body: { kind, query, ...values },
            });
            if (response.status === 401) {
              setVisitor(true);
              return { ok: true, quiet: true };
            }
            if (!response.ok) return { ok: false, error };
            setOpen(false);
            return { ok: true };
          }}
        >
          <Field name="name" label={t('nameLabel')} required maxLength={80} autoComplete="off" />
          <Field name="frequency" label={t('frequencyLabel')}>
            {(control) => (
              <select {...control}>
                {FREQUENCIES.map((f) => (
                  <option key={f} value={f}>
                    {t(`frequency.${f}`)}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <FormSubmit busyLabel={t('working')}>{t('submit')}</FormSubmit>
        </ZodForm>
      )}
    </Dialog>
  );
}
