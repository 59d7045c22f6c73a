'use client';
/**
 * The export form (issue 16 §3): columns (chosen and in the list's order), how many rows, xlsx or
 * CSV, and before exporting the rows it will use of what is left this month ("this export uses
 * 340 of your remaining 660 rows"). After `POST /api/v2/startups/Export` it shows the job's
 * progress (polling the export every second) and the download link when the file is ready.
 */
import { useEffect, useState } from 'react';
import { useRouter } from 'next/navigation';
import { useLocale, useTranslations } from 'next-intl';
import { quietApi } from '@/ui/api/client';
import { FormMessage, inputClass } from '@/ui/form';
import type { StartupFilter } from '../filter';

interface Column {
  key: string;
  label: string;
  default: boolean;
}
interface Progress {
  id: string;
  state: 'queued' | 'running' | 'ready' | 'failed';
  rowCount: number;
  rowsWritten: number;
  fileName: string;
}

export function ExportForm({
  filter,
  sort,
  matching,
  allowance,
  columns,
  maxRows,
}: {
  filter: StartupFilter;
  sort: string;
  /** Startups matching the filter (counted up to maxRows). */
  matching: number;
  allowance: { used: number; remaining: number; limit: number };
  columns: Column[];
  maxRows: number;
}) {
  const t = useTranslations('startupExport');
  const locale = useLocale();
  const router = useRouter();
  const [chosen, setChosen] = useState(() => columns.filter((c) => c.default).map((c) => c.key));
  const [rows, setRows] = useState(() =>
    Math.max(1, Math.min(matching, allowance.remaining || matching, maxRows)),
  );
  const [fileType, setFileType] = useState<'xlsx' | 'csv'>('xlsx');
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [job, setJob] = useState<Progress | null>(null);
  const used = Math.min(rows, matching);
  const over = used > allowance.remaining;

  useEffect(() => {
    if (!job || job.state === 'ready' || job.state === 'failed') return;
    const timer = setTimeout(async () => {
      try {
        const { data, response } = await quietApi.GET('/api/v2/startups/exports/{id}', {
          params: { path: { id: job.id } },
        });
        if (data) {
          setJob(data.data);
          if (data.data.state === 'ready') router.refresh();
          return;
        }
        if (response.status === 404) return setJob({ ...job, state: 'failed' });
      } catch {
        // A network failure: ask again below.
      }
      setJob({ ...job });
    }, 1000);
    return () => clearTimeout(timer);
  }, [job, router]);

  async function start(event: React.FormEvent) {
    event.preventDefault();
    if (!chosen.length) return setProblem(t('chooseOne'));
    if (rows < 1) return setRows(1);
    if (over) return setProblem(t('over', { remaining: allowance.remaining }));
    setBusy(true);
    setProblem(null);
    const ordered = columns.map((c) => c.key).filter((k) => chosen.includes(k));
    const { data, error } = await quietApi.POST('/api/v2/startups/Export', {
      // The server parsed this filter from the list's address; it is sent back as it came.
      body: {
        filterRules: filter as never,
        limit: rows,
        FileType: fileType,
        columns: ordered,
        sort: sort as 'realFirst',
      },
    });
    setBusy(false);
    if (data) setJob(data.data);
    else setProblem(error?.message ?? t('failed'));
  }

  const toggle = (key: string) =>
    setChosen((current) => (current.includes(key) ? current.filter((k) => k !== key) : [...current, key]));

  if (job)
    return (
      <div
        role="status"
        aria-live="polite"
        className="space-y-3"
        data-testid="export-progress"
        data-state={job.state}
      >
        {job.state === 'ready' ? (
          <>
            <p className="font-semibold text-emerald-700">{t('ready')}</p>
            <a
              href={`/api/v2/startups/exports/${job.id}/file`}
              download
              className="inline-block rounded-lg bg-brand-600 px-4 py-2 font-semibold text-white hover:bg-brand-700"
            >
              {t('download', { name: job.fileName })}
            </a>
          </>
        ) : job.state === 'failed' ? (
          <FormMessage kind="alert">{t('failed')}</FormMessage>
        ) : (
          <>
            <p>
              {t('progress', {
                written: job.rowsWritten.toLocaleString(locale),
                total: job.rowCount.toLocaleString(locale),
              })}
            </p>
            <progress
              className="h-3 w-full"
              max={job.rowCount}
              value={job.rowsWritten}
              aria-label={t('title')}
            />
          </>
        )}
      </div>
    );

  return (
    <form onSubmit={start} className="space-y-5" data-testid="export-form">
      <fieldset>
        <legend className="mb-2 font-semibold">{t('columnsTitle')}</legend>
        <div className="grid gap-x-4 gap-y-1 sm:grid-cols-2">
          {columns.map((c) => (
            <label key={c.key} className="flex items-center gap-2 text-sm">
              <input type="checkbox" checked={chosen.includes(c.key)} onChange={() => toggle(c.key)} />
              {c.label}
            </label>
          ))}
        </div>
      </fieldset>
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="text-sm">
          <label htmlFor="export-rows" className="mb-1 block font-semibold">
            {t('rowsLabel', { max: Math.min(maxRows, matching).toLocaleString(locale) })}
          </label>
          <input
            id="export-rows"
            type="number"
            min={1}
            max={Math.min(maxRows, matching)}
            value={rows}
            onChange={(e) => setRows(Math.min(Number(e.target.value) || 0, maxRows, matching))}
            onBlur={() => setRows((r) => Math.max(1, r))}
            className={inputClass}
          />
        </div>
        <fieldset className="text-sm">
          <legend className="mb-1 font-semibold">{t('fileType')}</legend>
          <div className="flex gap-4">
            {(['xlsx', 'csv'] as const).map((type) => (
              <label key={type} className="flex items-center gap-2">
                <input
                  type="radio"
                  name="fileType"
                  checked={fileType === type}
                  onChange={() => setFileType(type)}
                />
                {t(type)}
              </label>
            ))}
          </div>
        </fieldset>
      </div>
      <p className={over ? 'font-semibold text-red-700' : 'text-slate-700'} data-testid="export-uses">
        {over
          ? t('over', { remaining: allowance.remaining.toLocaleString(locale) })
          : t('uses', {
              rows: used.toLocaleString(locale),
              remaining: allowance.remaining.toLocaleString(locale),
              limit: allowance.limit.toLocaleString(locale),
            })}
      </p>
      {problem && <FormMessage kind="alert">{problem}</FormMessage>}
      <button
        type="submit"
        disabled={busy || over}
        className="rounded-lg bg-brand-600 px-4 py-2 font-semibold text-white hover:bg-brand-700 disabled:opacity-60"
      >
        {busy ? t('starting') : t('start', { rows: used.toLocaleString(locale) })}
      </button>
    </form>
  );
}
