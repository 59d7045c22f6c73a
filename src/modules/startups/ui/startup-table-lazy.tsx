'use client';
/**
 * The startup table (spec §2 list "table" view) loaded as its own chunk: only a page that
 * renders the table view downloads TanStack Table; the default card view does not (issue 13 §5).
 * Server-rendered as before; same props as ./startup-table's StartupTable.
 */
import dynamic from 'next/dynamic';

export const StartupTable = dynamic(() => import('./startup-table').then((m) => m.StartupTable));
