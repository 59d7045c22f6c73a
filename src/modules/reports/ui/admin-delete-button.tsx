'use client';
/**
 * The delete button of a category, type, report or version in report management (D §7
 * "management … delete"): asks first in a ConfirmDialog, then calls
 * `DELETE /api/v2/reports/management/{kind}/{id}`; on success a toast and the page reloads (the
 * focus goes to the list's heading); a refusal ('This type is used by 2 reports…', 'bought or
 * downloaded: deactivate it instead') shows beside the button.
 */
import { useRef, useState } from 'react';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { quietApi } from '@/ui/api/client';
import { messageOf } from '@/ui/api/failure';
import { ConfirmDialog } from '@/ui/primitives/confirm-dialog';
import { toast } from '@/ui/primitives/toast';

export type DeletableKind = 'category' | 'type' | 'report' | 'version';

function deleteCall(kind: DeletableKind, id: number) {
  const init = { params: { path: { id } } };
  switch (kind) {
    case 'category':
      return quietApi.DELETE('/api/v2/reports/management/categories/{id}', init);
    case 'type':
      return quietApi.DELETE('/api/v2/reports/management/types/{id}', init);
    case 'report':
      return quietApi.DELETE('/api/v2/reports/management/reports/{id}', init);
    case 'version':
      return quietApi.DELETE('/api/v2/reports/management/versions/{id}', init);
  }
}

/** Deletes a category, type, report or version after a confirmation; refusals (in use, sold) are shown; focus returns to `headingId`. */
export function DeleteButton({
  kind,
  id,
  name,
  headingId,
}: {
  kind: DeletableKind;
  id: number;
  /** What is deleted, for the question and the button's name. */
  name: string;
  /** The list's heading (`tabIndex={-1}`): the focus goes there after a deletion. */
  headingId: string;
}) {
  const t = useTranslations('reportAdmin');
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const deleted = useRef(false);
  return (
    <span className="inline-flex flex-wrap items-center gap-2">
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title={t('common.deleteQuestion', { name })}
        description={t(`delete.${kind}`)}
        finalFocus={() => (deleted.current ? document.getElementById(headingId) : undefined)}
        onConfirm={async () => {
          const { error: failure, response } = await deleteCall(kind, id);
          if (!response.ok) {
            setError(messageOf(failure) ?? t('common.deleteFailed'));
            return;
          }
          deleted.current = true;
          setError(null);
          toast.success(t('common.deleted'));
          router.refresh();
        }}
        trigger={
          <button
            aria-label={`${t('common.delete')}: ${name}`}
            type="button"
            className="text-sm font-semibold text-red-700 underline"
          >
            {t('common.delete')}
          </button>
        }
      />
      {error && (
        <span role="alert" className="text-sm text-red-700">
          {error}
        </span>
      )}
    </span>
  );
}
