/**
 * The data-add tool's services (issue 17 §3; spec dashboard §2 `data-add-tool`, §6 super admin):
 * upload a CSV or Excel file, map its columns and categories, preview, dry run, follow the run,
 * read its rows and its Excel report. Every call requires a super admin (./access.ts); every
 * change writes an audit_log row in its transaction.
 *
 * Run states: `uploaded` (mapping and dry runs) → `queued` → `running` → `done`, or `failed`
 * (with `error`; the queue retries a failed chunk and the run resumes) or `cancelled`. Start,
 * resume and cancel are ./run-control.ts (re-exported here); the job itself is ./run.ts.
 */
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Ctx } from '@/server/context';
import type { Db } from '@/server/db/client';
import { ConflictError, NotFoundError, ValidationError } from '@/server/errors';
import { messagesOf } from '@/server/i18n';
import { auditLog } from '@/modules/access/schema';
import { users } from '@/modules/identity/schema';
import { startups } from '@/modules/startups/schema';
import { todayUtc } from '@/lib/format';
import { requireImportAdmin } from './access';
import { cleanMapping, IMPORT_FIELDS, suggestMapping, type ColumnMapping, type ImportField } from './fields';
import { forgetImportFile, putImportFile, readImportFile, rememberParsed, removeImportFile } from './files';
import {
  categoryKey,
  normalizeRow,
  splitCategories,
  type CategoryMapping,
  type NormalizedRow,
  type Reason,
  type StartupValues,
} from './normalize';
import { parseImportFile, sniffImportFile, type ImportFileType, type ParsedFile } from './parse-file';
import {
  decideRow,
  EXISTING_COLUMNS,
  FileState,
  StartupMatcher,
  type ExistingStartup,
  type Outcome,
} from './plan';
import { loadReferenceIndex, loadSectors, suggestSector } from './reference-index';
import { importRunRows, importRuns } from './schema';

export type RunStatus = 'uploaded' | 'queued' | 'running' | 'done' | 'failed' | 'cancelled';
type RunRow = typeof importRuns.$inferSelect;

/** Rows a preview shows. */
export const PREVIEW_ROWS = 20;
/** Rows with reasons a stored dry run keeps for the screen (the counts cover every row). */
export const DRY_RUN_SAMPLE = 200;

/** A reason with its text in the viewer's language. */
export interface ReasonView extends Reason {
  message: string;
}

/** A dry run's result (stored in import_runs.dry_run). Dates UTC ISO-8601. */
export interface DryRunResult {
  at: string;
  total: number;
  created: number;
  updated: number;
  skipped: number;
  failed: number;
  /** The first rows that would be skipped or fail, or whose values would be dropped, with their reasons. */
  rows: Array<{ rowNumber: number; name: string; outcome: Outcome; reasons: Reason[] }>;
}

/** A run as the screens show it. Dates UTC ISO-8601. */
export interface RunView {
  id: number;
  fileName: string;
  fileType: ImportFileType;
  fileSize: number;
  columns: string[];
  totalRows: number;
  status: RunStatus;
  mapping: ColumnMapping;
  dryRun:
    | (Omit<DryRunResult, 'rows'> & { rows: Array<DryRunResult['rows'][number] & { reasons: ReasonView[] }> })
    | null;
  processedRows: number;
  createdCount: number;
  updatedCount: number;
  skippedCount: number;
  failedCount: number;
  error: string | null;
  createdBy: string | null;
  createdAt: string;
  startedAt: string | null;
  finishedAt: string | null;
  cancelRequestedAt: string | null;
}

/** Reasons with their texts in `locale`. */
export function reasonViews(reasons: Reason[], locale: Ctx['locale']): ReasonView[] {
  // Keys are built at run time: a loosely typed view of the translator (its key union is too large to check).
  const t = messagesOf(locale, 'dataAddTool') as unknown as {
    (key: string, values?: Record<string, string>): string;
    has(key: string): boolean;
  };
  return reasons.map((r) => {
    const key = `reasons.${r.code}`;
    const field = `fields.${r.field}`;
    const fieldName = t.has(field) ? t(field) : r.field;
    return { ...r, message: t.has(key) ? t(key, { value: r.value ?? '', field: fieldName }) : r.code };
  });
}

