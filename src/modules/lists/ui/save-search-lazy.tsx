'use client';
/** ./save-search.tsx with its code loaded on intent (issue 13 §5; see @/ui/hydrate-on-intent). */
import { hydrateOnIntent } from '@/ui/hydrate-on-intent';

export const SaveSearch = hydrateOnIntent(() => import('./save-search').then((m) => m.SaveSearch));
