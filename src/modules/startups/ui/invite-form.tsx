'use client';
/**
 * Invite a teammate who has an account, choosing the scopes they get on acceptance (spec §4
 * "Invitations"; §6 grantable startup scopes). The server refuses scopes the inviter lacks. On
 * react-hook-form (issue 13 §4): the server's message beside the e-mail or above the button, a
 * toast when sent.
 */
import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { quietApi } from '@/ui/api/client';
import { FormMessage } from '@/ui/form';
import { Field, HookForm } from '@/ui/form-kit';
import { reportSave, useRowForm } from '@/ui/row-form';
import { GRANTABLE_STARTUP_SCOPES } from '@/modules/access/permissions';

type Values = { email: string; scopes: string[] };

export function InviteForm({ startupId }: { startupId: number }) {
  const t = useTranslations('invitations');
  const form = useRowForm<Values>({ email: '', scopes: ['READ'] });
  const [message, setMessage] = useState<string | null>(null);
  const busy = form.formState.isSubmitting;
  const scopes = form.watch('scopes');
  const send = async (values: Values) => {
    setMessage(null);
    const res = await quietApi.POST('/api/v2/startups/{id}/invitations', {
      params: { path: { id: startupId } },
      body: { email: values.email.trim(), scopes: values.scopes },
    });
    setMessage(reportSave(form, res, { saved: t('invited'), failed: t('failed') }));
    if (res.response.ok) form.reset({ email: '', scopes: values.scopes });
  };
  return (
    <HookForm
      form={form}
      onValid={send}
      onInvalid={setMessage}
      testId="invite-form"
      className="space-y-3 rounded-lg border border-dashed border-slate-300 p-4"
    >
      <h3 className="font-semibold">{t('invite')}</h3>
      <Field name="email" label={t('inviteEmail')} type="email" autoComplete="off" required />
      <fieldset className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
        {GRANTABLE_STARTUP_SCOPES.map((s) => (
          <label key={s} className="flex items-center gap-1.5">
            <input type="checkbox" value={s} {...form.register('scopes')} />
            {t(`scopeNames.${s}`)}
          </label>
        ))}
      </fieldset>
      {message && <FormMessage kind="alert">{message}</FormMessage>}
      <button
        type="submit"
        disabled={busy || !scopes?.length}
        className="rounded-lg bg-brand-600 px-4 py-2 text-sm font-semibold text-white disabled:bg-slate-300"
      >
        {t('inviteSend')}
      </button>
    </HookForm>
  );
}
