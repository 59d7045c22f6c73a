/**
 * The spreadsheet row of `npm run bench` ("/api/health p99 on one process while it parses a
 * 20 MB workbook and builds a 5,000-row export", target ≤ 100 ms): in this one process, the
 * data-add tool's parse of a generated workbook with about 20 MB of sheet XML (an upload's parts may
 * unpack to 50 MB at most, IMPORT_MAX_UNCOMPRESSED_MB) and a 5,000-row startup export to
 * xlsx end to end (scripts/bench-export.ts: `startExport` then the job's `runExport`) run at once,
 * while the health check (`checkHealth`: `select 1` and the queue lag) is asked every 20 ms. Its
 * latency is what a load balancer's probe waits for on this process, the event loop included.
 * Output: the health latencies (ms), the parse and export durations (s) and the rows read.
 * bench.ts prints it in its database rows as `sheets` (target healthP99Ms <= 100).
 */
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { PassThrough } from 'node:stream';
import ExcelJS from 'exceljs';
import type { Db } from '@/server/db/client';
import { checkHealth } from '@/modules/operations/health';
import { parseImportFile } from '@/modules/imports/parse-file';
import { measureExport } from './bench-export';

const CITIES = ['İstanbul', 'Ankara', 'İzmir', 'Berlin', 'Paris'];

/**
 * A workbook of about `megabytes` MiB of sheet XML as Excel writes them (shared strings, styles):
 * six varied columns per row, written by exceljs's streaming writer.
 */
export async function benchWorkbook(megabytes = 20): Promise<{ bytes: Buffer; rows: number }> {
  // About 330 bytes of sheet XML and shared strings per row of these six cells.
  const rows = Math.round((megabytes * 1024 * 1024) / 330);
  const stream = new PassThrough();
  const chunks: Buffer[] = [];
  stream.on('data', (chunk: Buffer) => chunks.push(chunk));
  const book = new ExcelJS.stream.xlsx.WorkbookWriter({ stream, useStyles: true, useSharedStrings: true });
  const sheet = book.addWorksheet('Startups');
  sheet.addRow(['Company', 'City', 'Sector', 'Founded', 'Employees', 'Website']).commit();
  for (let i = 0; i < rows; i += 1)
    sheet
      .addRow([
        `Startup ${i} ${(i * 7919) % 100_003}`,
        CITIES[i % CITIES.length]!,
        `Sector ${(i * 31) % 57}`,
        new Date(Date.UTC(1990 + (i % 35), i % 12, 1 + (i % 28))),
        (i * 13) % 5000,
        `https://s${i}.example.com/${(i * 97) % 1000}`,
      ])
      .commit();
  sheet.commit();
  await book.commit();
  return { bytes: Buffer.concat(chunks), rows };
}

const percentileOf = (sorted: number[], p: number) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]! : 0;

export interface SpreadsheetHealthRow {
  healthP50Ms: number;
  healthP99Ms: number;
  healthMaxMs: number;
  healthChecks: number;
  eventLoopP99Ms: number;
  parseSeconds: number;
  parsedRows: number;
  exportSeconds: number;
  exportRows: number;
}

/**
 * Measures the row on `db` (the bench database: it needs 5,000 startups for the export).
 * @param exportWork what builds the export (default: scripts/bench-export.ts's measureExport).
 */
export async function measureSpreadsheetHealth(
  db: Db,
  exportWork: () => Promise<{ rows: number }> = () => measureExport(db),
): Promise<SpreadsheetHealthRow> {
  const workbook = await benchWorkbook(20);
  const latencies: number[] = [];
  let running = true;
  const prober = (async () => {
    while (running) {
      const started = performance.now();
      await checkHealth(async () => db);
      latencies.push(performance.now() - started);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  })();
  const loop = monitorEventLoopDelay({ resolution: 10 });
  loop.enable();
  const started = performance.now();
  const timed = async <T>(work: () => Promise<T>) => {
    const result = await work();
    return { result, seconds: (performance.now() - started) / 1000 };
  };
  const [parse, exported] = await Promise.all([
    timed(() => parseImportFile(workbook.bytes, 'xlsx')),
    timed(exportWork),
  ]);
  running = false;
  await prober;
  loop.disable();
  const sorted = [...latencies].sort((a, b) => a - b);
  const round = (n: number) => Math.round(n * 10) / 10;
  return {
    healthP50Ms: round(percentileOf(sorted, 50)),
    healthP99Ms: round(percentileOf(sorted, 99)),
    healthMaxMs: round(sorted.at(-1) ?? 0),
    healthChecks: sorted.length,
    eventLoopP99Ms: round(loop.percentile(99) / 1e6),
    parseSeconds: round(parse.seconds),
    parsedRows: parse.result.rows.length,
    exportSeconds: round(exported.seconds),
    exportRows: exported.result.rows,
  };
}