/** A run row as the screens show it (`createdBy`: the starting admin's name, when read). */
export function toView(row: RunRow, locale: Ctx['locale'], createdBy: string | null = null): RunView {
  const dry = row.dryRun as DryRunResult | null;
  return {
    id: row.id,
    fileName: row.fileName,
    fileType: row.fileType as ImportFileType,
    fileSize: row.fileSize,
    columns: row.columns,
    totalRows: row.totalRows,
    status: row.status as RunStatus,
    mapping: cleanMapping(row.mapping, row.columns.length),
    dryRun: dry
      ? { ...dry, rows: dry.rows.map((r) => ({ ...r, reasons: reasonViews(r.reasons, locale) })) }
      : null,
    processedRows: row.processedRows,
    createdCount: row.createdCount,
    updatedCount: row.updatedCount,
    skippedCount: row.skippedCount,
    failedCount: row.failedCount,
    error: row.error,
    createdBy,
    createdAt: row.createdAt.toISOString(),
    startedAt: row.startedAt?.toISOString() ?? null,
    finishedAt: row.finishedAt?.toISOString() ?? null,
    cancelRequestedAt: row.cancelRequestedAt?.toISOString() ?? null,
  };
}

async function loadRun(db: Db, id: number): Promise<RunRow> {
  const [row] = await db.select().from(importRuns).where(eq(importRuns.id, id));
  if (!row) throw new NotFoundError('import.not_found');
  return row;
}

/** Writes the audit row of an admin's action `action` on run `runId` (in the caller's transaction). */
export const audit = (
  tx: Db,
  actor: string,
  action: string,
  runId: number,
  details: Record<string, unknown> = {},
) => tx.insert(auditLog).values({ actorUserId: actor, action, entityId: `import:${runId}`, details });

/** The sector column's distinct values of a file: folded key → first spelling and row count. */
export function categoryValues(
  file: ParsedFile,
  mapping: ColumnMapping,
): Array<{ key: string; value: string; rows: number }> {
  const index = mapping.sectors;
  if (index === undefined) return [];
  const found = new Map<string, { key: string; value: string; rows: number }>();
  for (const row of file.rows)
    for (const value of new Set(splitCategories(row[index] ?? ''))) {
      const key = categoryKey(value);
      if (!key) continue;
      const entry = found.get(key) ?? { key, value, rows: 0 };
      entry.rows += 1;
      found.set(key, entry);
    }
  return [...found.values()].sort((a, b) => b.rows - a.rows || a.value.localeCompare(b.value));
}

/** The stored category mapping, cleaned: folded keys → an active sector id or null. */
function cleanCategories(value: unknown, sectorIds: Set<number>): CategoryMapping {
  const out: CategoryMapping = {};
  if (!value || typeof value !== 'object') return out;
  for (const [key, id] of Object.entries(value as Record<string, unknown>)) {
    if (id === null) out[categoryKey(key)] = null;
    else if (typeof id === 'number' && sectorIds.has(id)) out[categoryKey(key)] = id;
  }
  return out;
}

/**
 * Stores an uploaded file (CSV or xlsx, ≤ 20 MB, type read from the bytes) and creates its run
 * with the file's columns, row count, the suggested column mapping and suggested sectors for
 * its category values. When the run cannot be written the stored file is removed again.
 * Output: the run.
 * @throws UnauthorizedError, ForbiddenError; ValidationError 'import.file_required',
 *   'import.file_empty', 'import.file_unreadable'; 413 'import.file_too_big'; 415 'import.file_type'.
 */
