'use client';
/**
 * The lists screen's controls (issue 18 §5, /user/dashboard/lists): create a list; for the open
 * list rename it, delete it (confirm dialog), share it read-only by link (copy button) or stop,
 * download it as Excel (premium; otherwise a plans link), and per entry save a note or remove it.
 * Each change goes through the typed API client, then the server's page is read again
 * (`router.refresh()`), so the screen always shows what is stored; a refusal is shown in place,
 * in the page's language (the API answers in it).
 */
import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { z } from 'zod';
import { api, handledByCaller } from '@/ui/api/client';
import { fieldErrorsOf } from '@/ui/api/failure';
import { FormMessage, inputClass } from '@/ui/form';
import { Field, FormSubmit, useZodForm, ZodForm } from '@/ui/form-kit';
import { ConfirmDialog } from '@/ui/primitives/confirm-dialog';

const nameForm = z.object({ name: z.string().trim().min(1).max(80) });

/** Runs an API call; its refusal's message, or null when it went through. */
async function attempt(
  call: () => Promise<{ error?: { message?: string | null } | undefined }>,
  generic: string,
) {
  try {
    const { error } = await call();
    return error ? (error.message ?? generic) : null;
  } catch {
    return generic;
  }
}

/** The create-a-list form; on success opens the new list (`listsPath?list=id`, the localized lists page). */
export function CreateListForm({ listsPath }: { listsPath: string }) {
  const t = useTranslations('lists');
  const router = useRouter();
  const form = useZodForm(nameForm, { name: '' });
  return (
    <ZodForm
      form={form}
      testId="create-list-form"
      className="space-y-3"
      requiredNote={false}
      onSubmit={async ({ name }) => {
        try {
          const { data, error } = await api.POST('/api/v2/lists', { body: { name }, ...handledByCaller() });
          if (data) {
            form.reset();
            router.push(`${listsPath}?list=${data.data.id}`);
            return { ok: true as const, quiet: true };
          }
          return {
            ok: false as const,
            error: { message: error?.message, data: { fields: fieldErrorsOf(error) } },
          };
        } catch {
          return { ok: false as const, message: t('generic') };
        }
      }}
    >
      <Field name="name" label={t('newName')} required maxLength={80} autoComplete="off" />
      <FormSubmit busyLabel={t('working')}>{t('create')}</FormSubmit>
    </ZodForm>
  );
}

