'use client';
/**
 * A manager's controls on one application (dashboard-and-operations §7 ProgramApply/Put): the
 * public result the applicant sees (putType 1) and a private status only managers see
 * (putType 2). Saved at once; the page reloads its ranking afterwards.
 */
import { useState } from 'react';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { quietApi } from '@/ui/api/client';
import { messageOf } from '@/ui/api/failure';
import { inputClass } from '@/ui/form';
import type { PublicResult } from '../schema';

const RESULTS: PublicResult[] = ['inspecting', 'approved', 'declined'];

export function ApplicationActions({
  id,
  startupName,
  publicResult,
  privateStatus,
}: {
  id: number;
  startupName: string;
  publicResult: PublicResult;
  privateStatus: string | null;
}) {
  const t = useTranslations('programApplications');
  const router = useRouter();
  const [status, setStatus] = useState(privateStatus ?? '');
  const [note, setNote] = useState<string | null>(null);
  const put = async (putType: 1 | 2, value: string) => {
    // The note beside the controls shows the outcome: no notice.
    const { error, response } = await quietApi.PUT('/apiCommon/ProgramApply/Put', {
      params: { query: { programApplyId: id, putType } },
      body: { value },
    });
    setNote(response.ok ? t('saved') : (messageOf(error) ?? ''));
    if (response.ok) router.refresh();
  };
  return (
    <div className="flex flex-wrap items-center gap-2">
      <select
        aria-label={t('resultOf', { name: startupName })}
        className={`${inputClass} w-auto bg-white py-1`}
        defaultValue={publicResult}
        onChange={(e) => void put(1, e.target.value)}
      >
        {RESULTS.map((r) => (
          <option key={r} value={r}>
            {t(`results.${r}`)}
          </option>
        ))}
      </select>
      <form
        className="flex gap-1"
        onSubmit={(e) => {
          e.preventDefault();
          void put(2, status);
        }}
      >
        <input
          aria-label={t('privateOf', { name: startupName })}
          className={`${inputClass} w-40 py-1`}
          value={status}
          maxLength={200}
          onChange={(e) => setStatus(e.target.value)}
        />
        <button type="submit" className="rounded-lg border border-slate-300 px-2 text-sm">
          {t('savePrivate')}
        </button>
      </form>
      {note && (
        <span role="status" className="text-xs text-slate-600">
          {note}
        </span>
      )}
    </div>
  );
}
