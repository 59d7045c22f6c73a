'use client';
/** ./save-to-list.tsx with its code loaded on intent (issue 13 §5; see @/ui/hydrate-on-intent). */
import { hydrateOnIntent } from '@/ui/hydrate-on-intent';

export const SaveToList = hydrateOnIntent(() => import('./save-to-list').then((m) => m.SaveToList));
