/**
 * A list as an Excel file (issue 18 §5 "export a list to Excel within the export limits"; the
 * limits of P §7 startups export, decision 0020 §6): premium holders only; every exported entry
 * counts as one row of the month's export pool (`premium.limit_reached` and nothing counted when
 * it does not fit). Entries no longer public are left out. A list holds at most 500 entries, so
 * the file is written in the request rather than on the queue, through exceljs's streaming writer
 * that gives the event loop back between rows (src/server/xlsx-writer.ts).
 *
 * Columns, in the viewer's language: kind, name, page (absolute address), details (title,
 * tagline or type), note, added (UTC date, YYYY-MM-DD).
 */
import type { Ctx } from '@/server/context';
import { env } from '@/server/env';
import { cooperativeWorkbook } from '@/server/xlsx-writer';
import { messagesOf } from '@/server/i18n';
import { PaymentRequiredError, UnauthorizedError, ValidationError } from '@/server/errors';
import { recordUsage } from '@/modules/access/premium';
import { localizeSitePath } from '@/modules/site/paths';
import { hitPath } from '@/modules/search/hit-href';
import { normalizeSearchText } from '@/lib/text';
import { getList } from './lists';

/**
 * The xlsx file of the viewer's list `listId`: `{ fileName, bytes }`.
 * @throws UnauthorizedError; PaymentRequiredError 'lists.export_needs_premium' |
 *   'premium.limit_reached'; NotFoundError 'lists.not_found'; ValidationError 'lists.export_empty'.
 */
export async function exportList(ctx: Ctx, listId: number): Promise<{ fileName: string; bytes: Buffer }> {
  if (!ctx.viewer.userId) throw new UnauthorizedError();
  if (!ctx.viewer.isPremium) throw new PaymentRequiredError('lists.export_needs_premium');
  const list = await getList(ctx, listId);
  const rows = list.items.flatMap((item) => (item.entry ? [{ item, entry: item.entry }] : []));
  if (rows.length === 0) throw new ValidationError('lists.export_empty');
  await recordUsage(ctx, 'startupRows', rows.length);

  const t = messagesOf(ctx.locale, 'lists');
  const workbook = cooperativeWorkbook();
  const sheet = workbook.addWorksheet(t('export.sheet'), { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = [14, 32, 48, 40, 40, 12].map((width) => ({ width }));
  const headers = ['kind', 'name', 'page', 'details', 'note', 'added'] as const;
  await workbook.addRow(
    sheet,
    headers.map((key) => t(`export.${key}`)),
    (row) => {
      row.font = { bold: true };
    },
  );
  for (const { item, entry } of rows)
    await workbook.addRow(sheet, [
      t(`kind.${item.kind}`),
      entry.name,
      new URL(
        localizeSitePath(hitPath(entry.kind, entry.seoUrl), ctx.locale).href,
        env().PUBLIC_ORIGIN,
      ).toString(),
      entry.subtitle ?? '',
      item.note,
      item.addedAt.slice(0, 10),
    ]);
  const bytes = await workbook.finish();
  // ASCII only: the name goes into a Content-Disposition header.
  const slug = normalizeSearchText(list.name)
    .replace(/[^a-z0-9 ]/g, '')
    .trim()
    .replace(/ +/g, '-')
    .slice(0, 40);
  return { fileName: `${slug || 'list'}-${new Date().toISOString().slice(0, 10)}.xlsx`, bytes };
}
