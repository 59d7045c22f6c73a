'use client';
/**
 * The header search's browser half (./global-search-combobox.tsx) with its code loaded on intent
 * (issue 13 §5: the header is on every page; until the visitor points at the box, tabs into it
 * or touches it, it is the server's GET form to /search). Same props as GlobalSearchCombobox.
 */
import { hydrateOnIntent } from '@/ui/hydrate-on-intent';

export const GlobalSearchCombobox = hydrateOnIntent(() =>
  import('./global-search-combobox').then((m) => m.GlobalSearchCombobox),
);
