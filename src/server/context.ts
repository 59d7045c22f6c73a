/**
 * The service context (CONVENTIONS.md "Service signature"): the database (or transaction),
 * the viewer and the viewer's locale. Every service takes it as its first argument.
 */
import type { Db } from './db/client';
import type { Locale } from '@/i18n/locales';

export interface Viewer {
  userId: string | null;
  isAuthenticated: boolean;
  /** Holds business-/personal- yearly or monthly (spec §6 "Premium user"). */
  isPremium: boolean;
  /** Platform admin: FULL_ACCESS on `admin` (spec §6). */
  isAdmin: boolean;
}

export interface Ctx {
  db: Db;
  viewer: Viewer;
  locale: Locale;
}

/** A visitor who is not signed in. Until sign-in exists (issue 3) every request is one. */
export const ANONYMOUS_VIEWER: Viewer = Object.freeze({
  userId: null,
  isAuthenticated: false,
  isPremium: false,
  isAdmin: false,
});
