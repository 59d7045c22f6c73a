'use client';
/** The unsaved-changes notice (spec §4 "Unsaved edits": 'There are unsaved changes' / 'Save your changes' / 'Changes are undone'). */
import { useTranslations } from 'next-intl';

export function UnsavedNotice({
  kind,
  onSave,
  onUndo,
}: {
  kind: 'unsaved' | 'undone';
  onSave: () => void;
  onUndo: () => void;
}) {
  const t = useTranslations('profile');
  return (
    <div
      role="status"
      data-testid="unsaved-notice"
      className="fixed bottom-4 right-4 z-50 w-80 rounded-xl border border-slate-200 bg-white p-4 shadow-lg"
    >
      {kind === 'unsaved' ? (
        <>
          <p className="font-semibold">{t('unsavedTitle')}</p>
          <p className="text-sm text-slate-600">{t('unsavedText')}</p>
          <div className="mt-3 flex gap-2">
            <button
              type="button"
              onClick={onSave}
              className="rounded-md bg-brand-600 px-3 py-1.5 text-sm font-semibold text-white"
            >
              {t('save')}
            </button>
            <button
              type="button"
              onClick={onUndo}
              className="rounded-md border border-slate-300 px-3 py-1.5 text-sm font-semibold"
            >
              {t('undo')}
            </button>
          </div>
        </>
      ) : (
        <p className="font-semibold">{t('undone')}</p>
      )}
    </div>
  );
}
