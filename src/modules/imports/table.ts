/**
 * A file's table from its rows of cells (spec D§2 data-add-tool): the first non-empty row is the header
 * (blank names become `Column N`), fully empty rows are left out, and every data row is padded or
 * cut to the header's width. Shared by the CSV and workbook readers.
 */
import { createYielder } from '@/server/cooperate';
import { ValidationError } from '@/server/errors';
import type { ParsedFile } from './parse-file';

const isBlankRow = (row: string[]) => row.every((cell) => cell === '');

/** The table, built in steps: the generator pauses every 1,024 rows so a caller can yield there. */
function* tableSteps(cells: string[][], encoding: string): Generator<void, ParsedFile> {
  let columns: string[] | null = null;
  const rows: string[][] = [];
  for (let i = 0; i < cells.length; i += 1) {
    if (i % 1024 === 1023) yield;
    const row = cells[i]!;
    if (isBlankRow(row)) continue;
    if (!columns) columns = row.map((name, j) => name || `Column ${j + 1}`);
    else rows.push(columns.map((_, j) => row[j] ?? ''));
  }
  if (!columns || !rows.length) throw new ValidationError('import.file_empty', { file: 'import.file_empty' });
  return { columns, rows, encoding };
}

/**
 * The table of `cells` (`encoding` is recorded as given).
 * @throws ValidationError 'import.file_empty' without a header and at least one data row.
 */
export function tableOf(cells: string[][], encoding: string): ParsedFile {
  const steps = tableSteps(cells, encoding);
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
  }
}

/** {@link tableOf}, giving the event loop back when the time slice is used up. @throws as tableOf. */
export async function tableOfCooperatively(
  cells: string[][],
  encoding: string,
  yielder = createYielder(),
): Promise<ParsedFile> {
  const steps = tableSteps(cells, encoding);
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
    await yielder();
  }
}
