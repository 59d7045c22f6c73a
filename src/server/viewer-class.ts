/**
 * Signed-in pages rendered once per viewer class (issue 14 "Signed-in pages without a full
 * render each time"). Most signed-in viewers of a discovery page see what every viewer with the
 * same packages sees; only their name differs. Such a viewer's page is rendered for the class
 * (no user id, name or access rows), cached by (address, class) in src/server/page-cache.ts,
 * and answered with the viewer's own values written into its slots (@/ui/viewer-slots).
 *
 * A viewer has no class — their pages are rendered for them alone, as before — when anything
 * beyond their packages can change a page: an admin, any entity access row (an owner or member
 * sees Edit and other owner actions), a pending account deletion, an API key.
 * Rendering for a class only takes away: the class viewer is derived from the request's real
 * viewer, so a forged RENDER_CLASS_HEADER can show a client nothing they may not see.
 */
import type { Viewer } from './context';
import {
  initialsOf,
  type PersonalData,
  SLOT_NAMES,
  slotMarker,
  type SlotName,
  VIEWER_DATA_ID,
} from '@/ui/viewer-slots';

/** Private request header (set by scripts/serve.ts only; a client's own is dropped) asking Next to render for the class. */
export const RENDER_CLASS_HEADER = 'x-atlas-render-class';

/**
 * Discovery pages whose render depends on the viewer only through their class: the startup
 * list and a startup, talents and a talent, tech centers and a tech center, providers and a
 * provider, the job list (EN and TR path words, src/i18n/routing.ts). A program's page and a
 * job's page are not among them (they show the viewer's own application);
 * src/server/page-cache.ts adds them for visitors.
 */
export const CLASS_PAGE_PATTERNS = [
  '(?:startups|girisimler)(?:/[^/?]+)?',
  '(?:startup|girisim)/[^/?]+',
  '(?:talents|yetenekler)',
  '(?:talent|yetenek)/[^/?]+',
  '(?:tech-centers|teknoloji-merkezleri)',
  '(?:tech-center|teknoloji-merkezi)/[^/?]+(?:/[^/?]+)?',
  '(?:providers|hizmet-saglayicilar)(?:/[^/?]+)?',
  '(?:jobs|is-ilanlari)',
];

/** A request path (with its query) of one of `patterns`, in either language. */
export const pagePath = (patterns: string[]) =>
  new RegExp(`^(?:/tr)?/(?:${patterns.join('|')})/?(?:\\?.*)?$`);

/** The addresses of CLASS_PAGE_PATTERNS. */
export const CLASS_CACHED_PATH = pagePath(CLASS_PAGE_PATTERNS);

/**
 * The class of a signed-in viewer, e.g. `premium:business-yearly` or `member:` (packages sorted),
 * or undefined when their pages must be rendered for them alone (see the module note) or they
 * are not signed in.
 */
export function viewerClassOf(viewer: Viewer): string | undefined {
  if (
    !viewer.isAuthenticated ||
    !viewer.userId ||
    viewer.isAdmin ||
    viewer.access.length > 0 ||
    viewer.deletionRequestedAt ||
    viewer.apiKeyId !== undefined ||
    viewer.renderedForClass !== undefined
  )
    return undefined;
  return `${viewer.isPremium ? 'premium' : 'member'}:${[...viewer.packages].sort().join(',')}`;
}

/** The viewer a class render uses in place of `viewer`, or undefined when `viewer` has no class. */
export function classViewer(viewer: Viewer): Viewer | undefined {
  const viewerClass = viewerClassOf(viewer);
  if (viewerClass === undefined) return undefined;
  return {
    userId: null,
    isAuthenticated: true,
    access: [],
    packages: viewer.packages,
    isPremium: viewer.isPremium,
    isAdmin: false,
    deletionRequestedAt: null,
    renderedForClass: viewerClass,
  };
}

/**
 * What a render for `viewerClass` carries, and no other page can: the opening of the viewer-data
 * script with its class and its slot marker (which holds this process's secret).
 */
export const classMarker = (viewerClass: string) =>
  `<script type="application/json" id="${VIEWER_DATA_ID}" data-class="${viewerClass}">${slotMarker('data')}`;

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c]!);

/**
 * `viewer`'s values for the slots of a class-rendered page: HTML-escaped text for `initials` and
 * `name`, and for `data` JSON that cannot end its script element (`<` written as \u003c).
 */
export function slotValues(viewer: Viewer): Record<SlotName, string> {
  const name = viewer.name ?? '';
  const data: PersonalData = { name };
  return {
    initials: escapeHtml(initialsOf(name)),
    name: escapeHtml(name),
    data: JSON.stringify(data)
      .replace(/</g, '\\u003c')
      .replace(/\u2028/g, '\\u2028')
      .replace(/\u2029/g, '\\u2029'),
  };
}

/** The slot markers of this process, as page-cache splits at them. */
export const slotMarkers = (): Array<[SlotName, string]> =>
  SLOT_NAMES.map((slot) => [slot, slotMarker(slot)]);
