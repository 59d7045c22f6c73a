'use client';
/**
 * The startup search box's browser half (./startup-search-combobox.tsx) with its code loaded on
 * intent (issue 13 §5): the header's box is on every page, but until the visitor points at it,
 * tabs into it or touches it, it is the server's `<form role="search">`, which already works
 * as a GET form (Enter opens the list filtered by the text). Typed text survives hydration.
 * Same props as StartupSearchCombobox; see @/ui/hydrate-on-intent.
 */
import { hydrateOnIntent } from '@/ui/hydrate-on-intent';

export const StartupSearchCombobox = hydrateOnIntent(() =>
  import('./startup-search-combobox').then((m) => m.StartupSearchCombobox),
);
