/**
 * Runs once when the server starts: opens the database so that a second server on the same
 * embedded data folder stops at once with the lock message instead of failing per request, and,
 * when OTEL_EXPORTER_OTLP_ENDPOINT is set, registers OpenTelemetry tracing first (decision 0021).
 * `onRequestError` hands every page render, route and server action error to the error log
 * (issue 17 §4) with Next's digest, the id the error page shows.
 * The literal `process.env.NEXT_RUNTIME` test is what lets the bundler leave the Node-only
 * code out of the edge bundle, so it cannot go through the env module.
 */
import type { Instrumentation } from 'next';

export async function register() {
  if (process.env.NEXT_RUNTIME === 'nodejs') {
    const { startTelemetry } = await import('./server/telemetry');
    await startTelemetry();
    await import('./instrumentation-node');
  }
}

export const onRequestError: Instrumentation.onRequestError = async (error, request, context) => {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const { recordPageError } = await import('./modules/operations/page-errors');
  await recordPageError(error, request, context);
};
