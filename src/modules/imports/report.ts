/**
 * The report of an import run as an Excel workbook (issue 17 §3 "The report of the run
 * (created/updated/skipped/failed with reasons) is downloadable as Excel"): one sheet with a row
 * per processed file row — row number, name, outcome, the startup's address, the reasons — with
 * headers in the viewer's language (EN/TR), then a summary sheet (file, dates, counts).
 * exceljs's streaming writer (src/modules/startups/export-writers.ts), giving the event loop back
 * between rows.
 */
import { asc, eq } from 'drizzle-orm';
import type { Ctx } from '@/server/context';
import { env } from '@/server/env';
import { messagesOf } from '@/server/i18n';
import { localizedPath } from '@/i18n/paths';
import { formatDateTime } from '@/lib/format';
import { slugify } from '@/lib/text';
import { startups } from '@/modules/startups/schema';
import { xlsxWriter } from '@/modules/startups/export-writers';
import { requireImportAdmin } from './access';
import { loadRun, reasonViews } from './imports';
import type { Reason } from './normalize';
import { importRunRows } from './schema';

/**
 * The run's report: `{ fileName, bytes, contentType }`.
 * @throws UnauthorizedError, ForbiddenError; NotFoundError 'import.not_found'.
 */
export async function importReport(ctx: Ctx, id: number) {
  requireImportAdmin(ctx);
  const run = await loadRun(ctx.db, id);
  const t = messagesOf(ctx.locale, 'dataAddTool');
  const writer = xlsxWriter(
    [t('report.row'), t('report.name'), t('report.outcome'), t('report.startup'), t('report.reasons')],
    t('report.sheet'),
  );
  const origin = env().PUBLIC_ORIGIN;
  const BATCH = 2000;
  for (let from = 0; ; from += BATCH) {
    const rows = await ctx.db
      .select({ r: importRunRows, seoUrl: startups.seoUrl })
      .from(importRunRows)
      .leftJoin(startups, eq(startups.id, importRunRows.startupId))
      .where(eq(importRunRows.runId, id))
      .orderBy(asc(importRunRows.rowNumber))
      .limit(BATCH)
      .offset(from);
    for (const { r, seoUrl } of rows)
      await writer.add([
        r.rowNumber,
        r.name,
        t(`outcome.${r.outcome as 'created'}`),
        seoUrl ? `${origin}${localizedPath('/startup/[seoUrl]', ctx.locale, { seoUrl })}` : '',
        reasonViews(r.reasons as Reason[], ctx.locale)
          .map((reason) => reason.message)
          .join('; '),
      ]);
    if (rows.length < BATCH) break;
  }
  const bytes = await writer.finish({
    title: t('report.summary'),
    lines: [
      t('report.file', { name: run.fileName }),
      t('report.status', { status: t(`status.${run.status as 'done'}`) }),
      t('report.dates', {
        created: formatDateTime(run.createdAt, ctx.locale),
        finished: formatDateTime(run.finishedAt, ctx.locale) || '—',
      }),
      t('report.counts', {
        processed: run.processedRows,
        total: run.totalRows,
        created: run.createdCount,
        updated: run.updatedCount,
        skipped: run.skippedCount,
        failed: run.failedCount,
      }),
    ],
  });
  const base = slugify(run.fileName.replace(/\.[^.]+$/, '')) || 'import';
  return {
    fileName: `${t('report.filePrefix')}-${run.id}-${base}.xlsx`,
    bytes,
    contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  };
}
