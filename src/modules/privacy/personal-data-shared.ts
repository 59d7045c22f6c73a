/**
 * What the personal-data collectors share (./personal-data.ts, ./personal-data-activity.ts): the
 * JSON value types of the download, date and row conversion, and other users' display names.
 */
import { inArray } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import { users } from '@/modules/identity/schema';

/** A JSON value of the download. */
export type DataValue = string | number | boolean | null | DataValue[] | { [key: string]: DataValue };
/** The whole download: named sections in a fixed order. */
export type PersonalData = { [section: string]: DataValue };

/** ISO-8601 of a timestamp, or null. */
export const iso = (value: Date | string | null | undefined): string | null =>
  value == null ? null : value instanceof Date ? value.toISOString() : value;

/** Rows with every Date turned into ISO text (the JSON the download holds). */
export function plain<T extends Record<string, unknown>>(rows: T[]): Array<{ [key: string]: DataValue }> {
  return rows.map(
    (row) =>
      Object.fromEntries(
        Object.entries(row).map(([k, v]) => [k, v instanceof Date ? v.toISOString() : (v as DataValue)]),
      ) as { [key: string]: DataValue },
  );
}

/** A user's display name (name and surname) by id, for rows shared with another user. */
export async function displayNames(db: Db, ids: string[]): Promise<Map<string, string>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await db
    .select({ id: users.id, name: users.name, surname: users.surname })
    .from(users)
    .where(inArray(users.id, unique));
  return new Map(rows.map((r) => [r.id, `${r.name} ${r.surname}`.trim()]));
}
