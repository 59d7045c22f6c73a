#!/usr/bin/env node
/**
 * The CI's time budget, measured (docs/testing.md): each phase's wall time and the ten slowest
 * test files, printed as a table at the end of `.ci/run` (also when a phase failed).
 *
 *   node scripts/ci-timings.mjs record PHASE SECONDS RC  add a phase (RC 0: it passed)
 *   node scripts/ci-timings.mjs report                   print the table
 *   node scripts/ci-timings.mjs durations                rewrite tests/integration/durations.json
 *                                                        from var/ci/vitest-{pglite,postgres}.json
 *
 * Phases append one JSON line each to var/ci/phases.jsonl ({ phase, seconds, ok, end }) through
 * {@link recordPhase}; the test runners write their JSON reports to var/ci/ (Vitest: one file
 * per pass; Playwright: journeys.json), from which the slowest files are read.
 */
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

export const CI_DIR = 'var/ci';
const PHASES = path.join(CI_DIR, 'phases.jsonl');

/** Budget per phase in seconds (docs/testing.md); a phase over its budget is marked. */
const BUDGET = {
  install: 90,
  lint: 60,
  typecheck: 60,
  'API lint': 15,
  'machine set-up': 30,
  unit: 45,
  'integration (PGlite)': 150,
  'integration (PostgreSQL)': 240,
  build: 150,
  journeys: 360,
};

/**
 * Appends a phase's wall time, called as the phase ends. Input: the phase's name, its duration
 * in seconds, whether it passed. Output: none (a line in var/ci/phases.jsonl, with the end as
 * Unix seconds, so phases that ran side by side are not counted twice in the total).
 */
export function recordPhase(phase, seconds, ok) {
  fs.mkdirSync(CI_DIR, { recursive: true });
  const end = Date.now() / 1000;
  fs.appendFileSync(PHASES, `${JSON.stringify({ phase, seconds: Math.round(seconds), ok, end })}\n`);
}

const readJson = (file) => {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
};

/** Per-file seconds from a Vitest JSON report ({ testResults: [{ name, startTime, endTime }] }). */
function vitestFiles(report, pass) {
  return (report?.testResults ?? []).map((r) => ({
    file: `${path.relative(process.cwd(), r.name)} (${pass})`,
    seconds: (r.endTime - r.startTime) / 1000,
  }));
}

/** Per-file seconds from Playwright's JSON report (sum of its tests' attempts), and the retried passes. */
function journeyFiles(report) {
  const files = [];
  const retried = [];
  const walk = (suite, file) => {
    let seconds = 0;
    for (const spec of suite.specs ?? [])
      for (const t of spec.tests ?? []) {
        for (const r of t.results ?? []) seconds += (r.duration ?? 0) / 1000;
        if (t.status === 'flaky') retried.push(`${file}: ${spec.title}`);
      }
    for (const child of suite.suites ?? []) seconds += walk(child, file);
    return seconds;
  };
  for (const suite of report?.suites ?? []) {
    const file = `tests/e2e/${suite.file}`;
    files.push({ file: `${file} (journeys)`, seconds: walk(suite, file) });
  }
  return { files, retried };
}

const mmss = (s) => `${Math.floor(s / 60)}:${String(Math.round(s % 60)).padStart(2, '0')}`;

function report() {
  const phases = fs.existsSync(PHASES)
    ? fs
        .readFileSync(PHASES, 'utf8')
        .split('\n')
        .filter(Boolean)
        .map((line) => JSON.parse(line))
    : [];
  // Wall time from the first phase's start to the last one's end: lint, the type check and the
  // API lint run side by side (.ci/run), so their sum would count that time two or three times.
  const total = phases.length
    ? Math.max(...phases.map((p) => p.end)) - Math.min(...phases.map((p) => p.end - p.seconds))
    : 0;
  const lines = ['', 'CI time by phase (budget: docs/testing.md)', ''];
  lines.push('| phase | wall time | budget | |', '| --- | ---: | ---: | --- |');
  for (const p of phases) {
    const budget = BUDGET[p.phase];
    const mark = !p.ok ? 'FAILED' : budget && p.seconds > budget ? 'over budget' : '';
    lines.push(`| ${p.phase} | ${mmss(p.seconds)} | ${budget ? mmss(budget) : ''} | ${mark} |`);
  }
  lines.push(`| **all phases (wall)** | **${mmss(total)}** | 20:00 | |`);

  const files = [];
  for (const name of fs.existsSync(CI_DIR) ? fs.readdirSync(CI_DIR) : []) {
    if (!name.startsWith('vitest-')) continue;
    files.push(...vitestFiles(readJson(path.join(CI_DIR, name)), name.slice(7, -5)));
  }
  const retried = [];
  for (const name of fs.existsSync(CI_DIR) ? fs.readdirSync(CI_DIR) : []) {
    if (!name.startsWith('journeys')) continue;
    const journeys = journeyFiles(readJson(path.join(CI_DIR, name)));
    files.push(...journeys.files);
    retried.push(...journeys.retried);
  }
  files.sort((a, b) => b.seconds - a.seconds);
  lines.push('', 'The ten slowest test files', '', '| file | seconds |', '| --- | ---: |');
  for (const f of files.slice(0, 10)) lines.push(`| ${f.file} | ${f.seconds.toFixed(1)} |`);
  if (retried.length) {
    lines.push('', `Journeys that passed only on their retry (${retried.length}):`);
    for (const r of retried) lines.push(`- ${r}`);
  }
  console.log(lines.join('\n'));
}

/**
 * Rewrites tests/integration/durations.json ({ pglite: { file: seconds }, postgres: … }), the
 * order in which Vitest starts the integration files (tests/helpers/slowest-first.ts), from the
 * last run's reports; a pass without a report keeps its figures.
 */
function durations() {
  const target = 'tests/integration/durations.json';
  const current = readJson(target) ?? {};
  for (const pass of ['pglite', 'postgres']) {
    const report = readJson(path.join(CI_DIR, `vitest-${pass}.json`));
    if (!report) continue;
    current[pass] = Object.fromEntries(
      (report.testResults ?? [])
        .map((r) => [
          r.name.slice(r.name.lastIndexOf('tests/integration/')),
          Math.round((r.endTime - r.startTime) / 100) / 10,
        ])
        .sort((a, b) => b[1] - a[1]),
    );
  }
  fs.writeFileSync(target, `${JSON.stringify(current, null, 2)}\n`);
  console.log(
    `${target}: ${Object.keys(current.pglite ?? {}).length} PGlite, ${Object.keys(current.postgres ?? {}).length} PostgreSQL files`,
  );
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const [command, phase, seconds, ok] = process.argv.slice(2);
  if (command === 'record') recordPhase(phase, Number(seconds), ok === '0');
  else if (command === 'report') report();
  else if (command === 'durations') durations();
}
