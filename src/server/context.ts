/**
 * The service context (CONVENTIONS.md "Service signature"): the database (or transaction),
 * the viewer and the viewer's locale. Every service takes it as its first argument.
 */
import type { Db } from './db/client';
import type { Locale } from '@/i18n/locales';

export interface Viewer {
  userId: string | null;
  /** Display name of a signed-in viewer (header). */
  name?: string;
  isAuthenticated: boolean;
  /** (entityId, scopes) rows of the viewer (spec §3 "Entity access"). */
  access: ReadonlyArray<{ entityId: string; scopes: string[] }>;
  /** Active package keys (business-yearly, personal-monthly, feature packages…). */
  packages: readonly string[];
  /** Holds business-/personal- yearly or monthly (spec §6 "Premium user"). */
  isPremium: boolean;
  /** Platform admin: FULL_ACCESS on `admin` (spec §6). */
  isAdmin: boolean;
  /** When the viewer asked for account deletion (UTC ISO-8601); the recovery screen shows it. */
  deletionRequestedAt?: string | null;
  /** The personal API key the request was made with (decision 0010); absent for sessions. */
  apiKeyId?: number;
  /**
   * Set when the page is rendered for every viewer of this class rather than for one person
   * (src/server/viewer-class.ts, issue 14): no user id, name or access rows; personal parts are
   * slots the HTTP server fills per viewer (@/ui/viewer-slots).
   */
  renderedForClass?: string;
}

export interface Ctx {
  db: Db;
  viewer: Viewer;
  locale: Locale;
}

/** A visitor who is not signed in. */
export const ANONYMOUS_VIEWER: Viewer = Object.freeze({
  userId: null,
  isAuthenticated: false,
  access: [],
  packages: [],
  isPremium: false,
  isAdmin: false,
});

/**
 * The system acting from a command-line script (`npm run grant-package`, the benchmark's set-up):
 * a super admin (FULL_ACCESS on `admin`) whose audit rows name the user id `system`.
 */
export const SYSTEM_VIEWER: Viewer = Object.freeze({
  userId: 'system',
  isAuthenticated: true,
  access: [{ entityId: 'admin', scopes: ['FULL_ACCESS'] }],
  packages: [],
  isPremium: false,
  isAdmin: true,
});
