'use client';
/**
 * The startup table (spec §2 list "table" view) loaded as its own chunk: only a page that
 * renders the table view downloads TanStack Table; the default card view does not (issue 13 §5).
 * Server-rendered as before; same props as ./startup-table's StartupTable. React.lazy rather
 * than next/dynamic, whose loader code (≈2.4 KB gzipped) was in the list view's first view too.
 */
import { lazy, Suspense, type ComponentProps } from 'react';

const Table = lazy(() => import('./startup-table').then((m) => ({ default: m.StartupTable })));

export function StartupTable(props: ComponentProps<typeof Table>) {
  return (
    <Suspense>
      <Table {...props} />
    </Suspense>
  );
}