/** The open list's bar: rename, share, export, delete. */
export function ListActions({
  list,
  shareUrl,
  isPremium,
  plansHref,
  afterDeleteHref,
}: {
  list: { id: number; name: string; shareToken: string | null };
  /** The share page's address with `__token__` in place of the token (absolute). */
  shareUrl: string;
  isPremium: boolean;
  plansHref: string;
  afterDeleteHref: string;
}) {
  const t = useTranslations('lists');
  const router = useRouter();
  const [renaming, setRenaming] = useState(false);
  const [name, setName] = useState(list.name);
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [status, setStatus] = useState<string | null>(null);
  const path = { params: { path: { id: list.id } }, ...handledByCaller() };
  const link = list.shareToken ? shareUrl.replace('__token__', list.shareToken) : null;

  const run = async (call: () => Promise<{ error?: { message?: string | null } }>) => {
    setBusy(true);
    setProblem(null);
    setStatus(null);
    const failed = await attempt(call, t('generic'));
    setBusy(false);
    if (failed) setProblem(failed);
    else router.refresh();
    return !failed;
  };

  return (
    <div className="space-y-3">
      {renaming ? (
        <form
          className="flex flex-wrap items-end gap-2"
          onSubmit={async (e) => {
            e.preventDefault();
            if (await run(() => api.PATCH('/api/v2/lists/{id}', { ...path, body: { name } })))
              setRenaming(false);
          }}
        >
          <label className="min-w-0 flex-1">
            <span className="block text-sm font-medium">{t('nameLabel')}</span>
            <input
              className={inputClass}
              value={name}
              maxLength={80}
              required
              onChange={(e) => setName(e.target.value)}
            />
          </label>
          <button
            type="submit"
            disabled={busy}
            className="rounded-lg bg-brand-600 px-3 py-2 text-sm font-semibold text-white"
          >
            {t('save')}
          </button>
          <button
            type="button"
            onClick={() => setRenaming(false)}
            className="rounded-lg border px-3 py-2 text-sm"
          >
            {t('cancel')}
          </button>
        </form>
      ) : null}
      <div className="flex flex-wrap gap-2 text-sm">
        {!renaming && (
          <button
            type="button"
            onClick={() => setRenaming(true)}
            className="rounded-lg border border-slate-300 px-3 py-1.5"
          >
            {t('rename')}
          </button>
        )}
        <button
          type="button"
          disabled={busy}
          onClick={() =>
            run(() => api.PUT('/api/v2/lists/{id}/sharing', { ...path, body: { shared: !list.shareToken } }))
          }
          className="rounded-lg border border-slate-300 px-3 py-1.5"
        >
          {list.shareToken ? t('unshare') : t('share')}
        </button>
        {isPremium ? (
          <a
            href={`/api/v2/lists/${list.id}/export`}
            download
            className="rounded-lg border border-slate-300 px-3 py-1.5 font-medium"
            data-testid="list-export"
          >
            {t('downloadExcel')}
          </a>
        ) : (
          <span className="px-1 py-1.5 text-slate-600">
            {t('exportPremium')}{' '}
            <a href={plansHref} className="font-semibold text-brand-700 underline">
              {t('seePlans')}
            </a>
          </span>
        )}
        <ConfirmDialog
          open={confirming}
          onOpenChange={setConfirming}
          title={t('deleteTitle', { name: list.name })}
          description={t('deleteBody')}
          onConfirm={async () => {
            const failed = await attempt(() => api.DELETE('/api/v2/lists/{id}', path), t('generic'));
            if (failed) {
              setProblem(failed);
              return false;
            }
            router.push(afterDeleteHref);
            router.refresh();
          }}
          trigger={
            <button type="button" className="rounded-lg border border-red-300 px-3 py-1.5 text-red-700">
              {t('delete')}
            </button>
          }
        />
      </div>
      {link && (
        <div className="rounded-lg border border-slate-200 bg-slate-50 p-3 text-sm" data-testid="share-link">
          <label className="block">
            <span className="block text-slate-600">{t('shareLink')}</span>
            <input
              readOnly
              value={link}
              className={`${inputClass} mt-1 font-mono text-xs`}
              onFocus={(e) => e.target.select()}
            />
          </label>
          <button
            type="button"
            className="mt-2 rounded-lg border border-slate-300 bg-white px-3 py-1.5"
            onClick={async () => {
              try {
                await navigator.clipboard.writeText(link);
                setStatus(t('copied'));
              } catch {
                setProblem(t('generic'));
              }
            }}
          >
            {t('copy')}
          </button>
        </div>
      )}
      {problem && <FormMessage kind="alert">{problem}</FormMessage>}
      {status && <FormMessage kind="status">{status}</FormMessage>}
    </div>
  );
}

/** An entry's note form and its Remove button. */
export function ListItemControls({
  listId,
  itemId,
  name,
  note: saved,
}: {
  listId: number;
  itemId: number;
  name: string;
  note: string;
}) {
  const t = useTranslations('lists');
  const router = useRouter();
  const [note, setNote] = useState(saved);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ kind: 'status' | 'alert'; text: string } | null>(null);
  const path = { params: { path: { id: listId, itemId } }, ...handledByCaller() };
  const run = async (call: () => Promise<{ error?: { message?: string | null } }>, done: string) => {
    setBusy(true);
    const failed = await attempt(call, t('generic'));
    setBusy(false);
    setMessage(failed ? { kind: 'alert', text: failed } : { kind: 'status', text: done });
    if (!failed) router.refresh();
  };
  return (
    <div className="mt-2 space-y-2">
      <form
        className="flex flex-wrap items-end gap-2"
        onSubmit={(e) => {
          e.preventDefault();
          void run(
            () => api.PATCH('/api/v2/lists/{id}/items/{itemId}', { ...path, body: { note } }),
            t('noteSaved'),
          );
        }}
      >
        <label className="min-w-0 flex-1">
          <span className="sr-only">{t('note', { name })}</span>
          <textarea
            className={`${inputClass} min-h-10 text-sm`}
            rows={1}
            maxLength={500}
            value={note}
            onChange={(e) => setNote(e.target.value)}
          />
        </label>
        <button
          type="submit"
          disabled={busy || note === saved}
          className="rounded-lg border border-slate-300 px-3 py-1.5 text-sm disabled:opacity-50"
        >
          {t('noteSave')}
        </button>
        <button
          type="button"
          disabled={busy}
          aria-label={t('remove', { name })}
          onClick={() =>
            run(() => api.DELETE('/api/v2/lists/{id}/items/{itemId}', path), t('removed', { name }))
          }
          className="rounded-lg border border-slate-300 px-3 py-1.5 text-sm text-red-700"
        >
          ×
        </button>
      </form>
      {message && <FormMessage kind={message.kind}>{message.text}</FormMessage>}
    </div>
  );
}