export async function uploadImport(ctx: Ctx, fileName: string, bytes: Buffer): Promise<RunView> {
  const actor = requireImportAdmin(ctx);
  const type = await sniffImportFile(bytes);
  const table = await parseImportFile(bytes, type);
  const mapping = suggestMapping(table.columns);
  const sectors = await loadSectors(ctx.db);
  const categoryMapping: CategoryMapping = {};
  for (const c of categoryValues(table, mapping)) categoryMapping[c.key] = suggestSector(c.value, sectors);
  const key = await putImportFile(bytes, type);
  rememberParsed(key, table);
  const name = (fileName || `import.${type}`).replace(/[\\/]/g, '_').slice(0, 200);
  const run = await ctx.db
    .transaction(async (tx) => {
      const [row] = await tx
        .insert(importRuns)
        .values({
          fileName: name,
          fileKey: key,
          fileSize: bytes.length,
          fileType: type,
          columns: table.columns,
          totalRows: table.rows.length,
          mapping,
          categoryMapping,
          createdByUserId: actor,
        })
        .returning();
      await audit(tx, actor, 'admin.import.upload', row!.id, {
        fileName: name,
        rows: table.rows.length,
        type,
      });
      return row!;
    })
    .catch(async (error: unknown) => {
      // No run points at the stored file: remove it rather than leave an orphan in private storage.
      forgetImportFile(key);
      await removeImportFile(key).catch(() => undefined);
      throw error;
    });
  return toView(run, ctx.locale);
}

/**
 * The runs, newest first, paged (1-based `pageIndex`).
 * @throws UnauthorizedError, ForbiddenError.
 */
export async function listImports(ctx: Ctx, input: { pageIndex?: number; pageSize?: number } = {}) {
  requireImportAdmin(ctx);
  const pageIndex = Math.max(1, Math.floor(input.pageIndex ?? 1));
  const pageSize = Math.min(100, Math.max(1, Math.floor(input.pageSize ?? 20)));
  const [rows, [count]] = await Promise.all([
    ctx.db
      .select({ run: importRuns, by: sql<string | null>`trim(${users.name} || ' ' || ${users.surname})` })
      .from(importRuns)
      .leftJoin(users, eq(users.id, importRuns.createdByUserId))
      .orderBy(desc(importRuns.createdAt), desc(importRuns.id))
      .limit(pageSize)
      .offset((pageIndex - 1) * pageSize),
    ctx.db.select({ n: sql<number>`count(*)::int` }).from(importRuns),
  ]);
  return {
    data: rows.map((r) => toView(r.run, ctx.locale, r.by)),
    pageIndex,
    pageSize,
    totalCount: count?.n ?? 0,
  };
}

/** A run's mapping screen: the run, our fields with the mapped column, category values, sectors. */
export interface RunDetail {
  run: RunView;
  fields: Array<{ field: ImportField; column: number | null; suggested: number | null; samples: string[] }>;
  categories: Array<{
    key: string;
    value: string;
    rows: number;
    sectorId: number | null;
    mapped: boolean;
    suggested: number | null;
  }>;
  sectors: Array<{ id: number; name: string }>;
}

/**
 * One run with what its mapping screen needs.
 * @throws UnauthorizedError, ForbiddenError; NotFoundError 'import.not_found', 'import.file_missing'.
 */
