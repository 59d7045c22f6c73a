'use client';
/**
 * The items of one typed list in types management (issue 17 §1 types; spec public §3 "Reference
 * lists"): a form adding an item at the end, then a table (id, EN and TR names, slugs, order,
 * active switch, number of uses) whose rows move up and down, switch active, open an edit dialog
 * for the names and delete after a confirmation. A refused delete ('This type is in use and cannot
 * be deleted; deactivate it instead.') is announced above the table. Calls the generated client
 * (`/api/v2/admin/types/…`); answers update the table in place, then the page refreshes its counts.
 */
import { useEffect, useRef, useState } from 'react';
import { useRouter } from 'next/navigation';
import { useLocale, useTranslations } from 'next-intl';
import { formatCount } from '@/lib/format';
import { quietApi, type ApiSchemas } from '@/ui/api/client';
import { messageOf } from '@/ui/api/failure';
import { Field, FormSubmit, useZodForm, ZodForm } from '@/ui/form-kit';
import { Dialog } from '@/ui/primitives/dialog';
import { ConfirmDialog } from '@/ui/primitives/confirm-dialog';
import { toast } from '@/ui/primitives/toast';
import { ScrollRegion } from '@/ui/scroll-region';
import { typeItemInput, typeNamesInput } from '../types-admin-validation';

type Item = ApiSchemas['TypeItemAdmin'];

