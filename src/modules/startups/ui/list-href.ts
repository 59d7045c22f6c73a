/** The localized link to a startup-list state (the same codec as the page parser). */
import type { Locale } from '@/i18n/locales';
import { buildStartupAddress, type AddressState, type StartupFilter } from '../filter';

export type StartupListHref =
  | { pathname: '/startups'; query: Record<string, string> }
  | { pathname: '/startups/[[...filter]]'; params: { filter: string[] }; query: Record<string, string> };

export function startupListHref(
  state: Partial<AddressState> & { filter: StartupFilter },
  locale: Locale,
): StartupListHref {
  const { segment, query } = buildStartupAddress(state, locale);
  const q = Object.fromEntries(query.entries());
  return segment
    ? { pathname: '/startups/[[...filter]]', params: { filter: [segment] }, query: q }
    : { pathname: '/startups', query: q };
}
