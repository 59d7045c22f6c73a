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

/** The personal slots of a class-rendered page. */
export const SLOT_NAMES = ['initials', 'name', 'data'] as const;
export type SlotName = (typeof SLOT_NAMES)[number];

const globalForSlots = globalThis as unknown as { __atlasSlotSecret?: string };

/**
 * The marker text of `slot` on the server: plain characters that HTML, JSON and JavaScript
 * strings leave as they are, with a random secret of this process, so no text a user writes
 * (a tagline, a search, a link) can be taken for a slot. Shared by the Next bundles and the
 * HTTP server of one process through globalThis; the markers never reach a browser (every one
 * is replaced before a page is sent).
 */
export function slotMarker(slot: SlotName): string {
  if (!globalForSlots.__atlasSlotSecret) {
    const bytes = crypto.getRandomValues(new Uint8Array(12));
    globalForSlots.__atlasSlotSecret = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  }
  return `atlas-slot-${slot}-${globalForSlots.__atlasSlotSecret}`;
}

/** The id of the `<script type="application/json">` holding the viewer's data. */
export const VIEWER_DATA_ID = 'atlas-viewer-data';

/** What a class-rendered page receives about its viewer (JSON in the viewer-data script). */
export interface PersonalData {
  /** Full name as shown in the account menu. */
  name: string;
}

/**
 * What the avatar shows for a full name: up to two initials, upper-cased the same way in every
 * locale (server and browser must agree), or '•' for an empty name.
 */
export function initialsOf(name: string): string {
  const initials = name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((w) => String.fromCodePoint(w.codePointAt(0)!).toUpperCase())
    .join('');
  return initials || '•';
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
  if (!text) return undefined;
  try {
    read = JSON.parse(text) as PersonalData;
  } catch {
    return undefined;
  }
  return read;
}
