/**
 * `npm run lint:api`: builds the OpenAPI document in-process (the routes only; no database is
 * opened), writes it to a temporary file and lints it with Redocly CLI under redocly.yaml
 * (`recommended`). Exits 1 on any error or warning other than the accepted problems below.
 * tests/integration/openapi-lint.test.ts runs the same check, so `npm test` fails too.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import type { OpenApiDocument } from '@/server/api/openapi-document';

const ROOT = path.resolve(import.meta.dirname, '..');
const CONFIG = path.join(ROOT, 'redocly.yaml');

export interface LintProblem {
  ruleId: string;
  severity: 'error' | 'warn' | 'warning';
  message: string;
  /** JSON pointer into the document, e.g. `#/paths/~1apiCommon~1Country~1List/get`. */
  pointer: string;
}

/**
 * Problems accepted by rule, each with its reason (redocly.yaml says why the rule stays on).
 * `no-ambiguous-paths` judges path templates only: `/api/v2/startups/seo/{seoUrl}` against
 * `/api/v2/startups/{id}/invitations` is reported although {id} is an integer and `seo` never
 * matches it. Such a pair is accepted; a pair that no parameter's type tells apart still fails.
 */
export const ACCEPTED_PROBLEMS: Array<{
  ruleId: string;
  reason: string;
  accepts: (problem: LintProblem, doc: OpenApiDocument) => boolean;
}> = [
  {
    ruleId: 'no-ambiguous-paths',
    reason: 'an integer path parameter faces a literal that is not a number, so no URL matches both',
    accepts: (problem, doc) => {
      const pair = /`([^`]+)` and `([^`]+)`/.exec(problem.message);
      return !!pair && typesTellApart(doc, pair[1]!, pair[2]!);
    },
  },
];

/** True when at some segment one path has a literal that is not a number and the other an integer parameter. */
export function typesTellApart(doc: OpenApiDocument, a: string, b: string): boolean {
  const left = a.split('/');
  const right = b.split('/');
  if (left.length !== right.length) return false;
  return left.some((segment, i) => {
    const other = right[i]!;
    const isLiteral = (s: string) => !/^\{.+\}$/.test(s);
    if (isLiteral(segment) === isLiteral(other)) return false;
    const [literal, param, path] = isLiteral(segment) ? [segment, other, b] : [other, segment, a];
    return !/^-?\d+$/.test(literal) && isIntegerParam(doc, path, param.slice(1, -1));
  });
}

/** True when every operation of `path` declares path parameter `name` as an integer. */
function isIntegerParam(doc: OpenApiDocument, path: string, name: string): boolean {
  const item = (doc.paths?.[path] ?? {}) as Record<string, { parameters?: Array<Record<string, unknown>> }>;
  const declarations = Object.values(item).flatMap((op) =>
    (op?.parameters ?? []).filter((p) => p.in === 'path' && p.name === name),
  );
  return (
    declarations.length > 0 &&
    declarations.every((p) => {
      const type = (p.schema as { type?: unknown } | undefined)?.type;
      return type === 'integer' || (Array.isArray(type) && type.length === 1 && type[0] === 'integer');
    })
  );
}

/**
 * Lints `doc` (default: the document the server serves) with Redocly CLI.
 * @returns the problems that fail the gate and the accepted ones.
 * @throws Error when Redocly cannot run or its report cannot be read.
 */
export async function lintOpenApiDocument(
  doc?: OpenApiDocument,
): Promise<{ problems: LintProblem[]; accepted: LintProblem[] }> {
  const document = doc ?? (await import('@/server/api/openapi-document')).getOpenApiDocument();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'atlas-openapi-'));
  try {
    const file = path.join(dir, 'openapi.json');
    fs.writeFileSync(file, JSON.stringify(document, null, 2));
    const cli = createRequire(import.meta.url).resolve('@redocly/cli/bin/cli.js');
    const run = spawnSync(
      process.execPath,
      [cli, 'lint', file, '--config', CONFIG, '--format=json', '--max-problems', '10000'],
      {
        cwd: ROOT,
        encoding: 'utf8',
        maxBuffer: 64 * 1024 * 1024,
        env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
      },
    );
    let report: {
      problems?: Array<{
        ruleId: string;
        severity: string;
        message: string;
        location?: Array<{ pointer?: string }>;
      }>;
    };
    try {
      report = JSON.parse(run.stdout);
    } catch {
      throw new Error(`Redocly lint did not run (exit ${run.status}):\n${run.stderr || run.error}`);
    }
    const all = (report.problems ?? []).map((p): LintProblem => ({
      ruleId: p.ruleId,
      severity: p.severity as LintProblem['severity'],
      message: p.message,
      pointer: p.location?.[0]?.pointer ?? '',
    }));
    const isAccepted = (p: LintProblem) =>
      ACCEPTED_PROBLEMS.some((a) => a.ruleId === p.ruleId && a.accepts(p, document));
    return { problems: all.filter((p) => !isAccepted(p)), accepted: all.filter(isAccepted) };
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/** One line per problem: severity, rule, where, message. */
export function formatProblems(problems: LintProblem[]): string {
  return problems
    .map((p) => `${p.severity.padEnd(7)} ${p.ruleId}  ${decodeURIComponent(p.pointer)}\n        ${p.message}`)
    .join('\n');
}

async function main() {
  await import('./load-env');
  const { getOpenApiDocument } = await import('@/server/api/openapi-document');
  const doc = getOpenApiDocument();
  const methods = new Set(['get', 'put', 'post', 'delete', 'patch', 'head', 'options', 'trace']);
  const operations = Object.values(doc.paths ?? {}).flatMap((item) =>
    Object.keys(item ?? {}).filter((key) => methods.has(key)),
  );
  const { problems, accepted } = await lintOpenApiDocument(doc);
  console.log(
    `OpenAPI document: ${Object.keys(doc.paths ?? {}).length} paths, ${operations.length} operations.`,
  );
  if (accepted.length)
    console.log(
      `${accepted.length} accepted problem(s) (ACCEPTED_PROBLEMS in scripts/lint-openapi.ts):\n${formatProblems(accepted)}`,
    );
  if (problems.length) {
    console.error(formatProblems(problems));
    console.error(
      `\n✖ ${problems.length} problem(s): the OpenAPI document is not lint-clean (redocly.yaml).`,
    );
    process.exit(1);
  }
  console.log(
    `✔ Redocly lint (recommended): no errors, no warnings${accepted.length ? ' beyond the accepted ones' : ''}.`,
  );
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await main();
