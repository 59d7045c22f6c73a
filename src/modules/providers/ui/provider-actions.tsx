'use client';
/**
 * A provider's visibility switch and delete button on /dashboard/providers (dashboard §7
 * PATCH ServiceProviders/SetVisibility, DELETE ServiceProviders/Delete/{id}); delete asks first
 * in a ConfirmDialog (issue 13 §4) that waits for the call.
 */
import { useState } from 'react';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { quietApi } from '@/ui/api/client';
import { messageOf } from '@/ui/api/failure';
import { ConfirmDialog } from '@/ui/primitives/confirm-dialog';

export function ProviderActions({ id, name, isVisible }: { id: number; name: string; isVisible: boolean }) {
  const t = useTranslations('providers');
  const tu = useTranslations('ui');
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  /** Runs a change; its refusal shows beside the buttons, not as a notice. @returns whether it worked. */
  const run = async (call: () => Promise<{ error?: unknown; response: Response }>) => {
    setBusy(true);
    const { error: failure, response } = await call();
    setBusy(false);
    setError(response.ok ? null : (messageOf(failure) ?? t('failed')));
    if (response.ok) router.refresh();
    return response.ok;
  };
  return (
    <span className="flex flex-wrap items-center gap-3 text-sm">
      <button
        type="button"
        disabled={busy}
        className="font-semibold text-brand-700 underline"
        onClick={() =>
          void run(() =>
            quietApi.PATCH('/apiCommon/ServiceProviders/SetVisibility', {
              params: { query: { serviceProviderId: id, visibility: isVisible ? 'false' : 'true' } },
            }),
          )
        }
      >
        {isVisible ? t('hide') : t('show')}
      </button>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t('confirmDelete', { name })}
        description={tu('cannotUndo')}
        onConfirm={async () => {
          // A refusal closes the dialog too: its message shows beside the buttons.
          await run(() =>
            quietApi.DELETE('/apiCommon/ServiceProviders/Delete/{id}', { params: { path: { id } } }),
          );
        }}
        trigger={
          <button type="button" disabled={busy} className="text-red-700 underline">
            {t('delete')}
          </button>
        }
      />
      {error && (
        <span role="alert" className="text-red-700">
          {error}
        </span>
      )}
    </span>
  );
}