export async function getImport(ctx: Ctx, id: number): Promise<RunDetail> {
  requireImportAdmin(ctx);
  const row = await loadRun(ctx.db, id);
  const [file, sectors] = await Promise.all([
    readImportFile(row.fileKey, row.fileType as ImportFileType),
    loadSectors(ctx.db),
  ]);
  const mapping = cleanMapping(row.mapping, row.columns.length);
  const suggested = suggestMapping(row.columns);
  const stored = cleanCategories(row.categoryMapping, new Set(sectors.map((s) => s.id)));
  const [by] = await ctx.db
    .select({ name: sql<string>`trim(${users.name} || ' ' || ${users.surname})` })
    .from(users)
    .where(eq(users.id, row.createdByUserId ?? ''));
  return {
    run: toView(row, ctx.locale, by?.name ?? null),
    fields: IMPORT_FIELDS.map((field) => {
      const column = mapping[field] ?? null;
      return {
        field,
        column,
        suggested: suggested[field] ?? null,
        samples:
          column === null
            ? []
            : file.rows
                .map((r) => r[column] ?? '')
                .filter(Boolean)
                .slice(0, 3)
                .map((s) => (s.length > 60 ? `${s.slice(0, 59)}…` : s)),
      };
    }),
    categories: categoryValues(file, mapping).map((c) => {
      const suggestion = suggestSector(c.value, sectors);
      const mapped = c.key in stored;
      return { ...c, sectorId: mapped ? stored[c.key]! : suggestion, mapped, suggested: suggestion };
    }),
    sectors: sectors.map((s) => ({ id: s.id, name: ctx.locale === 'tr' ? s.nameTr : s.nameEn })),
  };
}

export const mappingInput = z.object({
  mapping: z
    .object(
      Object.fromEntries(
        IMPORT_FIELDS.map((f) => [f, z.number().int().min(0).nullable().optional()]),
      ) as Record<ImportField, z.ZodOptional<z.ZodNullable<z.ZodNumber>>>,
    )
    .describe('Our field → the file column’s index (0-based); absent or null = not imported'),
  categories: z
    .array(z.object({ key: z.string().min(1).max(300), sectorId: z.number().int().nullable() }))
    .max(5000)
    .default([]),
});
export type MappingInput = z.infer<typeof mappingInput>;

/**
 * Saves the column and category mappings of a run still `uploaded` (its last dry run no longer
 * applies and is cleared). Unknown columns and sectors are refused, a column may serve one field.
 * @throws UnauthorizedError, ForbiddenError; NotFoundError; ConflictError 'import.not_editable'
 *   (already started); ValidationError 'import.mapping_invalid' naming the field.
 */
export async function saveMapping(ctx: Ctx, id: number, input: MappingInput): Promise<RunDetail> {
  const actor = requireImportAdmin(ctx);
  const row = await loadRun(ctx.db, id);
  if (row.status !== 'uploaded') throw new ConflictError('import.not_editable');
  const fields: Record<string, string> = {};
  const mapping: ColumnMapping = {};
  const used = new Map<number, string>();
  for (const [field, column] of Object.entries(input.mapping)) {
    if (column === null || column === undefined) continue;
    if (column >= row.columns.length) fields[`mapping.${field}`] = 'import.mapping_invalid';
    else if (used.has(column)) fields[`mapping.${field}`] = 'import.mapping_invalid';
    else {
      used.set(column, field);
      mapping[field as ImportField] = column;
    }
  }
  const sectorIds = new Set((await loadSectors(ctx.db)).map((s) => s.id));
  const categoryMapping: CategoryMapping = {};
  input.categories.forEach((c, i) => {
    if (c.sectorId !== null && !sectorIds.has(c.sectorId))
      fields[`categories.${i}.sectorId`] = 'import.mapping_invalid';
    else categoryMapping[categoryKey(c.key)] = c.sectorId;
  });
  if (Object.keys(fields).length) throw new ValidationError('import.mapping_invalid', fields);
  await ctx.db.transaction(async (tx) => {
    const [updated] = await tx
      .update(importRuns)
      .set({ mapping, categoryMapping, dryRun: null })
      .where(and(eq(importRuns.id, id), eq(importRuns.status, 'uploaded')))
      .returning({ id: importRuns.id });
    if (!updated) throw new ConflictError('import.not_editable');
    await audit(tx, actor, 'admin.import.mapping', id, {
      mapping,
      categories: Object.keys(categoryMapping).length,
    });
  });
  return getImport(ctx, id);
}

