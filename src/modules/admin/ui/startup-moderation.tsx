'use client';
/**
 * The startup table of the admin startups screen (issue 17 §1 "startups: search, hide/show,
 * delete (with reason, audited), bulk actions"): a row per startup with its state (visible,
 * hidden by its owner, hidden by an admin with the reason), a checkbox per row and one for the
 * page, and the actions — per row and for the selected rows — sent with the generated API client:
 * hide and delete ask for a reason in a dialog (`POST /api/v2/admin/startups/hide|delete`), show
 * is confirmed with the ConfirmDialog (`POST /api/v2/admin/startups/show`). A toast says what
 * happened and the list refreshes; a refused call shows the server's reason in the dialog.
 */
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { Link } from '@/i18n/navigation';
import { quietApi } from '@/ui/api/client';
import { fieldErrorsOf, messageOf } from '@/ui/api/failure';
import { inputClass } from '@/ui/form';
import { ConfirmDialog } from '@/ui/primitives/confirm-dialog';
import { Dialog } from '@/ui/primitives/dialog';
import { toast } from '@/ui/primitives/toast';
import { ScrollRegion } from '@/ui/scroll-region';
import { REASON_MAX, REASON_MIN } from '../validation';

/** One row as the page gives it (dates already formatted for the viewer). */
export interface ModeratedStartup {
  id: number;
  name: string;
  seoUrl: string;
  source: string;
  isVisible: boolean;
  adminHidden: boolean;
  adminHiddenReason: string | null;
  created: string;
}

type Action = 'hide' | 'show' | 'delete';
/** An action waiting for its confirmation: what and on which startups. */
interface Pending {
  action: Action;
  ids: number[];
  /** The startup's name when one row is concerned. */
  name?: string;
}

