#!/usr/bin/env node
/**
 * Counts the tests' checks, by the method of docs/testing.md: a check is one assertion written
 * in a test file — a call of `expect(…)`, `expect.poll(…)`, `expect.soft(…)`, or of one of the
 * journeys' assertion helpers (`expectAccessible`, `expectNoSidewaysScroll`, `checkBothWidths`,
 * `expectToast`), counted where it is written (a helper's body counts once, each call of it
 * once more). Moving a check from a journey to an integration test keeps the total; the total
 * must not fall when tests are moved to save time.
 *
 * Usage: node scripts/count-checks.mjs [--json]
 * Output: a table of test files, tests and checks per kind (unit, integration, journeys).
 */
import fs from 'node:fs';
import path from 'node:path';

const CHECK =
  /\bexpect(?:\.poll|\.soft)?\s*\(|\b(?:expectAccessible|expectNoSidewaysScroll|checkBothWidths|expectToast)\s*\(/g;
const TEST = /\b(?:test|it)(?:\.each\([^)]*\))?\s*\(\s*['"`]/g;

/** Every file below `dir` whose name passes `keep`. */
function files(dir, keep) {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : files(full, keep);
    return keep(entry.name) ? [full] : [];
  });
}

const kinds = {
  unit: files('src', (n) => /\.test\.tsx?$/.test(n)),
  integration: [
    ...files('tests/integration', (n) => /\.test\.tsx?$/.test(n)),
    ...files('tests/helpers', (n) => /\.tsx?$/.test(n)),
  ],
  journeys: files('tests/e2e', (n) => /\.tsx?$/.test(n)),
};

const rows = Object.entries(kinds).map(([kind, list]) => {
  let checks = 0;
  let tests = 0;
  for (const file of list) {
    // Comments are not checks: drop them before counting.
    const code = fs
      .readFileSync(file, 'utf8')
      .replace(/\/\*[\s\S]*?\*\//g, '')
      .replace(/(^|[^:])\/\/.*$/gm, '$1');
    checks += code.match(CHECK)?.length ?? 0;
    tests += code.match(TEST)?.length ?? 0;
  }
  return { kind, files: list.length, tests, checks };
});
const total = rows.reduce(
  (sum, r) => ({ files: sum.files + r.files, tests: sum.tests + r.tests, checks: sum.checks + r.checks }),
  { files: 0, tests: 0, checks: 0 },
);

if (process.argv.includes('--json')) console.log(JSON.stringify({ rows, total }));
else {
  console.log('| kind | files | tests | checks |\n| --- | ---: | ---: | ---: |');
  for (const r of rows) console.log(`| ${r.kind} | ${r.files} | ${r.tests} | ${r.checks} |`);
  console.log(`| all | ${total.files} | ${total.tests} | ${total.checks} |`);
}
