'use client';
/**
 * An editable table cell (spec public-and-account §4 "Editable table cell: read mode, edit
 * mode on the edit icon, submit after confirmation; escape restores the value").
 * Read mode shows `children` (or the value) and an edit button; edit mode an input (Enter asks
 * for confirmation, Escape restores the value and leaves); the confirmation saves with
 * `onSave`, whose refusal message shows under the input and keeps the edit open.
 */
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslations } from 'next-intl';

export function EditableCell({
  value,
  label,
  onSave,
  type = 'text',
  children,
}: {
  value: string;
  /** What is edited, for the button and input names ("Tagline of Acme"). */
  label: string;
  onSave: (value: string) => Promise<{ ok: boolean; message?: string }>;
  type?: 'text' | 'url';
  children?: ReactNode;
}) {
  const t = useTranslations('table.editCell');
  const [mode, setMode] = useState<'read' | 'edit' | 'confirm'>('read');
  const [saved, setSaved] = useState(value);
  const [draft, setDraft] = useState(value);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (mode === 'edit') input.current?.focus();
  }, [mode]);

  const restore = () => {
    setDraft(saved);
    setError(null);
    setMode('read');
  };

  if (mode === 'read')
    return (
      <span className="group inline-flex items-center gap-1">
        <span>{saved === value ? (children ?? saved) : saved}</span>
        <button
          type="button"
          aria-label={t('edit', { label })}
          title={t('edit', { label })}
          onClick={() => {
            setDraft(saved);
            setMode('edit');
          }}
          className="rounded px-1 text-slate-400 hover:bg-slate-100 hover:text-brand-700"
        >
          ✎
        </button>
      </span>
    );

  return (
    <span className="inline-flex min-w-48 flex-col gap-1">
      <input
        ref={input}
        type={type}
        aria-label={label}
        value={draft}
        disabled={mode === 'confirm' || busy}
        onChange={(e) => setDraft(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === 'Escape') restore();
          if (e.key === 'Enter') setMode('confirm');
        }}
        className="rounded border border-slate-300 px-2 py-1 text-sm"
      />
      {mode === 'edit' ? (
        <span className="flex gap-2 text-xs">
          <button type="button" className="font-semibold text-brand-700" onClick={() => setMode('confirm')}>
            {t('save')}
          </button>
          <button type="button" className="text-slate-600" onClick={restore}>
            {t('cancel')}
          </button>
        </span>
      ) : (
        <span role="group" aria-label={t('confirm')} className="flex flex-wrap items-center gap-2 text-xs">
          <span>{t('confirm')}</span>
          <button
            type="button"
            disabled={busy}
            className="font-semibold text-brand-700"
            onClick={async () => {
              setBusy(true);
              const res = await onSave(draft.trim());
              setBusy(false);
              if (res.ok) {
                setSaved(draft.trim());
                setError(null);
                setMode('read');
              } else {
                setError(res.message ?? t('failed'));
                setMode('edit');
              }
            }}
          >
            {t('yes')}
          </button>
          <button type="button" className="text-slate-600" onClick={() => setMode('edit')}>
            {t('no')}
          </button>
        </span>
      )}
      {error && (
        <span role="alert" className="text-xs text-red-700">
          {error}
        </span>
      )}
    </span>
  );
}
