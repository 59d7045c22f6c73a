'use client';
/**
 * The list of the banned-words and banned-mails screens (issue 17 §1 "add/delete/search"; the
 * bulk actions of admin back offices): one row per entry with a checkbox, a delete button per
 * row and "Delete selected" for many at once, each confirmed in a ConfirmDialog and sent with
 * `DELETE /api/v2/admin/banned-words` or `…/banned-mails` (`{ ids }`). Success shows a toast,
 * refreshes the page and moves the focus to the list's heading; a refusal shows beside the
 * buttons. The table scrolls inside its own region on a phone.
 */
import { useState } from 'react';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { quietApi } from '@/ui/api/client';
import { messageOf } from '@/ui/api/failure';
import { ConfirmDialog } from '@/ui/primitives/confirm-dialog';
import { toast } from '@/ui/primitives/toast';
import { ScrollRegion } from '@/ui/scroll-region';

/** One row as the page prepared it (dates already formatted). */
export interface BannedRow {
  id: number;
  /** The word or the address/domain. */
  label: string;
  /** A second line (the folded form of a word; address or domain). */
  detail: string;
  createdBy: string;
  createdAt: string;
}

/** The rows of `kind`; `headingId` names the list's heading (`tabIndex={-1}`), focused after a deletion. */
export function BannedTable({
  kind,
  rows,
  headingId,
}: {
  kind: 'words' | 'mails';
  rows: BannedRow[];
  headingId: string;
}) {
  const t = useTranslations('moderationAdmin');
  const router = useRouter();
  const [selected, setSelected] = useState<Set<number>>(new Set());
  const [confirm, setConfirm] = useState<{ ids: number[]; name: string } | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const allChecked = rows.length > 0 && rows.every((r) => selected.has(r.id));
  const toggle = (id: number, on: boolean) =>
    setSelected((prev) => {
      const next = new Set(prev);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  const remove = async (ids: number[]) => {
    const init = { body: { ids } };
    const { error, response } =
      kind === 'words'
        ? await quietApi.DELETE('/api/v2/admin/banned-words', init)
        : await quietApi.DELETE('/api/v2/admin/banned-mails', init);
    if (!response.ok) {
      setProblem(messageOf(error) ?? t('deleteFailed'));
      return false;
    }
    setProblem(null);
    setSelected(new Set());
    toast.success(t('deleted', { count: ids.length }));
    router.refresh();
    return true;
  };
  return (
    <div>
      <div className="mb-2 flex flex-wrap items-center gap-3">
        <button
          type="button"
          data-testid="banned-delete-selected"
          disabled={selected.size === 0}
          onClick={() =>
            setConfirm({ ids: [...selected], name: t('selectedCount', { count: selected.size }) })
          }
          className="rounded-lg border border-red-300 px-3 py-1.5 text-sm font-semibold text-red-700 hover:bg-red-50 disabled:cursor-not-allowed disabled:opacity-50"
        >
          {t('deleteSelected', { count: selected.size })}
        </button>
        {problem && (
          <span role="alert" className="text-sm text-red-700">
            {problem}
          </span>
        )}
      </div>
      <ScrollRegion label={t(`${kind}.table`)} testId={`banned-${kind}-table`}>
        <table className="w-full min-w-[36rem] text-left text-sm">
          <caption className="sr-only">{t(`${kind}.table`)}</caption>
          <thead>
            <tr className="border-b border-slate-200 text-slate-600">
              <th scope="col" className="w-10 py-2 pr-3">
                <input
                  type="checkbox"
                  aria-label={t('selectAll')}
                  checked={allChecked}
                  onChange={(e) => setSelected(e.target.checked ? new Set(rows.map((r) => r.id)) : new Set())}
                />
              </th>
              <th scope="col" className="py-2 pr-3">
                {t(`${kind}.entry`)}
              </th>
              <th scope="col" className="py-2 pr-3">
                {t('addedBy')}
              </th>
              <th scope="col" className="py-2 pr-3">
                {t('addedAt')}
              </th>
              <th scope="col" className="py-2 pr-3">
                <span className="sr-only">{t('actions')}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => (
              <tr key={r.id} className="border-b border-slate-100 align-top">
                <td className="py-2 pr-3">
                  <input
                    type="checkbox"
                    aria-label={t('select', { entry: r.label })}
                    checked={selected.has(r.id)}
                    onChange={(e) => toggle(r.id, e.target.checked)}
                  />
                </td>
                <th scope="row" className="py-2 pr-3 font-semibold break-all">
                  {r.label}
                  {r.detail && <span className="block font-normal text-slate-600">{r.detail}</span>}
                </th>
                <td className="py-2 pr-3">{r.createdBy}</td>
                <td className="py-2 pr-3 whitespace-nowrap">{r.createdAt}</td>
                <td className="py-2 pr-3">
                  <button
                    aria-label={`${t('delete')}: ${r.label}`}
                    type="button"
                    className="text-sm font-semibold text-red-700 underline"
                    onClick={() => setConfirm({ ids: [r.id], name: r.label })}
                  >
                    {t('delete')}
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollRegion>
      <ConfirmDialog
        open={confirm !== null}
        onOpenChange={(open) => !open && setConfirm(null)}
        title={t('deleteQuestion', { name: confirm?.name ?? '' })}
        description={t(`${kind}.deleteExplained`)}
        finalFocus={() => document.getElementById(headingId)}
        onConfirm={async () => (confirm ? remove(confirm.ids) : true)}
        testId="banned-delete-dialog"
      />
    </div>
  );
}
