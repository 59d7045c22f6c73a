/**
 * Personal slots of a page rendered once per viewer class (issue 14 "Signed-in pages without a
 * full render each time"; src/server/viewer-class.ts). Such a page is rendered without the
 * viewer's own details: where they belong the server render writes a slot marker, and the HTTP
 * server (scripts/serve.ts, src/server/page-cache.ts) writes each viewer's values into the
 * cached page as it answers — HTML-escaped for `initials` and `name`, and as JSON in the
 * page's viewer-data script for `data` — so the page a signed-in user gets is whole on arrival
 * and hydrates without a mismatch. In the browser the components read the same values from
 * that script (`personalData()`).
 * This module is shared by the browser bundle and the server; it imports nothing.
 */

/** Marker texts; plain characters that HTML, JSON and JavaScript strings leave as they are. */
export const SLOTS = {
  initials: 'atlas-slot-initials-5f2e',
  name: 'atlas-slot-name-5f2e',
  data: 'atlas-slot-data-5f2e',
} as const;
export type SlotName = keyof typeof SLOTS;

/** The id of the `<script type="application/json">` holding the viewer's data. */
export const VIEWER_DATA_ID = 'atlas-viewer-data';

/** What a class-rendered page receives about its viewer (JSON in the viewer-data script). */
export interface PersonalData {
  /** Full name as shown in the account menu. */
  name: string;
}

/** Up to two initials of a full name, upper-cased ('' for an empty name). */
export function initialsOf(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((w) => w.charAt(0).toLocaleUpperCase())
    .join('');
}

let read: PersonalData | undefined;

/**
 * The viewer's data written into a class-rendered page, read once in the browser; undefined on
 * the server or when the page holds none.
 */
export function personalData(): PersonalData | undefined {
  if (typeof document === 'undefined') return undefined;
  if (read) return read;
  const text = document.getElementById(VIEWER_DATA_ID)?.textContent;
  if (!text || text === SLOTS.data) return undefined;
  try {
    read = JSON.parse(text) as PersonalData;
  } catch {
    return undefined;
  }
  return read;
}
