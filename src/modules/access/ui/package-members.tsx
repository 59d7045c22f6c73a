'use client';
/**
 * Enterprise seats on the package-management page (spec §7 "premium packages: POST InviteUser;
 * DELETE RemoveUser"; §8 'You can only send requests to people in your company', 'The user
 * already has a premium account'). Messages come from the server in the viewer's language.
 */
import { useState } from 'react';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { quietApi } from '@/ui/api/client';
import { messageOf } from '@/ui/api/failure';

interface Member {
  userId: string;
  email: string;
  name: string;
  surname: string;
}

export function PackageMembers({ members, canInvite }: { members: Member[]; canInvite: boolean }) {
  const t = useTranslations('admin');
  const router = useRouter();
  const [email, setEmail] = useState('');
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
    if (response.ok) {
      setEmail('');
      router.refresh();
    }
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
        <form
          className="flex flex-wrap items-end gap-2"
          onSubmit={(e) => {
            e.preventDefault();
            void act(
              () => quietApi.POST('/api/v2/identity/packages/InviteUser', { body: { email } }),
              t('memberAdded'),
            );
          }}
        >
          <label className="grow text-sm">
            <span className="mb-1 block font-medium">{t('colleagueEmail')}</span>
            <input
              type="email"
              required
              value={email}
              onChange={(e) => setEmail(e.target.value)}
              className="w-full rounded-lg border border-slate-300 px-3 py-2"
            />
          </label>
          <button
            type="submit"
            disabled={busy}
            className="rounded-lg bg-brand-600 px-4 py-2 font-semibold text-white hover:bg-brand-700 disabled:bg-slate-300"
          >
            {t('inviteMember')}
          </button>
        </form>
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
