/**
 * Reading and writing spreadsheets leaves the event loop free: while a large upload is parsed and
 * a 5,000-row export is written in the same process, timers (as the health check's answer would)
 * run every few milliseconds. Bounds are loose for a loaded 2-core machine: p99 under 100 ms, the
 * longest stall under 500 ms (the old in-request parse stalled for tens of seconds), each over
 * what the machine itself adds to a process that is busy but yields every 5 ms (other processes
 * taking the cores delay its timers too; on a quiet machine that is a few milliseconds).
 */
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { describe, expect, it } from 'vitest';
import { buildWorkbook, sheetXml } from '../../../tests/helpers/zip';
import { csvWriter, xlsxWriter } from '@/modules/startups/export-writers';
import { parseImportFile } from './parse-file';

const CITIES = ['İstanbul', 'Ankara', 'İzmir', 'Berlin', 'Paris'];

function* startupRows(count: number) {
  yield ['Company', 'City', 'Sector', 'Founded', 'Employees', 'Website'];
  for (let i = 0; i < count; i += 1)
    yield [
      `Startup ${i} ${(i * 7919) % 100_003}`,
      CITIES[i % CITIES.length]!,
      `Sector ${(i * 31) % 57}`,
      `${1990 + (i % 35)}`,
      `${(i * 13) % 5000}`,
      `https://s${i}.example.com/${(i * 97) % 1000}`,
    ];
}

async function writeExport(kind: 'xlsx' | 'csv', rows: number) {
  const headers = Array.from({ length: 18 }, (_, i) => `Column ${i + 1}`);
  const writer = kind === 'xlsx' ? xlsxWriter(headers, 'Startups') : csvWriter(headers);
  for (let i = 0; i < rows; i += 1)
    await writer.add(headers.map((_, j) => (j % 3 === 0 ? 1000 + i : `Startup ${i}: ödeme altyapısı, ${j}`)));
  return writer.finish({ title: 'Data sources', lines: ['CC BY-SA 4.0'] });
}

/** Runs `work` while measuring the event loop: p99 and max delay, and the longest gap between 5 ms ticks (ms). */
async function lagWhile<T>(work: () => Promise<T>) {
  const histogram = monitorEventLoopDelay({ resolution: 5 });
  let longestGap = 0;
  let last = performance.now();
  const tick = setInterval(() => {
    const now = performance.now();
    longestGap = Math.max(longestGap, now - last);
    last = now;
  }, 5);
  histogram.enable();
  try {
    const result = await work();
    return { result, p99: histogram.percentile(99) / 1e6, max: histogram.max / 1e6, longestGap };
  } finally {
    histogram.disable();
    clearInterval(tick);
  }
}

/** Busy work that yields every 5 ms for `ms`: what the machine's load alone does to the loop's timers. */
async function busyReference(ms: number) {
  const end = performance.now() + ms;
  while (performance.now() < end) {
    const slice = performance.now() + 5;
    while (performance.now() < slice) Math.sqrt(Math.random());
    await new Promise((resolve) => setImmediate(resolve));
  }
}

describe('spreadsheets and the event loop', () => {
  it('parses a large workbook while writing a 5,000-row export, the loop answering throughout', async () => {
    const xml = sheetXml(startupRows(40_000));
    const workbook = buildWorkbook(xml, { level: 1 });
    expect(xml.length).toBeGreaterThan(14 * 1024 * 1024);

    const reference = await lagWhile(() => busyReference(1000));
    const lag = await lagWhile(() =>
      Promise.all([parseImportFile(workbook, 'xlsx'), writeExport('xlsx', 5000)]),
    );
    const [table, file] = lag.result;
    expect(table.rows).toHaveLength(40_000);
    expect(table.rows[39_999]![1]).toBe(CITIES[39_999 % CITIES.length]);
    expect(file.length).toBeGreaterThan(100_000);
    console.log(
      `event loop while parsing a ${(xml.length / 2 ** 20).toFixed(0)} MB sheet and writing 5,000 rows: p99 ${lag.p99.toFixed(1)} ms, max ${lag.max.toFixed(1)} ms (busy reference: p99 ${reference.p99.toFixed(1)}, max ${reference.max.toFixed(1)})`,
    );
    expect(lag.p99).toBeLessThan(100 + reference.p99);
    expect(lag.max).toBeLessThan(500 + reference.max);
  });

  it('parses a large CSV and writes a 5,000-row CSV export the same way', async () => {
    const csv = Buffer.from([...startupRows(60_000)].map((row) => row.join(';')).join('\n'));
    const reference = await lagWhile(() => busyReference(1000));
    const lag = await lagWhile(() => Promise.all([parseImportFile(csv, 'csv'), writeExport('csv', 5000)]));
    expect(lag.result[0].rows).toHaveLength(60_000);
    console.log(
      `event loop while parsing a ${(csv.length / 2 ** 20).toFixed(0)} MB CSV and writing 5,000 CSV rows: p99 ${lag.p99.toFixed(1)} ms, max ${lag.max.toFixed(1)} ms (busy reference: p99 ${reference.p99.toFixed(1)}, max ${reference.max.toFixed(1)})`,
    );
    expect(lag.p99).toBeLessThan(100 + reference.p99);
    expect(lag.max).toBeLessThan(500 + reference.max);
  });
});