/** Adds, renames, reorders, (de)activates and deletes the items of list `categoryId`. */
export function TypeItemsEditor({
  categoryId,
  categoryName,
  initialItems,
}: {
  categoryId: number;
  categoryName: string;
  initialItems: Item[];
}) {
  const t = useTranslations('typesAdmin');
  const locale = useLocale() as 'en' | 'tr';
  const router = useRouter();
  const [items, setItems] = useState(initialItems);
  const [editing, setEditing] = useState<Item | null>(null);
  const [deleting, setDeleting] = useState<Item | null>(null);
  const [notice, setNotice] = useState<{ ok: boolean; text: string } | null>(null);
  const focusAfter = useRef<string | null>(null);
  const deleted = useRef(false);

  // A refreshed page brings the server's items: they replace the local ones (React's
  // "adjusting state when a prop changes", without an effect).
  const [source, setSource] = useState(initialItems);
  if (source !== initialItems) {
    setSource(initialItems);
    setItems(initialItems);
  }
  useEffect(() => {
    if (!focusAfter.current) return;
    const target = document.querySelector<HTMLElement>(focusAfter.current);
    focusAfter.current = null;
    target?.focus();
  });

  const replace = (item: Item) => setItems((list) => list.map((i) => (i.id === item.id ? item : i)));
  const fail = (error: unknown) => {
    const text = messageOf(error) ?? t('failed');
    setNotice({ ok: false, text });
    toast.error(text);
  };

  const move = async (item: Item, direction: 'up' | 'down') => {
    const { data, error, response } = await quietApi.POST('/api/v2/admin/types/items/{id}/move', {
      params: { path: { id: item.id } },
      body: { direction },
    });
    if (!response.ok || !data) return fail(error);
    const next = data.data.items;
    setItems(next);
    const at = next.findIndex((i) => i.id === item.id);
    const edge = direction === 'up' ? at === 0 : at === next.length - 1;
    focusAfter.current = `[data-move="${item.id}-${edge ? (direction === 'up' ? 'down' : 'up') : direction}"]`;
    setNotice({ ok: true, text: t('moved', { name: item.nameEn, position: at + 1 }) });
  };

  const setActive = async (item: Item, active: boolean) => {
    // The switch follows the click at once; a refusal puts it back.
    replace({ ...item, active });
    const { data, error, response } = await quietApi.PATCH('/api/v2/admin/types/items/{id}/active', {
      params: { path: { id: item.id } },
      body: { active },
    });
    if (!response.ok || !data) {
      replace(item);
      return fail(error);
    }
    replace(data.data);
    setNotice({ ok: true, text: t(active ? 'activated' : 'deactivated', { name: item.nameEn }) });
    router.refresh();
  };

  return (
    <div className="mt-6 space-y-8">
      <section aria-labelledby="type-add" className="rounded-xl border border-slate-200 bg-white p-4 sm:p-6">
        <h2 id="type-add" className="mb-4 text-lg font-bold">
          {t('addTitle', { list: categoryName })}
        </h2>
        <AddItemForm
          categoryId={categoryId}
          onAdded={(item) => {
            setItems((list) => [...list, item]);
            setNotice({ ok: true, text: t('added', { name: item.nameEn, id: item.id }) });
            router.refresh();
          }}
        />
      </section>

      <section aria-labelledby="type-items">
        <h2 id="type-items" tabIndex={-1} className="text-lg font-bold">
          {t('itemsTitle', { list: categoryName, count: items.length })}
        </h2>
        <div aria-live="polite" className="mt-2 min-h-6 text-sm">
          {notice ? (
            <p
              role={notice.ok ? 'status' : 'alert'}
              className={notice.ok ? 'text-emerald-800' : 'text-red-700'}
            >
              {notice.text}
            </p>
          ) : null}
        </div>
        {items.length === 0 ? (
          <p className="mt-2 text-sm text-slate-600">{t('empty')}</p>
        ) : (
          <ScrollRegion label={t('tableRegion', { list: categoryName })} className="mt-3">
            <table className="w-full min-w-[56rem] text-left text-sm" data-testid="type-items">
              <caption className="sr-only">{t('caption', { list: categoryName })}</caption>
              <thead className="border-b border-slate-300 text-xs text-slate-600 uppercase">
                <tr>
                  <th scope="col" className="px-2 py-2">
                    {t('order')}
                  </th>
                  <th scope="col" className="px-2 py-2">
                    {t('id')}
                  </th>
                  <th scope="col" className="px-2 py-2">
                    {t('nameEn')}
                  </th>
                  <th scope="col" className="px-2 py-2">
                    {t('nameTr')}
                  </th>
                  <th scope="col" className="px-2 py-2">
                    {t('slugs')}
                  </th>
                  <th scope="col" className="px-2 py-2">
                    {t('active')}
                  </th>
                  <th scope="col" className="px-2 py-2">
                    {t('inUse')}
                  </th>
                  <th scope="col" className="px-2 py-2">
                    {t('actions')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {items.map((item, index) => (
                  <tr
                    key={item.id}
                    className={`border-b border-slate-200 ${item.active ? '' : 'bg-slate-50 text-slate-600'}`}
                    data-testid={`type-item-${item.id}`}
                  >
                    <td className="px-2 py-2 whitespace-nowrap">
                      <span className="mr-2 inline-block w-6 text-right tabular-nums">{index + 1}</span>
                      <button
                        type="button"
                        data-move={`${item.id}-up`}
                        disabled={index === 0}
                        onClick={() => void move(item, 'up')}
                        className="rounded border border-slate-300 px-2 py-1 disabled:opacity-40"
                      >
                        <span aria-hidden="true">↑</span>
                        <span className="sr-only">{t('moveUp', { name: item.nameEn })}</span>
                      </button>{' '}
                      <button
                        type="button"
                        data-move={`${item.id}-down`}
                        disabled={index === items.length - 1}
                        onClick={() => void move(item, 'down')}
                        className="rounded border border-slate-300 px-2 py-1 disabled:opacity-40"
                      >
                        <span aria-hidden="true">↓</span>
                        <span className="sr-only">{t('moveDown', { name: item.nameEn })}</span>
                      </button>
                    </td>
                    <td className="px-2 py-2 tabular-nums">{item.id}</td>
                    <td className="px-2 py-2 font-semibold">{item.nameEn}</td>
                    <td className="px-2 py-2">{item.nameTr}</td>
                    <td className="px-2 py-2 text-xs text-slate-600">
                      <span lang="en">{item.slugEn}</span>
                      <br />
                      <span lang="tr">{item.slugTr}</span>
                    </td>
                    <td className="px-2 py-2">
                      <label className="inline-flex items-center gap-2">
                        <input
                          type="checkbox"
                          className="size-4"
                          checked={item.active}
                          onChange={(e) => void setActive(item, e.target.checked)}
                          aria-label={t('activeOf', { name: item.nameEn })}
                        />
                        <span aria-hidden="true">{item.active ? t('yes') : t('no')}</span>
                      </label>
                    </td>
                    <td className="px-2 py-2 tabular-nums">{formatCount(item.inUse, locale)}</td>
                    <td className="px-2 py-2 whitespace-nowrap">
                      <button
                        aria-label={`${t('edit')}: ${item.nameEn}`}
                        type="button"
                        onClick={() => setEditing(item)}
                        className="font-semibold text-brand-700 underline"
                      >
                        {t('edit')}
                      </button>{' '}
                      <button
                        aria-label={`${t('delete')}: ${item.nameEn}`}
                        type="button"
                        onClick={() => {
                          deleted.current = false;
                          setDeleting(item);
                        }}
                        className="ml-3 font-semibold text-red-700 underline"
                      >
                        {t('delete')}
                      </button>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </ScrollRegion>
        )}
      </section>

      <Dialog
        open={editing !== null}
        onOpenChange={(open) => !open && setEditing(null)}
        title={editing ? t('editTitle', { name: editing.nameEn }) : ''}
        description={editing && editing.inUse > 0 ? t('slugsKept') : undefined}
        testId="type-edit-dialog"
      >
        {editing ? (
          <EditNamesForm
            item={editing}
            onSaved={(item) => {
              replace(item);
              setEditing(null);
              setNotice({ ok: true, text: t('saved', { name: item.nameEn }) });
              router.refresh();
            }}
          />
        ) : null}
      </Dialog>

      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={deleting ? t('deleteQuestion', { name: deleting.nameEn }) : ''}
        description={t('deleteDescription')}
        finalFocus={() => (deleted.current ? document.getElementById('type-items') : undefined)}
        onConfirm={async () => {
          if (!deleting) return;
          const { error, response } = await quietApi.DELETE('/api/v2/admin/types/items/{id}', {
            params: { path: { id: deleting.id } },
          });
          if (!response.ok) return fail(error);
          deleted.current = true;
          setItems((list) => list.filter((i) => i.id !== deleting.id));
          setNotice({ ok: true, text: t('deleted', { name: deleting.nameEn }) });
          toast.success(t('deleted', { name: deleting.nameEn }));
          router.refresh();
        }}
      />
    </div>
  );
}

/** The add form: EN and TR names and the active switch (on by default). */
function AddItemForm({ categoryId, onAdded }: { categoryId: number; onAdded: (item: Item) => void }) {
  const t = useTranslations('typesAdmin');
  const empty = { nameEn: '', nameTr: '', active: true };
  const form = useZodForm(typeItemInput, empty);
  return (
    <ZodForm
      form={form}
      testId="type-add-form"
      className="grid gap-4 sm:grid-cols-2"
      success={t('addedToast')}
      onSubmit={async (values) => {
        const { data, error, response } = await quietApi.POST('/api/v2/admin/types/categories/{id}/items', {
          params: { path: { id: categoryId } },
          body: values,
        });
        if (!response.ok || !data) return { ok: false, error };
        form.reset(empty);
        onAdded(data.data);
        return { ok: true };
      }}
    >
      <Field name="nameEn" label={t('nameEn')} required lang="en" autoComplete="off" />
      <Field name="nameTr" label={t('nameTr')} required lang="tr" autoComplete="off" />
      <label className="flex items-center gap-2 text-sm font-medium sm:col-span-2">
        <input type="checkbox" className="size-4" {...form.register('active')} />
        {t('activeNew')}
      </label>
      <div className="sm:col-span-2 sm:max-w-xs">
        <FormSubmit busyLabel={t('saving')}>{t('add')}</FormSubmit>
      </div>
    </ZodForm>
  );
}

/** The edit dialog's form: new EN and TR names. */
function EditNamesForm({ item, onSaved }: { item: Item; onSaved: (item: Item) => void }) {
  const t = useTranslations('typesAdmin');
  const form = useZodForm(typeNamesInput, { nameEn: item.nameEn, nameTr: item.nameTr });
  return (
    <ZodForm
      form={form}
      testId="type-edit-form"
      success={t('savedToast')}
      onSubmit={async (values) => {
        const { data, error, response } = await quietApi.PUT('/api/v2/admin/types/items/{id}', {
          params: { path: { id: item.id } },
          body: values,
        });
        if (!response.ok || !data) return { ok: false, error };
        onSaved(data.data);
        return { ok: true };
      }}
    >
      <Field name="nameEn" label={t('nameEn')} required lang="en" autoComplete="off" />
      <Field name="nameTr" label={t('nameTr')} required lang="tr" autoComplete="off" />
      <FormSubmit busyLabel={t('saving')}>{t('save')}</FormSubmit>
    </ZodForm>
  );
}
