'use client';
/** Accept / Decline buttons of a waiting invitation (POST approve or reject with its code). */
import { useState } from 'react';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { quietApi } from '@/ui/api/client';
import { messageOf } from '@/ui/api/failure';

export function InvitationActions({ code }: { code: string }) {
  const t = useTranslations('invitations');
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const answer = async (kind: 'approve' | 'reject') => {
    setBusy(true);
    const { error, response } = await quietApi.POST('/api/v2/identity/invitations/{answer}', {
      params: { path: { answer: kind } },
      body: { code },
    });
    setBusy(false);
    if (response.ok) router.refresh();
    else setProblem(messageOf(error) ?? t('failed'));
  };
  return (
    <div className="flex flex-wrap items-center gap-2">
      <button
        type="button"
        disabled={busy}
        onClick={() => void answer('approve')}
        className="rounded-lg bg-brand-600 px-3 py-1.5 text-sm font-semibold text-white disabled:bg-slate-300"
      >
        {t('accept')}
      </button>
      <button
        type="button"
        disabled={busy}
        onClick={() => void answer('reject')}
        className="rounded-lg border border-slate-300 px-3 py-1.5 text-sm font-semibold"
      >
        {t('decline')}
      </button>
      {problem && (
        <p role="alert" className="text-sm text-red-700">
          {problem}
        </p>
      )}
    </div>
  );
}
