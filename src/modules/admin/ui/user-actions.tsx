'use client';
/**
 * The actions of the admin user page (issue 17 §1 users: lock/unlock, verify, delete (14-day
 * process), sign out everywhere): one button each, every one confirmed with the ConfirmDialog,
 * then sent with the generated API client (`POST /api/v2/admin/users/{userId}/…`,
 * `DELETE /api/v2/admin/users/{userId}`); a toast says what happened and the page refreshes. A
 * refused call shows the server's reason beside the buttons (focus stays on the button).
 *
 * Props: `user` (id, e-mail, state); `self` — the viewer's own account (no lock, delete or
 * sign-out); `protectedSuper` — a super admin's account seen by an admin who is not one (no
 * action). The server checks both again.
 */
import { useState } from 'react';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { quietApi } from '@/ui/api/client';
import { messageOf } from '@/ui/api/failure';
import { ConfirmDialog } from '@/ui/primitives/confirm-dialog';
import { toast } from '@/ui/primitives/toast';

type Action = 'lock' | 'unlock' | 'verify' | 'signOut' | 'delete';

export interface UserActionsProps {
  user: {
    id: string;
    email: string;
    locked: boolean;
    emailVerified: boolean;
    deletionRequestedAt: string | null;
  };
  self: boolean;
  protectedSuper: boolean;
}

/** The user's action buttons; see the module comment. */
export function UserActions({ user, self, protectedSuper }: UserActionsProps) {
  const t = useTranslations('adminArea.userActions');
  const router = useRouter();
  const [open, setOpen] = useState<Action | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  if (protectedSuper) return <p className="text-sm text-slate-700">{t('superNote')}</p>;

  const path = { params: { path: { userId: user.id } } };
  const send = (action: Action) => {
    switch (action) {
      case 'lock':
        return quietApi.POST('/api/v2/admin/users/{userId}/lock', path);
      case 'unlock':
        return quietApi.POST('/api/v2/admin/users/{userId}/unlock', path);
      case 'verify':
        return quietApi.POST('/api/v2/admin/users/{userId}/verify-email', path);
      case 'signOut':
        return quietApi.POST('/api/v2/admin/users/{userId}/sign-out', path);
      case 'delete':
        return quietApi.DELETE('/api/v2/admin/users/{userId}', path);
    }
  };

  const actions: Array<{ action: Action; shown: boolean; destructive: boolean }> = [
    { action: 'lock', shown: !self && !user.locked, destructive: true },
    { action: 'unlock', shown: user.locked, destructive: false },
    { action: 'verify', shown: !user.emailVerified, destructive: false },
    { action: 'signOut', shown: !self, destructive: true },
    { action: 'delete', shown: !self && !user.deletionRequestedAt, destructive: true },
  ];

  return (
    <div className="space-y-3">
      <ul className="flex flex-wrap gap-2" data-testid="user-actions">
        {actions
          .filter((a) => a.shown)
          .map(({ action, destructive }) => (
            <li key={action}>
              <ConfirmDialog
                open={open === action}
                onOpenChange={(next) => setOpen(next ? action : null)}
                title={t(`${action}.question`, { email: user.email })}
                description={t(`${action}.explained`)}
                destructive={destructive}
                confirmLabel={t(`${action}.button`)}
                testId={`confirm-${action}`}
                onConfirm={async () => {
                  setProblem(null);
                  const { data, error, response } = await send(action);
                  if (!response.ok || !data) {
                    setProblem(messageOf(error) ?? t('failed'));
                    return;
                  }
                  toast.success(
                    t(`${action}.done`, {
                      count: data.data.sessionsEnded,
                      keys: data.data.apiKeysRevoked,
                    }),
                  );
                  router.refresh();
                }}
                trigger={
                  <button
                    type="button"
                    className={`rounded-lg px-3 py-2 text-sm font-semibold ${
                      destructive
                        ? 'border border-red-700 text-red-800 hover:bg-red-50'
                        : 'border border-brand-600 text-brand-700 hover:bg-brand-50'
                    }`}
                  >
                    {t(`${action}.button`)}
                  </button>
                }
              />
            </li>
          ))}
      </ul>
      {self && <p className="text-sm text-slate-600">{t('selfNote')}</p>}
      {problem && (
        <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-800">
          {problem}
        </p>
      )}
    </div>
  );
}
