'use client';
/**
 * Enterprise seats on the package-management page (spec §7 "premium packages: POST InviteUser;
 * DELETE RemoveUser"; §8 'You can only send requests to people in your company', 'The user
 * already has a premium account'). Messages come from the server in the viewer's language; the
 * invite form is on the form kit (an empty or malformed address is named beside its field).
 */
import { useState } from 'react';
import { z } from 'zod';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { quietApi } from '@/ui/api/client';
import { messageOf } from '@/ui/api/failure';
import { Field, FormSubmit, useZodForm, ZodForm } from '@/ui/form-kit';
import { requiredEmail } from '@/modules/identity/validation';

/** The invite form: one colleague's address (the server checks the domain and the seats). */
const packageInviteInput = z.object({ email: requiredEmail });

interface Member {
  userId: string;
  email: string;
  name: string;
  surname: string;
}

export function PackageMembers({ members, canInvite }: { members: Member[]; canInvite: boolean }) {
  const t = useTranslations('admin');
  const router = useRouter();
  const form = useZodForm(packageInviteInput, { email: '' });
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null);
  /** Runs an invitation or a removal; the page shows the outcome itself (spec §8 messages), no notice. */
  const act = async (call: () => Promise<{ error?: unknown; response: Response }>, done: string) => {
    setBusy(true);
    setResult(null);
    const { error, response } = await call();
    setBusy(false);
    setResult(
      response.ok ? { ok: true, text: done } : { ok: false, text: messageOf(error) ?? t('saveFailed') },
    );
    if (response.ok) router.refresh();
  };
  return (
    <div className="space-y-4" data-testid="package-members">
      {members.length > 0 ? (
        <ul className="divide-y divide-slate-200 rounded-lg border border-slate-200">
          {members.map((m) => (
            <li key={m.userId} className="flex items-center justify-between gap-3 px-3 py-2 text-sm">
              <span>
                {`${m.name} ${m.surname}`.trim()} <span className="text-slate-500">({m.email})</span>
              </span>
              <button
                type="button"
                disabled={busy}
                onClick={() =>
                  void act(
                    () =>
                      quietApi.DELETE('/api/v2/identity/packages/RemoveUser', {
                        body: { userId: m.userId },
                      }),
                    t('memberRemoved'),
                  )
                }
                className="font-semibold text-red-700 underline disabled:text-slate-400"
              >
                {t('removeMember')}
              </button>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-slate-600">{t('noMembers')}</p>
      )}
      {canInvite && (
        <ZodForm
          form={form}
          requiredNote={false}
          className="flex flex-wrap items-end gap-2"
          onSubmit={async ({ email }) => {
            setResult(null);
            const { error, response } = await quietApi.POST('/api/v2/identity/packages/InviteUser', {
              body: { email },
            });
            if (!response.ok) return { ok: false, error, message: messageOf(error) ?? t('saveFailed') };
            form.reset({ email: '' });
            setResult({ ok: true, text: t('memberAdded') });
            router.refresh();
            return { ok: true, quiet: true };
          }}
        >
          <div className="grow">
            <Field name="email" label={t('colleagueEmail')} required type="email" autoComplete="off" />
          </div>
          <div>
            <FormSubmit busyLabel={t('inviteMember')}>{t('inviteMember')}</FormSubmit>
          </div>
        </ZodForm>
      )}
      {result && (
        <p
          role={result.ok ? 'status' : 'alert'}
          className={result.ok ? 'text-sm text-emerald-700' : 'text-sm text-red-700'}
        >
          {result.text}
        </p>
      )}
    </div>
  );
}