/** Everything a plan over a run's rows needs: the file, mapping, categories, reference index. */
export async function planContext(db: Db, row: RunRow) {
  const file = await readImportFile(row.fileKey, row.fileType as ImportFileType);
  const mapping = cleanMapping(row.mapping, row.columns.length);
  const sectors = await loadSectors(db);
  const categories = cleanCategories(row.categoryMapping, new Set(sectors.map((s) => s.id)));
  const countryColumn = mapping.country;
  const countryTexts = new Set(
    countryColumn === undefined ? [] : file.rows.map((r) => r[countryColumn] ?? ''),
  );
  const ref = await loadReferenceIndex(db, countryTexts);
  const today = todayUtc();
  return {
    file,
    mapping,
    normalize: (index: number): NormalizedRow =>
      normalizeRow(file.rows[index]!, index + 1, mapping, categories, ref, today),
  };
}

/** Reads the current values of startups `ids` (in chunks). */
async function loadExisting(db: Db, ids: number[]): Promise<Map<number, ExistingStartup>> {
  const out = new Map<number, ExistingStartup>();
  for (let i = 0; i < ids.length; i += 1000) {
    const rows = await db
      .select(EXISTING_COLUMNS)
      .from(startups)
      .where(inArray(startups.id, ids.slice(i, i + 1000)));
    for (const r of rows) out.set(r.id, r);
  }
  return out;
}

/**
 * Plans rows `0 … limit-1` of a run without writing (the preview and the dry run): the same
 * normalization and decisions as the run. Output: each row's normalized values and decision.
 */
async function planRows(db: Db, row: RunRow, limit: number) {
  const ctx = await planContext(db, row);
  const matcher = await StartupMatcher.load(db);
  const count = Math.min(limit, ctx.file.rows.length);
  const normalized = Array.from({ length: count }, (_, i) => ctx.normalize(i));
  const candidates = new Set<number>();
  for (const n of normalized) {
    const m = n.errors.length ? null : matcher.match(n);
    if (m && 'id' in m) candidates.add(m.id);
  }
  const existing = await loadExisting(db, [...candidates]);
  const file = new FileState();
  const out = [];
  for (const n of normalized)
    out.push({ row: n, decision: await decideRow(n, matcher, file, async (id) => existing.get(id)) });
  return out;
}

/** One previewed row: the values as they will be stored, the outcome and its reasons. */
export interface PreviewRow {
  rowNumber: number;
  name: string;
  outcome: Outcome;
  values: Partial<StartupValues>;
  /** Names of the reference values (country, city, sectors, status) in the viewer's language. */
  labels: Record<string, string>;
  reasons: ReasonView[];
}

/**
 * The first {@link PREVIEW_ROWS} rows as they will be stored, with their outcome and reasons.
 * @throws UnauthorizedError, ForbiddenError; NotFoundError.
 */
export async function previewImport(ctx: Ctx, id: number): Promise<PreviewRow[]> {
  requireImportAdmin(ctx);
  const row = await loadRun(ctx.db, id);
  const planned = await planRows(ctx.db, row, PREVIEW_ROWS);
  const { labelsOf } = await import('./labels');
  const labels = await labelsOf(
    ctx.db,
    ctx.locale,
    planned.map((p) => p.row.values),
  );
  return planned.map((p, i) => ({
    rowNumber: p.row.rowNumber,
    name: p.row.name,
    outcome: p.decision.outcome,
    values: p.row.values,
    labels: labels[i]!,
    reasons: reasonViews(p.decision.reasons, ctx.locale),
  }));
}

