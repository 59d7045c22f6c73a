/**
 * Vitest's file order (vitest.config.ts `sequence.sequencer`): the slowest test files start
 * first, so neither worker is left with a long file at the end of a pass while the other idles.
 * Vitest orders by its own cache of earlier runs, which a fresh clone (CI) does not have; the
 * committed tests/integration/durations.json gives each file's seconds per database, measured in
 * a CI run (`node scripts/ci-timings.mjs durations` rewrites it from var/ci/). Files it does not
 * list start after the listed ones, in Vitest's own order. A stale figure only changes the order.
 */
import fs from 'node:fs';
import path from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

type Durations = Partial<Record<'pglite' | 'postgres', Record<string, number>>>;

export default class SlowestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const base = await super.sort(files);
    let durations: Durations = {};
    try {
      durations = JSON.parse(fs.readFileSync('tests/integration/durations.json', 'utf8')) as Durations;
    } catch {
      return base;
    }
    const seconds = durations[process.env.TEST_DATABASE === 'postgres' ? 'postgres' : 'pglite'] ?? {};
    const known = (file: TestSpecification) => seconds[path.relative(process.cwd(), file.moduleId)];
    // Array.prototype.sort is stable: unlisted files keep Vitest's order after the listed ones.
    return base.sort((a, b) => (known(b) ?? -1) - (known(a) ?? -1));
  }
}
