'use client';
/**
 * Unexpected rendering errors show the 500 state with a link home (spec §2, §8) and the error's
 * id — Next's digest, the request id under which the server stored the error in the error log
 * (issue 17 §4; src/modules/operations/page-errors.ts), so support can find it. The state's
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
      <ErrorContent errorId={error.digest} />
    </Suspense>
  );
}
