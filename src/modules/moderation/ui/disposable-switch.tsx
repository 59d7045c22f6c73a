'use client';
/**
 * The disposable-mail switch of the banned-mails screen (issue 17 §1 "a well-kept list of
 * disposable-mail domains, switchable"): a labelled checkbox (role switch) that saves at once
 * with `PUT /api/v2/admin/banned-mails/disposable`; a toast confirms, a refusal shows beside it
 * and the switch goes back.
 */
import { useState } from 'react';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { quietApi } from '@/ui/api/client';
import { messageOf } from '@/ui/api/failure';
import { toast } from '@/ui/primitives/toast';

/** The switch, `enabled` as saved; `domainCount` is the size of the list. */
export function DisposableSwitch({ enabled, domainCount }: { enabled: boolean; domainCount: string }) {
  const t = useTranslations('moderationAdmin.mails');
  const router = useRouter();
  const [on, setOn] = useState(enabled);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  return (
    <div className="text-sm">
      <label className="flex items-start gap-3">
        <input
          type="checkbox"
          role="switch"
          data-testid="disposable-switch"
          className="mt-1 h-4 w-4"
          checked={on}
          disabled={busy}
          aria-describedby="disposable-hint"
          onChange={async (e) => {
            const next = e.target.checked;
            setOn(next);
            setBusy(true);
            const { error, response } = await quietApi.PUT('/api/v2/admin/banned-mails/disposable', {
              body: { enabled: next },
            });
            setBusy(false);
            if (!response.ok) {
              setOn(!next);
              setProblem(messageOf(error) ?? t('switchFailed'));
              return;
            }
            setProblem(null);
            toast.success(next ? t('switchedOn') : t('switchedOff'));
            router.refresh();
          }}
        />
        <span>
          <span className="font-semibold">{t('disposableLabel')}</span>
          <span id="disposable-hint" className="block text-slate-600">
            {t('disposableHint', { count: domainCount })}
          </span>
        </span>
      </label>
      {problem && (
        <p role="alert" className="mt-2 text-red-700">
          {problem}
        </p>
      )}
    </div>
  );
}