/** The table with its bulk bar; see the module comment. */
export function StartupModeration({ rows }: { rows: ModeratedStartup[] }) {
  const t = useTranslations('adminArea.startups');
  const router = useRouter();
  const [selected, setSelected] = useState<Set<number>>(new Set());
  const [pending, setPending] = useState<Pending | null>(null);
  const allOnPage = rows.length > 0 && rows.every((r) => selected.has(r.id));
  const chosen = rows.filter((r) => selected.has(r.id));

  const toggle = (id: number, on: boolean) =>
    setSelected((had) => {
      const next = new Set(had);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });

  /** Sends `pending` with `reason`; null when it worked, else the message to show. */
  const run = async (what: Pending, reason?: string): Promise<string | null> => {
    const body = { ids: what.ids };
    const { data, error, response } =
      what.action === 'show'
        ? await quietApi.POST('/api/v2/admin/startups/show', { body })
        : what.action === 'hide'
          ? await quietApi.POST('/api/v2/admin/startups/hide', { body: { ...body, reason: reason ?? '' } })
          : await quietApi.POST('/api/v2/admin/startups/delete', { body: { ...body, reason: reason ?? '' } });
    if (!response.ok || !data)
      return Object.values(fieldErrorsOf(error))[0] ?? messageOf(error) ?? t('failed');
    toast.success(t(`${what.action}.done`, { count: data.data.ids.length }));
    setSelected(new Set());
    setPending(null);
    router.refresh();
    return null;
  };

  const bulk = (action: Action) => {
    const ids = chosen
      .filter((r) => (action === 'hide' ? !r.adminHidden : action === 'show' ? !r.isVisible : true))
      .map((r) => r.id);
    return (
      <button
        type="button"
        aria-disabled={ids.length === 0}
        onClick={() =>
          ids.length &&
          setPending({
            action,
            ids,
            name: ids.length === 1 ? rows.find((r) => r.id === ids[0])?.name : undefined,
          })
        }
        className={`rounded-lg border px-3 py-1.5 text-sm font-semibold ${
          ids.length === 0
            ? 'cursor-not-allowed border-slate-300 text-slate-600'
            : action === 'show'
              ? 'border-brand-600 text-brand-700 hover:bg-brand-50'
              : 'border-red-700 text-red-800 hover:bg-red-50'
        }`}
      >
        {t(`${action}.selected`, { count: ids.length })}
      </button>
    );
  };

  const title = (what: Pending) =>
    t(`${what.action}.question`, { count: what.ids.length, name: what.name ?? '' });

  return (
    <div>
      <div
        role="group"
        aria-label={t('bulkLabel')}
        className="flex flex-wrap items-center gap-2 rounded-lg bg-slate-50 p-2"
        data-testid="startup-bulk"
      >
        <span className="text-sm font-semibold" aria-live="polite">
          {t('selectedCount', { count: chosen.length })}
        </span>
        {bulk('hide')}
        {bulk('show')}
        {bulk('delete')}
      </div>
      <ScrollRegion label={t('table')} className="mt-3" testId="startups-table">
        <table className="w-full min-w-[56rem] text-left text-sm">
          <caption className="sr-only">{t('table')}</caption>
          <thead>
            <tr className="border-b border-slate-200 text-slate-600">
              <th scope="col" className="w-8 py-2 pr-2">
                <input
                  type="checkbox"
                  className="size-4"
                  checked={allOnPage}
                  aria-label={t('selectAll')}
                  onChange={(e) => setSelected(e.target.checked ? new Set(rows.map((r) => r.id)) : new Set())}
                />
              </th>
              {(['name', 'id', 'source', 'state', 'created', 'actions'] as const).map((key) => (
                <th key={key} scope="col" className="py-2 pr-3">
                  {t(`columns.${key}`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => (
              <tr
                key={r.id}
                className="border-b border-slate-100 align-top"
                data-testid={`startup-row-${r.id}`}
              >
                <td className="py-2 pr-2">
                  <input
                    type="checkbox"
                    className="size-4"
                    checked={selected.has(r.id)}
                    aria-label={t('select', { name: r.name })}
                    onChange={(e) => toggle(r.id, e.target.checked)}
                  />
                </td>
                <th scope="row" className="py-2 pr-3 font-normal">
                  <Link
                    href={{ pathname: '/startup/[seoUrl]', params: { seoUrl: r.seoUrl } }}
                    className="font-semibold text-brand-700 underline"
                  >
                    {r.name}
                  </Link>
                  <br />
                  <span className="break-all text-xs text-slate-600">{r.seoUrl}</span>
                </th>
                <td className="py-2 pr-3">{r.id}</td>
                <td className="py-2 pr-3">{r.source}</td>
                <td className="py-2 pr-3">
                  {r.adminHidden ? (
                    <>
                      <span className="font-semibold text-red-800">{t('states.adminHidden')}</span>
                      {r.adminHiddenReason && (
                        <span className="block text-xs break-words text-slate-600">
                          {t('reasonWas', { reason: r.adminHiddenReason })}
                        </span>
                      )}
                    </>
                  ) : r.isVisible ? (
                    t('states.visible')
                  ) : (
                    <span className="text-slate-700">{t('states.hidden')}</span>
                  )}
                </td>
                <td className="py-2 pr-3 whitespace-nowrap">{r.created}</td>
                <td className="py-2 pr-3">
                  <span className="flex flex-wrap gap-x-3 gap-y-1">
                    {!r.adminHidden && (
                      <RowButton
                        aria-label={`${t('hide.button')}: ${r.name}`}
                        onClick={() => setPending({ action: 'hide', ids: [r.id], name: r.name })}
                        danger
                      >
                        {t('hide.button')}
                      </RowButton>
                    )}
                    {!r.isVisible && (
                      <RowButton
                        aria-label={`${t('show.button')}: ${r.name}`}
                        onClick={() => setPending({ action: 'show', ids: [r.id], name: r.name })}
                      >
                        {t('show.button')}
                      </RowButton>
                    )}
                    <RowButton
                      aria-label={`${t('delete.button')}: ${r.name}`}
                      onClick={() => setPending({ action: 'delete', ids: [r.id], name: r.name })}
                      danger
                    >
                      {t('delete.button')}
                    </RowButton>
                  </span>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollRegion>
      {pending?.action === 'show' ? (
        <ConfirmDialog
          open
          onOpenChange={(open) => !open && setPending(null)}
          title={title(pending)}
          description={t('show.explained')}
          destructive={false}
          confirmLabel={t('show.button')}
          testId="confirm-show"
          onConfirm={async () => {
            const problem = await run(pending);
            if (problem) {
              toast.error(problem);
              return false;
            }
          }}
        />
      ) : pending ? (
        <ReasonDialog
          key={`${pending.action}:${pending.ids.join(',')}`}
          title={title(pending)}
          explained={t(`${pending.action}.explained`)}
          confirmLabel={t(`${pending.action}.button`)}
          onCancel={() => setPending(null)}
          onConfirm={(reason) => run(pending, reason)}
        />
      ) : null}
    </div>
  );
}

/** A row's action: `aria-label` names the action and the startup ("Hide: Acme"). */
function RowButton({
  onClick,
  danger = false,
  children,
  'aria-label': ariaLabel,
}: {
  onClick: () => void;
  danger?: boolean;
  children: ReactNode;
  'aria-label': string;
}) {
  return (
    <button
      type="button"
      aria-label={ariaLabel}
      onClick={onClick}
      className={`font-semibold underline ${danger ? 'text-red-800' : 'text-brand-700'}`}
    >
      {children}
    </button>
  );
}

/** The confirmation of a hide or delete, asking for the reason (3–500 characters). */
function ReasonDialog({
  title,
  explained,
  confirmLabel,
  onCancel,
  onConfirm,
}: {
  title: string;
  explained: string;
  confirmLabel: string;
  onCancel: () => void;
  onConfirm: (reason: string) => Promise<string | null>;
}) {
  const t = useTranslations('adminArea.startups');
  const ui = useTranslations('ui');
  const id = useId();
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const text = reason.trim();
    if (text.length < REASON_MIN || text.length > REASON_MAX) return setProblem(t('reasonRule'));
    setBusy(true);
    setProblem(null);
    const failed = await onConfirm(text).catch(() => t('failed'));
    setBusy(false);
    if (failed) setProblem(failed);
  };
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && !busy && onCancel()}
      title={title}
      description={explained}
      testId="reason-dialog"
    >
      <form onSubmit={(e) => void submit(e)} noValidate className="space-y-3">
        <div>
          <label htmlFor={`${id}-reason`} className="mb-1 block text-sm font-semibold">
            {t('reason')}
            <span aria-hidden="true" className="text-red-700">
              {' '}
              *
            </span>
          </label>
          <textarea
            id={`${id}-reason`}
            value={reason}
            onChange={(e) => setReason(e.target.value)}
            rows={3}
            maxLength={REASON_MAX}
            aria-required
            aria-invalid={problem ? true : undefined}
            aria-describedby={`${id}-hint${problem ? ` ${id}-problem` : ''}`}
            className={inputClass}
          />
          <p id={`${id}-hint`} className="mt-1 text-xs text-slate-600">
            {t('reasonHint')}
          </p>
        </div>
        {problem && (
          <p id={`${id}-problem`} role="alert" className="rounded-lg bg-red-50 p-2 text-sm text-red-800">
            {problem}
          </p>
        )}
        <div className="flex flex-wrap justify-end gap-2">
          <button
            type="button"
            onClick={onCancel}
            disabled={busy}
            className="rounded-lg border border-slate-300 px-4 py-2 text-sm font-semibold hover:bg-slate-50"
          >
            {ui('cancel')}
          </button>
          <button
            type="submit"
            aria-busy={busy}
            className="rounded-lg bg-red-700 px-4 py-2 text-sm font-semibold text-white hover:bg-red-800"
          >
            {busy ? ui('working') : confirmLabel}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
