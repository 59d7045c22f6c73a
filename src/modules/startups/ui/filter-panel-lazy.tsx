'use client';
/**
 * The startup filter panel (./filter-panel.tsx) with its code loaded on intent (issue 13 §5):
 * the server renders it whole, the browser fetches its code (multi-select, premium dialog,
 * address building) when the visitor points at it, touches it, tabs into it or opens the
 * phone's filter drawer. Same props as ./filter-panel's FilterPanel; see @/ui/hydrate-on-intent.
 */
import { hydrateOnIntent } from '@/ui/hydrate-on-intent';
import { PREMIUM_SWITCHER_KEY } from './premium-switch';

export const FilterPanel = hydrateOnIntent(() => import('./filter-panel').then((m) => m.FilterPanel), {
  // The server renders the premium group open; a visitor who closed it gets the code at once.
  loadNow: () => window.localStorage.getItem(PREMIUM_SWITCHER_KEY) === 'closed',
});
