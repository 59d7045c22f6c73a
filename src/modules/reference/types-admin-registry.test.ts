/**
 * The registry of ref_types columns is complete (issue 17 §1 types: "a type in use cannot be
 * deleted"): every integer id column of every module schema (name ending in `_id` / `_ids`, or
 * any integer array) is a registered owner or mirror of ref_types ids, a foreign key, a place
 * column, or listed as something else. A new column that is none of these fails here, so the
 * in-use count cannot silently miss it.
 */
import fs from 'node:fs';
import path from 'node:path';
import { is } from 'drizzle-orm';
import { getTableConfig, PgTable, type PgColumn } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { TYPE_LIST_IDS } from './data/type-lists';
import {
  columnsOfList,
  itemRange,
  MIRRORED_TYPE_COLUMNS,
  NON_TYPE_ID_COLUMNS,
  TYPE_REFERENCE_COLUMNS,
} from './types-admin-registry';

const MODULES = path.resolve(import.meta.dirname, '..');
const PLACE_COLUMNS = /(^|_)(country|city|county)_id$/;

/** Every table of src/modules/<module>/schema.ts, by SQL name. */
async function schemaTables(): Promise<Map<string, PgTable>> {
  const tables = new Map<string, PgTable>();
  for (const dir of fs.readdirSync(MODULES)) {
    const file = path.join(MODULES, dir, 'schema.ts');
    if (!fs.existsSync(file)) continue;
    const mod = (await import(file)) as Record<string, unknown>;
    for (const value of Object.values(mod))
      if (is(value, PgTable)) tables.set(getTableConfig(value).name, value);
  }
  return tables;
}

const isIntArray = (c: PgColumn) =>
  c.columnType === 'PgArray' &&
  (c as unknown as { baseColumn?: PgColumn }).baseColumn?.columnType === 'PgInteger';
const isInt = (c: PgColumn) => c.columnType === 'PgInteger' || c.columnType === 'PgSerial';

describe('ref_types reference registry', () => {
  it('classifies every integer id column of the module schemas', async () => {
    const tables = await schemaTables();
    const registered = new Set(
      [...TYPE_REFERENCE_COLUMNS, ...MIRRORED_TYPE_COLUMNS].map((c) => `${c.table}.${c.column}`),
    );
    const unclassified: string[] = [];
    for (const [name, table] of tables) {
      const config = getTableConfig(table);
      const foreign = new Set(config.foreignKeys.flatMap((fk) => fk.reference().columns.map((c) => c.name)));
      for (const column of config.columns) {
        const candidate =
          isIntArray(column) || (isInt(column) && /_ids?$/.test(column.name) && !column.primary);
        if (!candidate) continue;
        const key = `${name}.${column.name}`;
        if (registered.has(key) || key in NON_TYPE_ID_COLUMNS) continue;
        if (foreign.has(column.name) || PLACE_COLUMNS.test(column.name)) continue;
        unclassified.push(key);
      }
    }
    expect(unclassified, 'columns neither registered nor excluded').toEqual([]);
  });

  it('names only columns that exist, with the right shape', async () => {
    const tables = await schemaTables();
    for (const c of [...TYPE_REFERENCE_COLUMNS, ...MIRRORED_TYPE_COLUMNS]) {
      const table = tables.get(c.table);
      expect(table, c.table).toBeDefined();
      const column = getTableConfig(table!).columns.find((col) => col.name === c.column);
      expect(column, `${c.table}.${c.column}`).toBeDefined();
      expect(isIntArray(column!), `${c.table}.${c.column} array`).toBe(c.array);
    }
    for (const key of Object.keys(NON_TYPE_ID_COLUMNS)) {
      const [table, column] = key.split('.');
      expect(
        tables.get(table!) && getTableConfig(tables.get(table!)!).columns.some((col) => col.name === column),
        key,
      ).toBe(true);
    }
  });

  it('finds the columns of a list and its id range', () => {
    expect(columnsOfList('startupSector').map((c) => `${c.table}.${c.column}`)).toEqual([
      'startups.sector_ids',
      'organization_patents.sector_ids',
      'programs.sector_ids',
    ]);
    expect(columnsOfList('startupSector', true)).toEqual([]);
    expect(itemRange(TYPE_LIST_IDS.startupSector)).toEqual({ lo: 13001, hi: 13999 });
  });
});
