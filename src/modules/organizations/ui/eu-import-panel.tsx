'use client';
/**
 * Importing EU ecosystem organizations (issue 17 §1 eu-ecosystem-management "import"): choose a
 * CSV or XLSX file (≤ 2 MB, ≤ 2,000 rows; columns name, type, country, city, website,
 * description, lat, lng), optionally "approve on import", then Preview: every row as it would be
 * stored — new, update of an existing organization of the same country and name, or error with
 * its reasons. "Import" stores the valid rows (nothing is stored by the preview) and reports the
 * counts. Both calls send the file as multipart to `POST /api/v2/admin/eu-organizations/import`.
 */
import { useId, useRef, useState } from 'react';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { quietApi, type ApiSchemas } from '@/ui/api/client';
import { messageOf } from '@/ui/api/failure';
import { multipart } from '@/ui/api/multipart';
import { toast } from '@/ui/primitives/toast';
import { ScrollRegion } from '@/ui/scroll-region';

type Result = ApiSchemas['EuImportResult'];

const button = 'rounded-lg px-4 py-2 text-sm font-semibold disabled:opacity-50';

/** The import panel: file, approve switch, preview table and the import itself. */
export function EuImportPanel() {
  const t = useTranslations('euAdmin');
  const router = useRouter();
  const id = useId();
  const [file, setFile] = useState<File | null>(null);
  const [approve, setApprove] = useState(false);
  const [busy, setBusy] = useState(false);
  const [preview, setPreview] = useState<Result | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [report, setReport] = useState<string | null>(null);
  const summaryRef = useRef<HTMLHeadingElement>(null);

  const send = async (dryRun: boolean) => {
    if (!file) return;
    setBusy(true);
    setError(null);
    const {
      data,
      error: failure,
      response,
    } = await quietApi.POST('/api/v2/admin/eu-organizations/import', {
      body: { file, dryRun: dryRun ? 'true' : 'false', approve: approve ? 'true' : 'false' },
      ...multipart,
    });
    setBusy(false);
    if (!response.ok || !data) {
      const text = messageOf(failure) ?? t('failed');
      setError(text);
      toast.error(text);
      return;
    }
    if (dryRun) {
      setPreview(data.data);
      setReport(null);
      requestAnimationFrame(() => summaryRef.current?.focus());
      return;
    }
    const r = data.data;
    const text = t('imported', { created: r.createCount, updated: r.updateCount, skipped: r.errorCount });
    setReport(text);
    setPreview(null);
    toast.success(text);
    router.refresh();
  };

  const valid = preview ? preview.createCount + preview.updateCount : 0;
  return (
    <section
      aria-labelledby={`${id}-title`}
      className="rounded-xl border border-slate-200 bg-white p-4 sm:p-6"
      data-testid="eu-import"
    >
      <h2 id={`${id}-title`} className="text-lg font-bold">
        {t('importTitle')}
      </h2>
      <p id={`${id}-hint`} className="mt-1 text-sm text-slate-600">
        {t('importHint')}
      </p>
      <div className="mt-4 flex flex-wrap items-end gap-4 text-sm">
        <div className="min-w-0">
          <label htmlFor={`${id}-file`} className="mb-1 block font-medium">
            {t('importFile')}
          </label>
          <input
            id={`${id}-file`}
            type="file"
            accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
            aria-describedby={`${id}-hint`}
            className="max-w-full text-sm"
            onChange={(e) => {
              setFile(e.target.files?.[0] ?? null);
              setPreview(null);
              setReport(null);
              setError(null);
            }}
          />
        </div>
        <label className="flex items-center gap-2 font-medium">
          <input
            type="checkbox"
            className="size-4"
            checked={approve}
            onChange={(e) => {
              setApprove(e.target.checked);
              setPreview(null);
            }}
          />
          {t('approveOnImport')}
        </label>
        <button
          type="button"
          disabled={!file || busy}
          onClick={() => void send(true)}
          className={`${button} border border-brand-600 text-brand-700`}
        >
          {busy && !preview ? t('working') : t('preview')}
        </button>
      </div>
      <div aria-live="polite" className="mt-3 text-sm">
        {error ? (
          <p role="alert" className="text-red-700">
            {error}
          </p>
        ) : null}
        {report ? (
          <p role="status" className="text-emerald-800">
            {report}
          </p>
        ) : null}
      </div>
      {preview ? (
        <div className="mt-4 space-y-3">
          <h3 ref={summaryRef} tabIndex={-1} className="font-bold">
            {t('previewSummary', {
              file: preview.fileName,
              total: preview.totalRows,
              created: preview.createCount,
              updated: preview.updateCount,
              errors: preview.errorCount,
            })}
          </h3>
          <ScrollRegion label={t('previewRegion')}>
            <table className="w-full min-w-[48rem] text-left text-sm" data-testid="eu-import-preview">
              <caption className="sr-only">{t('previewCaption')}</caption>
              <thead className="border-b border-slate-300 text-xs text-slate-600 uppercase">
                <tr>
                  <th scope="col" className="px-2 py-2">
                    {t('row')}
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
                    {t('outcome')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {preview.rows.map((row) => (
                  <tr key={row.row} className="border-b border-slate-200 align-top">
                    <td className="px-2 py-2 tabular-nums">{row.row}</td>
                    <td className="px-2 py-2 font-semibold">{row.name}</td>
                    <td className="px-2 py-2">{row.typeName}</td>
                    <td className="px-2 py-2">{row.countryName}</td>
                    <td className="px-2 py-2">{row.city}</td>
                    <td className="px-2 py-2">
                      {row.action === 'error' ? (
                        <ul className="text-red-700">
                          {Object.entries(row.errors).map(([field, message]) => (
                            <li key={field}>
                              {t('rowError', { field: t(`fields.${field as 'name'}`), message })}
                            </li>
                          ))}
                        </ul>
                      ) : (
                        <span className="text-emerald-800">{t(`outcomes.${row.action}`)}</span>
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </ScrollRegion>
          <button
            type="button"
            disabled={busy || valid === 0}
            onClick={() => void send(false)}
            className={`${button} bg-brand-600 text-white hover:bg-brand-700`}
          >
            {busy ? t('working') : t('importRows', { count: valid })}
          </button>
        </div>
      ) : null}
    </section>
  );
}
