'use client';
/**
 * The EU ecosystem organizations of one list page (issue 17 §1 eu-ecosystem-management): an
 * "Add organization" dialog, then a table (name and website, type, country, city, status,
 * source) whose rows are chosen for a bulk approval, approved one by one, edited in a dialog and
 * deleted after a confirmation. Results are announced in a status line and a toast; the page then
 * refreshes (its counts and paging come from the server).
 */
import { useRef, useState } from 'react';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { quietApi, type ApiSchemas } from '@/ui/api/client';
import { messageOf } from '@/ui/api/failure';
import { Dialog } from '@/ui/primitives/dialog';
import { ConfirmDialog } from '@/ui/primitives/confirm-dialog';
import { toast } from '@/ui/primitives/toast';
import { ScrollRegion } from '@/ui/scroll-region';
import { EuOrganizationForm, type Option } from './eu-organization-form';

type Organization = ApiSchemas['EuOrganizationAdmin'];

const button = 'rounded-lg px-3 py-2 text-sm font-semibold disabled:opacity-50';

/** The organizations of the page with their actions; `types`/`countries` feed the forms. */
export function EuOrganizationsTable({
  rows,
  types,
  countries,
}: {
  rows: Organization[];
  types: Option[];
  countries: Option[];
}) {
  const t = useTranslations('euAdmin');
  const router = useRouter();
  const [chosen, setChosen] = useState<number[]>([]);
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<Organization | null>(null);
  const [deleting, setDeleting] = useState<Organization | null>(null);
  const [notice, setNotice] = useState<{ ok: boolean; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const deleted = useRef(false);
  const pendingIds = rows.filter((r) => r.status === 'pending').map((r) => r.id);

  const done = (text: string) => {
    setNotice({ ok: true, text });
    toast.success(text);
    router.refresh();
  };
  const fail = (error: unknown) => {
    const text = messageOf(error) ?? t('failed');
    setNotice({ ok: false, text });
    toast.error(text);
  };

  const approve = async (ids: number[]) => {
    setBusy(true);
    const { data, error, response } = await quietApi.POST('/api/v2/admin/eu-organizations/approve', {
      body: { ids },
    });
    setBusy(false);
    if (!response.ok || !data) return fail(error);
    setChosen([]);
    done(t('approvedCount', { count: data.data.approved }));
  };

  return (
    <div className="mt-4 space-y-3">
      <div className="flex flex-wrap items-center gap-3">
        <Dialog
          open={adding}
          onOpenChange={setAdding}
          title={t('addTitle')}
          size="lg"
          testId="eu-add-dialog"
          trigger={
            <button type="button" className={`${button} bg-brand-600 text-white hover:bg-brand-700`}>
              {t('add')}
            </button>
          }
        >
          <EuOrganizationForm
            types={types}
            countries={countries}
            testId="eu-add-form"
            onSaved={(organization) => {
              setAdding(false);
              done(t('created', { name: organization.name }));
            }}
          />
        </Dialog>
        <button
          type="button"
          disabled={chosen.length === 0 || busy}
          onClick={() => void approve(chosen)}
          className={`${button} border border-emerald-600 text-emerald-800`}
        >
          {t('approveChosen', { count: chosen.length })}
        </button>
      </div>
      <div aria-live="polite" className="min-h-6 text-sm">
        {notice ? (
          <p
            role={notice.ok ? 'status' : 'alert'}
            className={notice.ok ? 'text-emerald-800' : 'text-red-700'}
          >
            {notice.text}
          </p>
        ) : null}
      </div>
      {rows.length === 0 ? (
        <p className="text-sm text-slate-600">{t('none')}</p>
      ) : (
        <ScrollRegion label={t('tableRegion')}>
          <table className="w-full min-w-[60rem] text-left text-sm" data-testid="eu-organizations">
            <caption className="sr-only">{t('caption')}</caption>
            <thead className="border-b border-slate-300 text-xs text-slate-600 uppercase">
              <tr>
                <th scope="col" className="px-2 py-2">
                  <input
                    type="checkbox"
                    className="size-4"
                    aria-label={t('chooseAllPending')}
                    disabled={pendingIds.length === 0}
                    checked={pendingIds.length > 0 && pendingIds.every((id) => chosen.includes(id))}
                    onChange={(e) => setChosen(e.target.checked ? pendingIds : [])}
                  />
                </th>
                <th scope="col" className="px-2 py-2">
                  {t('name')}
                </th>
                <th scope="col" className="px-2 py-2">
                  {t('type')}
                </th>
                <th scope="col" className="px-2 py-2">
                  {t('country')}
                </th>
                <th scope="col" className="px-2 py-2">
                  {t('city')}
                </th>
                <th scope="col" className="px-2 py-2">
                  {t('status')}
                </th>
                <th scope="col" className="px-2 py-2">
                  {t('source')}
                </th>
                <th scope="col" className="px-2 py-2">
                  {t('actions')}
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.id} className="border-b border-slate-200" data-testid={`eu-row-${row.id}`}>
                  <td className="px-2 py-2">
                    <input
                      type="checkbox"
                      className="size-4"
                      aria-label={t('choose1', { name: row.name })}
                      disabled={row.status !== 'pending'}
                      checked={chosen.includes(row.id)}
                      onChange={(e) =>
                        setChosen((c) => (e.target.checked ? [...c, row.id] : c.filter((x) => x !== row.id)))
                      }
                    />
                  </td>
                  <td className="px-2 py-2">
                    <span className="font-semibold">{row.name}</span>
                    {row.website ? (
                      <a
                        href={row.website}
                        target="_blank"
                        rel="noopener noreferrer nofollow"
                        className="block max-w-64 truncate text-xs text-brand-700 underline"
                      >
                        {row.website.replace(/^https?:\/\//, '')}
                        <span className="sr-only"> ({t('newTab')})</span>
                      </a>
                    ) : null}
                  </td>
                  <td className="px-2 py-2">{row.typeName}</td>
                  <td className="px-2 py-2">{row.countryName}</td>
                  <td className="px-2 py-2">{row.city}</td>
                  <td className="px-2 py-2">
                    <span
                      className={`inline-block rounded-full px-2 py-0.5 text-xs font-semibold ring-1 ${
                        row.status === 'approved'
                          ? 'bg-emerald-50 text-emerald-800 ring-emerald-200'
                          : 'bg-amber-50 text-amber-900 ring-amber-200'
                      }`}
                    >
                      {t(`statuses.${row.status}`)}
                    </span>
                  </td>
                  <td className="max-w-40 truncate px-2 py-2 text-xs text-slate-600" title={row.source}>
                    {row.source}
                  </td>
                  <td className="px-2 py-2 whitespace-nowrap">
                    {row.status === 'pending' ? (
                      <button
                        aria-label={`${t('approve')}: ${row.name}`}
                        type="button"
                        disabled={busy}
                        onClick={() => void approve([row.id])}
                        className="mr-3 font-semibold text-emerald-800 underline"
                      >
                        {t('approve')}
                      </button>
                    ) : null}
                    <button
                      aria-label={`${t('edit')}: ${row.name}`}
                      type="button"
                      onClick={() => setEditing(row)}
                      className="mr-3 font-semibold text-brand-700 underline"
                    >
                      {t('edit')}
                    </button>
                    <button
                      aria-label={`${t('delete')}: ${row.name}`}
                      type="button"
                      onClick={() => {
                        deleted.current = false;
                        setDeleting(row);
                      }}
                      className="font-semibold text-red-700 underline"
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

      <Dialog
        open={editing !== null}
        onOpenChange={(open) => !open && setEditing(null)}
        title={editing ? t('editTitle', { name: editing.name }) : ''}
        size="lg"
        testId="eu-edit-dialog"
      >
        {editing ? (
          <EuOrganizationForm
            organization={editing}
            types={types}
            countries={countries}
            testId="eu-edit-form"
            onSaved={(organization) => {
              setEditing(null);
              done(t('saved', { name: organization.name }));
            }}
          />
        ) : null}
      </Dialog>

      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={deleting ? t('deleteQuestion', { name: deleting.name }) : ''}
        description={t('deleteDescription')}
        finalFocus={() => (deleted.current ? document.getElementById('eu-list-heading') : undefined)}
        onConfirm={async () => {
          if (!deleting) return;
          const { error, response } = await quietApi.DELETE('/api/v2/admin/eu-organizations/{id}', {
            params: { path: { id: deleting.id } },
          });
          if (!response.ok) return fail(error);
          deleted.current = true;
          setChosen((c) => c.filter((x) => x !== deleting.id));
          done(t('deleted', { name: deleting.name }));
        }}
      />
    </div>
  );
}
