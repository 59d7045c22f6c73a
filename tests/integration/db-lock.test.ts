/**
 * The embedded database folder is opened by one process only (issue 2 §1, ARCHITECTURE.md
 * pitfalls); the lock of a killed process is taken over at once (issue 12 §4).
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { DatabaseLockedError, openPglite, type DbHandle } from '@/server/db/client';
import { migrateDb } from '@/server/db/migrate';
import { sql } from 'drizzle-orm';

const dir = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'atlas-lock-')), 'db');
let holder: DbHandle;

beforeAll(async () => {
  holder = await openPglite(dir);
  await migrateDb(holder);
});
afterAll(async () => {
  await holder?.close();
  fs.rmSync(path.dirname(dir), { recursive: true, force: true });
});

describe('embedded database lock', () => {
  it('refuses a second opener in the same process with a clear message', async () => {
    const error = await openPglite(dir).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DatabaseLockedError);
    expect((error as Error).message).toMatch(/already open in another process \(pid \d+/);
  });

  it('makes a seed run in another process fail at once and change nothing', async () => {
    const started = Date.now();
    const result = spawnSync('node_modules/.bin/tsx', ['scripts/seed.ts', '--startups', '5'], {
      env: { ...process.env, PGLITE_DATA_DIR: dir, DATABASE_URL: '' },
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(result.status).not.toBe(0);
    expect(result.stderr).toContain('is already open in another process');
    expect(Date.now() - started).toBeLessThan(30_000);
    const rows = await holder.db.execute(sql`select count(*)::int as n from ref_countries`);
    const n = ((rows as unknown as { rows: Array<{ n: number }> }).rows ?? [])[0]?.n;
    expect(n).toBe(0);
  });

  it('opens again once the holder has closed', async () => {
    await holder.close();
    holder = await openPglite(dir);
    expect(holder.kind).toBe('pglite');
  });
});

/** A child process that opens `dataDir` and keeps it open; `pid` is the node process holding the lock. */
function startHolder(dataDir: string): { child: ChildProcess; pid: Promise<number> } {
  const script =
    "import('@/server/db/client').then(async ({ openPglite }) => {" +
    ' await openPglite(process.env.HOLD_DIR);' +
    " console.log('holding ' + process.pid);" +
    ' setInterval(() => undefined, 1000);' +
    '});';
  // Its own process group: tsx runs the script in a child process, and the kill must reach both.
  const child = spawn('node_modules/.bin/tsx', ['-e', script], {
    env: { ...process.env, HOLD_DIR: dataDir, DATABASE_URL: '' },
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const pid = new Promise<number>((resolve, reject) => {
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /holding (\d+)/.exec(output);
      if (match) resolve(Number(match[1]));
    };
    child.stdout!.on('data', read);
    child.stderr!.on('data', read);
    child.on('exit', (code) => reject(new Error(`holder exited (${code}): ${output}`)));
  });
  return { child, pid };
}

const isRunning = (pid: number) => {
  try {
    process.kill(pid, 0);
    return !/\) [ZX] /.test(fs.readFileSync(`/proc/${pid}/stat`, 'utf8'));
  } catch {
    return false;
  }
};

describe('lock of a process that is gone', () => {
  const killDirs: string[] = [];
  const makeDir = () => {
    const base = fs.mkdtempSync(path.join(os.tmpdir(), 'atlas-stale-'));
    killDirs.push(base);
    return path.join(base, 'db');
  };
  afterAll(() => {
    for (const base of killDirs) fs.rmSync(base, { recursive: true, force: true });
  });

  it('is taken over at once when its owner was killed with SIGKILL', async () => {
    const dataDir = makeDir();
    const holder = startHolder(dataDir);
    const pid = await holder.pid;
    expect(fs.readFileSync(`${dataDir}.owner`, 'utf8')).toContain(`${pid}`);
    process.kill(-holder.child.pid!, 'SIGKILL');
    await vi.waitFor(() => expect(isRunning(pid)).toBe(false), { timeout: 10_000 });
    const killedAt = Date.now();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    try {
      const handle = await openPglite(dataDir);
      // Well within the 15 s after which proper-lockfile would call the lock stale by itself.
      expect(Date.now() - killedAt).toBeLessThan(10_000);
      expect(warn).toHaveBeenCalledWith(
        expect.stringMatching(new RegExp(`Taking over the lock .*pid ${pid} .*no longer running`)),
      );
      expect(JSON.parse(fs.readFileSync(`${dataDir}.owner`, 'utf8'))).toMatchObject({ pid: process.pid });
      await handle.close();
      expect(fs.existsSync(`${dataDir}.owner`)).toBe(false);
      expect(fs.existsSync(`${dataDir}.lock`)).toBe(false);
    } finally {
      warn.mockRestore();
    }
  });

  it('is still refused while its owner runs, naming it', async () => {
    const dataDir = makeDir();
    const holder = startHolder(dataDir);
    try {
      const pid = await holder.pid;
      const error = await openPglite(dataDir).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(DatabaseLockedError);
      expect((error as Error).message).toContain(
        `already open in another process (pid ${pid} on host ${os.hostname()}`,
      );
      expect((error as Error).message).toContain('Stop that process first');
    } finally {
      process.kill(-holder.child.pid!, 'SIGKILL');
    }
  });

  it('says when the lock will be taken over when its owner cannot be checked', async () => {
    const dataDir = makeDir();
    const holder = startHolder(dataDir);
    try {
      await holder.pid;
      // An owner on another host (a shared folder) cannot be checked from here.
      const note = JSON.parse(fs.readFileSync(`${dataDir}.owner`, 'utf8'));
      fs.writeFileSync(`${dataDir}.owner`, JSON.stringify({ ...note, hostname: 'elsewhere' }));
      const error = await openPglite(dataDir).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(DatabaseLockedError);
      expect((error as Error).message).toMatch(
        /taken over automatically once it has gone 15 s without updates: retry then/,
      );
    } finally {
      process.kill(-holder.child.pid!, 'SIGKILL');
    }
  });
});
