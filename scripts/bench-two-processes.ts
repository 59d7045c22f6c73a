/**
 * The two-process row of `npm run bench`: live message delivery between two server processes
 * while exports are built (target p95 <= 200 ms). A second server — the same build on the same
 * database, as a deployment with two processes runs it — listens on `port`; the reader's event
 * stream is on the second process, the sender posts to the first, and 1,000-row xlsx exports are
 * queued through the API every second (five, the business package's month), so the servers'
 * workers build them during the row.
 * Output: the latency row (ms) and how many exports were accepted and finished meanwhile.
 * @throws when the second server does not start in 30 s or a message is not delivered in 5 s.
 */
import { spawn } from 'node:child_process';
import type { Db } from '@/server/db/client';
import { grantBenchExportAllowance } from './bench-export';
import { measureMessageLatency, type LatencyRow } from './bench-messages';
import { BENCH_ACCOUNT, ensureBenchPremiumUser } from './bench-session';

/**
 * Gives the premium bench user a business package for a day (5,000 export rows a month; the
 * personal one allows 1,000) and clears this month's counted rows (run before the server starts).
 */
export async function prepareTwoProcessRow(db: Db): Promise<void> {
  await grantBenchExportAllowance(db, await ensureBenchPremiumUser(db, BENCH_ACCOUNT));
}

/** Rows of each export queued during the row: five fit the business package's 5,000 a month. */
const EXPORT_ROWS = 1000;

export interface TwoProcessRow extends LatencyRow {
  exportRows: number;
  exportsAccepted: number;
  exportsDone: number;
  /** Statuses of refused export requests (402 once the month's rows are used). */
  exportsRefused: number[];
}

/**
 * Runs the row. `env` is the first server's environment; `origin` its address (the sender's),
 * `port` the second server's port (the reader's). The second server is stopped afterwards.
 */
export async function measureTwoProcessDelivery(options: {
  env: NodeJS.ProcessEnv;
  origin: string;
  port: number;
  senderCookie: string;
  readerCookie: string;
  count?: number;
}): Promise<TwoProcessRow> {
  const second = `http://localhost:${options.port}`;
  const server = spawn(process.execPath, ['.next/atlas-server/serve.mjs'], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...options.env, PORT: String(options.port) },
  });
  try {
    let ready = false;
    for (let i = 0; i < 60 && !ready; i += 1) {
      ready = await fetch(`${second}/static-ceiling.txt`)
        .then((r) => r.ok)
        .catch(() => false);
      if (!ready) await new Promise((r) => setTimeout(r, 500));
    }
    if (!ready) throw new Error('bench: the second server did not start in 30 s');
    const ids: string[] = [];
    const failures: number[] = [];
    let exporting = true;
    const queue = (async () => {
      while (exporting) {
        const res = await fetch(`${options.origin}/api/v2/startups/Export`, {
          method: 'POST',
          headers: {
            cookie: options.senderCookie,
            origin: options.origin,
            'content-type': 'application/json',
          },
          body: JSON.stringify({ filterRules: {}, limit: EXPORT_ROWS, FileType: 'xlsx' }),
        });
        if (res.ok) ids.push(((await res.json()) as { data: { id: string } }).data.id);
        if (!res.ok) failures.push(res.status);
        await new Promise((r) => setTimeout(r, res.ok ? 1_000 : 5_000));
      }
    })();
    const latency = await measureMessageLatency(
      options.origin,
      options.senderCookie,
      options.readerCookie,
      options.count ?? 100,
      second,
    );
    exporting = false;
    await queue;
    const list = await fetch(`${options.origin}/api/v2/startups/exports`, {
      headers: { cookie: options.senderCookie },
    });
    const views = list.ok ? ((await list.json()) as { data: Array<{ id: string; state: string }> }).data : [];
    const done = views.filter((v) => ids.includes(v.id) && v.state === 'ready').length;
    return {
      ...latency,
      exportRows: EXPORT_ROWS,
      exportsAccepted: ids.length,
      exportsDone: done,
      exportsRefused: failures,
    };
  } finally {
    server.kill('SIGTERM');
  }
}
