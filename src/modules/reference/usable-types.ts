/**
 * Whether the type ids a write brings may be stored (issue 17 §1 types: "a type in use cannot be
 * deleted, only deactivated"; ref_types.active "Inactive items are not offered for new choices;
 * stored references keep working"). The forms offer active items only; this is the server's
 * check, so a hand-made request cannot choose a deactivated or unknown item either.
 */
import { inArray } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import { types } from './schema';

/** A write's type fields: field name → one id, a list of ids, or nothing. */
export type TypeFieldValues = Record<string, number | readonly number[] | null | undefined>;

/** The list (category) id of item `id`: ids are category id × 1000 + position. */
const listOf = (id: number) => Math.floor(id / 1000);

const idsOf = (value: unknown): number[] =>
  Array.isArray(value)
    ? value.filter((v): v is number => typeof v === 'number')
    : typeof value === 'number'
      ? [value]
      : [];

/**
 * The fields of `given` that bring an id which is not an active type item (deactivated, or
 * unknown in a list the database holds), as field → message
 * key 'generic.invalid_field' (ValidationError fields; {} when every id is usable). An id the
 * field already held in `before` (the stored row, same field names) stays allowed even when it
 * was deactivated since, so saving an old record unchanged keeps working.
 * Input: `db` (a transaction handle inside a write), the write's fields and the stored row.
 * Raises nothing itself; one query when any new id is given, two when one is unknown.
 */
export async function unusableTypeFields(
  db: Db,
  given: TypeFieldValues,
  before: Record<string, unknown> = {},
): Promise<Record<string, string>> {
  const fresh = new Map<string, number[]>();
  for (const [field, value] of Object.entries(given)) {
    const kept = new Set(idsOf(before[field]));
    const added = idsOf(value).filter((id) => !kept.has(id));
    if (added.length) fresh.set(field, added);
  }
  if (!fresh.size) return {};
  const wanted = [...new Set([...fresh.values()].flat())];
  const rows = await db
    .select({ id: types.id, active: types.active })
    .from(types)
    .where(inArray(types.id, wanted));
  const known = new Map(rows.map((r) => [r.id, r.active]));
  // An id with no row is refused when its list is loaded (a database without the reference
  // lists, as in some tests, leaves the range check of isTypeOf as the only check).
  const missingLists = [...new Set(wanted.filter((id) => !known.has(id)).map(listOf))];
  const loadedLists = missingLists.length
    ? new Set(
        (
          await db
            .selectDistinct({ parentId: types.parentId })
            .from(types)
            .where(inArray(types.parentId, missingLists))
        ).map((r) => r.parentId),
      )
    : new Set<number | null>();
  const usable = (id: number) => known.get(id) ?? !loadedLists.has(listOf(id));
  const problems: Record<string, string> = {};
  for (const [field, ids] of fresh)
    if (ids.some((id) => !usable(id))) problems[field] = 'generic.invalid_field';
  return problems;
}
