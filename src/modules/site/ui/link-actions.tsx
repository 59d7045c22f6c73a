'use client';
/**
 * The buttons beside a header menu, footer group, link or social button (issue 17 §1 "order,
 * activate/deactivate, delete"): Up and Down (`POST /api/v2/admin/site/links/{id}/move`), Show or
 * Hide (`PATCH …/links/{id}/active`) and Delete after a ConfirmDialog (`DELETE …/links/{id}`; a
 * menu or group goes with its links). Each success shows a toast and reloads the page; moved rows
 * keep the focus on the pressed button (or its twin when the row reached an end); after a
 * deletion the focus goes to the list's heading. A refusal shows beside the buttons.
 */
import { useRef, useState } from 'react';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { quietApi } from '@/ui/api/client';
import { messageOf } from '@/ui/api/failure';
import { ConfirmDialog } from '@/ui/primitives/confirm-dialog';
import { toast } from '@/ui/primitives/toast';

const button =
  'rounded-md border border-slate-300 px-2 py-1 text-sm font-medium hover:bg-slate-100 disabled:cursor-not-allowed disabled:opacity-50';

/** Up, Down, Show/Hide and Delete for row `id` named `name`. */
export function LinkActions({
  id,
  name,
  active,
  isFirst,
  isLast,
  childCount = 0,
  headingId,
}: {
  id: number;
  /** What the row is called (the buttons' accessible names, the question). */
  name: string;
  active: boolean;
  isFirst: boolean;
  isLast: boolean;
  /** The links a menu or group takes with it when deleted. */
  childCount?: number;
  /** The list's heading (`tabIndex={-1}`): the focus goes there after a deletion. */
  headingId: string;
}) {
  const t = useTranslations('siteAdmin.common');
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [open, setOpen] = useState(false);
  const deleted = useRef(false);

  async function run(
    call: () => Promise<{ error?: unknown; response: Response }>,
    success: string,
    focus?: string,
  ) {
    setBusy(true);
    setError(null);
    const { error: failure, response } = await call();
    setBusy(false);
    if (!response.ok) {
      setError(messageOf(failure) ?? t('failed'));
      return false;
    }
    toast.success(success);
    router.refresh();
    // The row moved: keep the focus on its button once the page has the new order.
    if (focus)
      setTimeout(() => {
        const target = document.querySelector<HTMLButtonElement>(
          `[data-link-action="${focus}"]:not(:disabled)`,
        );
        (target ?? document.querySelector<HTMLButtonElement>(`[data-link-action^="${id}-"]`))?.focus();
      }, 300);
    return true;
  }

  const move = (direction: 'up' | 'down') =>
    run(
      () =>
        quietApi.POST('/api/v2/admin/site/links/{id}/move', {
          params: { path: { id } },
          body: { direction },
        }),
      t('moved'),
      `${id}-${direction}`,
    );

  return (
    <div className="flex flex-wrap items-center gap-2">
      <button
        type="button"
        className={button}
        disabled={busy || isFirst}
        data-link-action={`${id}-up`}
        aria-label={t('moveUpOf', { name })}
        onClick={() => void move('up')}
      >
        <span aria-hidden="true">↑ </span>
        {t('moveUp')}
      </button>
      <button
        type="button"
        className={button}
        disabled={busy || isLast}
        data-link-action={`${id}-down`}
        aria-label={t('moveDownOf', { name })}
        onClick={() => void move('down')}
      >
        <span aria-hidden="true">↓ </span>
        {t('moveDown')}
      </button>
      <button
        type="button"
        className={button}
        disabled={busy}
        data-link-action={`${id}-active`}
        aria-label={active ? t('hideOf', { name }) : t('showOf', { name })}
        onClick={() =>
          void run(
            () =>
              quietApi.PATCH('/api/v2/admin/site/links/{id}/active', {
                params: { path: { id } },
                body: { active: !active },
              }),
            active ? t('hiddenToast', { name }) : t('shownToast', { name }),
            `${id}-active`,
          )
        }
      >
        {active ? t('hide') : t('show')}
      </button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title={t('deleteQuestion', { name })}
        description={childCount > 0 ? t('deleteWithLinks', { count: childCount }) : t('deleteOne')}
        finalFocus={() => (deleted.current ? document.getElementById(headingId) : undefined)}
        onConfirm={async () => {
          const done = await run(
            () => quietApi.DELETE('/api/v2/admin/site/links/{id}', { params: { path: { id } } }),
            t('deleted'),
          );
          deleted.current = done;
          return done;
        }}
        trigger={
          <button
            aria-label={`${t('delete')}: ${name}`}
            type="button"
            className="text-sm font-semibold text-red-700 underline"
            disabled={busy}
          >
            {t('delete')}
          </button>
        }
      />
      {error && (
        <span role="alert" className="text-sm text-red-700">
          {error}
        </span>
      )}
    </div>
  );
}
