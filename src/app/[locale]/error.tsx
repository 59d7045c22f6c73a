'use client';
/**
 * Unexpected rendering errors show the 500 state with a link home (spec §2, §8). The state's
 * texts and link come in their own chunk (./error-content.tsx), fetched when an error happens:
 * this boundary is part of every page, and the translator and localized Link are not needed in
 * a page's first view otherwise (issue 13 §5).
 */
import { lazy, Suspense, useEffect } from 'react';

const ErrorContent = lazy(() => import('./error-content'));

export default function ErrorPage({ error }: { error: Error & { digest?: string } }) {
  useEffect(() => console.error(error), [error]);
  return (
    <Suspense>
      <ErrorContent />
    </Suspense>
  );
}
