'use client';
/**
 * "Save to list" on a startup's, a person's or an organization's page (issue 18 §5 "add from any
 * card or page"): a button that opens a dialog listing the viewer's lists (from
 * `GET /api/v2/lists/holding`), each with Add or "In the list", and a form that creates a new
 * list and adds the entry to it. The page is the same for every viewer (it may come from the
 * page cache), so whether the viewer is signed in is learnt from that call: a visitor (401) is
 * offered the login page instead. Texts come from the `lists` namespace (ClientMessages).
 */
import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { api, handledByCaller } from '@/ui/api/client';
import { FormMessage, inputClass } from '@/ui/form';
import { Dialog } from '@/ui/primitives/dialog';
import type { ListEntryKind } from '../lists';

interface Holding {
  id: number;
  name: string;
  holds: boolean;
}

/**
 * `kind`, `entityId`: the entry (a person's entityId is the user id); `name`: its name for the
 * dialog's title; `listsPath`, `loginPath`: the localized lists and login pages; `variant`:
 * `button` (a detail page: "Save to list") or `icon` (a list card: a bookmark button named
 * "Save … to a list", 40 px square, placed beside the card's link).
 */
export function SaveToList({
  kind,
  entityId,
  name,
  listsPath,
  loginPath,
  variant = 'button',
}: {
  kind: ListEntryKind;
  entityId: string;
  name: string;
  listsPath: string;
  loginPath: string;
  variant?: 'button' | 'icon';
}) {
  const t = useTranslations('lists');
  const [open, setOpen] = useState(false);
  const [lists, setLists] = useState<Holding[] | null>(null);
  const [visitor, setVisitor] = useState(false);
  const [newName, setNewName] = useState('');
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ kind: 'status' | 'alert'; text: string } | null>(null);

  const load = async () => {
    setMessage(null);
    try {
      const { data, response } = await api.GET('/api/v2/lists/holding', {
        params: { query: { kind, entityId } },
        ...handledByCaller(),
      });
      if (response.status === 401) return setVisitor(true);
      setLists(data?.data ?? []);
    } catch {
      setMessage({ kind: 'alert', text: t('generic') });
    }
  };

  const add = async (list: { id: number; name: string }) => {
    setBusy(true);
    try {
      const { error } = await api.POST('/api/v2/lists/{id}/items', {
        params: { path: { id: list.id } },
        body: { kind, entityId },
        ...handledByCaller(),
      });
      if (error) setMessage({ kind: 'alert', text: error.message ?? t('generic') });
      else {
        setMessage({ kind: 'status', text: t('addedTo', { list: list.name }) });
        setLists((all) => {
          const rest = (all ?? []).filter((l) => l.id !== list.id);
          return [...rest, { ...list, holds: true }].sort((a, b) => a.name.localeCompare(b.name));
        });
      }
    } catch {
      setMessage({ kind: 'alert', text: t('generic') });
    } finally {
      setBusy(false);
    }
  };

  const createAndAdd = async () => {
    setBusy(true);
    try {
      const { data, error } = await api.POST('/api/v2/lists', {
        body: { name: newName },
        ...handledByCaller(),
      });
      if (!data) {
        setMessage({ kind: 'alert', text: error?.message ?? t('generic') });
        return;
      }
      setNewName('');
      await add({ id: data.data.id, name: newName.trim().replace(/\s+/g, ' ') });
    } catch {
      setMessage({ kind: 'alert', text: t('generic') });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (next) void load();
      }}
      title={t('saveTitle', { name })}
      testId="save-to-list"
      trigger={
        variant === 'icon' ? (
          <button
            type="button"
            aria-label={t('saveTitle', { name })}
            title={t('saveToList')}
            className="grid size-10 place-items-center rounded-lg border border-slate-300 bg-white text-slate-700 hover:border-brand-500 hover:text-brand-700"
            data-testid="save-to-list-button"
          >
            <svg
              aria-hidden="true"
              viewBox="0 0 24 24"
              className="size-5"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
            >
              <path d="M6 3h12a1 1 0 0 1 1 1v17l-7-4-7 4V4a1 1 0 0 1 1-1z" strokeLinejoin="round" />
            </svg>
          </button>
        ) : (
          <button
            type="button"
            className="rounded-lg border border-slate-300 bg-white px-4 py-2 text-sm font-semibold hover:border-brand-500"
            data-testid="save-to-list-button"
          >
            {t('saveToList')}
          </button>
        )
      }
      footer={
        <a href={listsPath} className="text-sm font-semibold text-brand-700 underline">
          {t('openLists')}
        </a>
      }
    >
      {visitor ? (
        <p className="text-sm">
          <a
            href={`${loginPath}?redirectUrl=${encodeURIComponent(window.location.pathname)}`}
            className="font-semibold text-brand-700 underline"
          >
            {t('loginToSave')}
          </a>
        </p>
      ) : lists === null ? (
        <p className="text-sm text-slate-600" role="status">
          {t('loading')}
        </p>
      ) : (
        <div className="space-y-4">
          {lists.length > 0 && (
            <ul className="divide-y divide-slate-100" aria-label={t('yourLists')}>
              {lists.map((list) => (
                <li key={list.id} className="flex items-center justify-between gap-3 py-2">
                  <span className="min-w-0 truncate font-medium">{list.name}</span>
                  {list.holds ? (
                    <span className="text-sm text-emerald-700">✓ {t('inList')}</span>
                  ) : (
                    <button
                      type="button"
                      disabled={busy}
                      onClick={() => add(list)}
                      aria-label={`${t('add')}: ${list.name}`}
                      className="rounded-lg bg-brand-600 px-3 py-1.5 text-sm font-semibold text-white hover:bg-brand-700"
                    >
                      {t('add')}
                    </button>
                  )}
                </li>
              ))}
            </ul>
          )}
          <form
            className="flex flex-wrap items-end gap-2"
            onSubmit={(e) => {
              e.preventDefault();
              void createAndAdd();
            }}
          >
            <label className="min-w-0 flex-1">
              <span className="block text-sm font-medium">{lists.length ? t('orNew') : t('newName')}</span>
              <input
                className={inputClass}
                value={newName}
                maxLength={80}
                required
                onChange={(e) => setNewName(e.target.value)}
              />
            </label>
            <button
              type="submit"
              disabled={busy}
              className="rounded-lg border border-slate-300 px-3 py-2 text-sm font-semibold hover:border-brand-500"
            >
              {t('createAndAdd')}
            </button>
          </form>
        </div>
      )}
      {message && <FormMessage kind={message.kind}>{message.text}</FormMessage>}
    </Dialog>
  );
}
