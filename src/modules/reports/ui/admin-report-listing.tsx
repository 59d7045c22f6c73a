'use client';
/**
 * A report's place and visibility in the report list (issue 16 §2 "reports (order, active)"):
 * its order as an editable cell (P §4: edit, confirm, Escape restores) and an active switch,
 * both saved at once with `PATCH /api/v2/reports/management/reports/{id}`.
 */
import { useState } from 'react';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { quietApi } from '@/ui/api/client';
import { messageOf } from '@/ui/api/failure';
import { EditableCell } from '@/ui/editable-cell';
import { toast } from '@/ui/primitives/toast';

/** The reports of a list page with order and active switches edited in place. */
export function ReportListing({
  id,
  title,
  sortOrder,
  isActive,
}: {
  id: number;
  title: string;
  sortOrder: number;
  isActive: boolean;
}) {
  const t = useTranslations('reportAdmin');
  const router = useRouter();
  const [active, setActive] = useState(isActive);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const patch = (body: { sortOrder?: number; isActive?: boolean }) =>
    quietApi.PATCH('/api/v2/reports/management/reports/{id}', { params: { path: { id } }, body });
  return (
    <div className="flex flex-wrap items-center gap-x-4 gap-y-2 text-sm">
      <span className="inline-flex items-center gap-1">
        <span className="text-slate-600">{t('common.order')}:</span>
        <EditableCell
          value={String(sortOrder)}
          label={t('report.orderOf', { title })}
          onSave={async (value) => {
            if (!/^\d{1,6}$/.test(value) || Number(value) > 100_000)
              return { ok: false, message: t('report.orderInvalid') };
            const { error, response } = await patch({ sortOrder: Number(value) });
            if (!response.ok) return { ok: false, message: messageOf(error) ?? t('common.saveFailed') };
            router.refresh();
            return { ok: true };
          }}
        />
      </span>
      <label className="inline-flex items-center gap-2 font-medium">
        <input
          type="checkbox"
          className="size-4"
          checked={active}
          aria-disabled={busy}
          onChange={async (e) => {
            // Kept focusable while saving (a disabled control would drop keyboard focus).
            if (busy) return;
            const next = e.target.checked;
            setBusy(true);
            setProblem(null);
            const { error, response } = await patch({ isActive: next });
            setBusy(false);
            if (!response.ok) {
              setProblem(messageOf(error) ?? t('common.saveFailed'));
              return;
            }
            setActive(next);
            toast.success(next ? t('report.activated') : t('report.deactivated'));
            router.refresh();
          }}
        />
        {t('report.activeOf', { title })}
      </label>
      {problem && (
        <span role="alert" className="text-red-700">
          {problem}
        </span>
      )}
    </div>
  );
}