/** Counts a plan (the dry run's numbers). */
function summarize(planned: Awaited<ReturnType<typeof planRows>>): DryRunResult {
  const result: DryRunResult = {
    at: new Date().toISOString(),
    total: planned.length,
    created: 0,
    updated: 0,
    skipped: 0,
    failed: 0,
    rows: [],
  };
  for (const { row, decision } of planned) {
    result[decision.outcome] += 1;
    const noteworthy =
      decision.outcome === 'failed' ||
      decision.outcome === 'skipped' ||
      decision.reasons.some((r) => r.code !== 'changed');
    if (noteworthy && result.rows.length < DRY_RUN_SAMPLE)
      result.rows.push({
        rowNumber: row.rowNumber,
        name: row.name,
        outcome: decision.outcome,
        reasons: decision.reasons,
      });
  }
  return result;
}

/**
 * Runs the whole plan without writing a startup and stores its counts in the run (`dry_run`):
 * how many rows would be created, updated, skipped and failed, with the reasons of the first
 * {@link DRY_RUN_SAMPLE} noteworthy rows. The real run on an unchanged database gives the same.
 * @throws UnauthorizedError, ForbiddenError; NotFoundError; ConflictError 'import.not_editable'.
 */
export async function dryRunImport(ctx: Ctx, id: number): Promise<RunView> {
  const actor = requireImportAdmin(ctx);
  const row = await loadRun(ctx.db, id);
  if (row.status !== 'uploaded') throw new ConflictError('import.not_editable');
  const result = summarize(await planRows(ctx.db, row, row.totalRows));
  const saved = await ctx.db.transaction(async (tx) => {
    const [updated] = await tx
      .update(importRuns)
      .set({ dryRun: result })
      .where(and(eq(importRuns.id, id), eq(importRuns.status, 'uploaded')))
      .returning();
    if (!updated) throw new ConflictError('import.not_editable');
    await audit(tx, actor, 'admin.import.dry_run', id, {
      created: result.created,
      updated: result.updated,
      skipped: result.skipped,
      failed: result.failed,
    });
    return updated;
  });
  return toView(saved, ctx.locale);
}

/** One processed row as the screens and the report show it. */
export interface RunRowView {
  rowNumber: number;
  name: string;
  outcome: Outcome;
  startupId: number | null;
  startupSeoUrl: string | null;
  reasons: ReasonView[];
}

/**
 * A run's processed rows in file order, optionally of one outcome, paged.
 * @throws UnauthorizedError, ForbiddenError; NotFoundError.
 */
export async function listRunRows(
  ctx: Ctx,
  id: number,
  input: { outcome?: Outcome; pageIndex?: number; pageSize?: number } = {},
) {
  requireImportAdmin(ctx);
  await loadRun(ctx.db, id);
  const pageIndex = Math.max(1, Math.floor(input.pageIndex ?? 1));
  const pageSize = Math.min(500, Math.max(1, Math.floor(input.pageSize ?? 50)));
  const where = and(
    eq(importRunRows.runId, id),
    input.outcome ? eq(importRunRows.outcome, input.outcome) : undefined,
  );
  const [rows, [count]] = await Promise.all([
    ctx.db
      .select({ r: importRunRows, seoUrl: startups.seoUrl })
      .from(importRunRows)
      .leftJoin(startups, eq(startups.id, importRunRows.startupId))
      .where(where)
      .orderBy(importRunRows.rowNumber)
      .limit(pageSize)
      .offset((pageIndex - 1) * pageSize),
    ctx.db
      .select({ n: sql<number>`count(*)::int` })
      .from(importRunRows)
      .where(where),
  ]);
  return {
    data: rows.map(({ r, seoUrl }): RunRowView => ({
      rowNumber: r.rowNumber,
      name: r.name,
      outcome: r.outcome as Outcome,
      startupId: r.startupId,
      startupSeoUrl: seoUrl ?? null,
      reasons: reasonViews(r.reasons as Reason[], ctx.locale),
    })),
    pageIndex,
    pageSize,
    totalCount: count?.n ?? 0,
  };
}

/** The run row (for the job and the report). */
export { loadRun };
// Starting, resuming and cancelling a run live in ./run-control.ts; callers keep importing them from here.
export { cancelImport, resumeImport, startImport } from './run-control';
