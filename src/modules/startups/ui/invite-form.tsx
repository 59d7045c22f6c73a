'use client';
/**
 * Invite a teammate who has an account, choosing the scopes they get on acceptance (spec §4
 * "Invitations"; §6 grantable startup scopes). The server refuses scopes the inviter lacks.
 */
import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { quietApi } from '@/ui/api/client';
import { messageOf } from '@/ui/api/failure';
import { Field, FormMessage } from '@/ui/form';
import { GRANTABLE_STARTUP_SCOPES } from '@/modules/access/permissions';

export function InviteForm({ startupId }: { startupId: number }) {
  const t = useTranslations('invitations');
  const [email, setEmail] = useState('');
  const [scopes, setScopes] = useState<string[]>(['READ']);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  return (
    <form
      className="space-y-3 rounded-lg border border-dashed border-slate-300 p-4"
      data-testid="invite-form"
      onSubmit={async (e) => {
        e.preventDefault();
        setBusy(true);
        const { error, response } = await quietApi.POST('/api/v2/startups/{id}/invitations', {
          params: { path: { id: startupId } },
          body: { email, scopes },
        });
        setBusy(false);
        setMessage(
          response.ok
            ? { ok: true, text: t('invited') }
            : { ok: false, text: messageOf(error) ?? t('failed') },
        );
        if (response.ok) setEmail('');
      }}
    >
      <h3 className="font-semibold">{t('invite')}</h3>
      <Field label={t('inviteEmail')} type="email" value={email} onChange={setEmail} />
      <fieldset className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
        {GRANTABLE_STARTUP_SCOPES.map((s) => (
          <label key={s} className="flex items-center gap-1.5">
            <input
              type="checkbox"
              checked={scopes.includes(s)}
              onChange={(e) =>
                setScopes((cur) => (e.target.checked ? [...cur, s] : cur.filter((x) => x !== s)))
              }
            />
            {t(`scopeNames.${s}`)}
          </label>
        ))}
      </fieldset>
      {message && <FormMessage kind={message.ok ? 'status' : 'alert'}>{message.text}</FormMessage>}
      <button
        type="submit"
        disabled={busy || !scopes.length}
        className="rounded-lg bg-brand-600 px-4 py-2 text-sm font-semibold text-white disabled:bg-slate-300"
      >
        {t('inviteSend')}
      </button>
    </form>
  );
}
