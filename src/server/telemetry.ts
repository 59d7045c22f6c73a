/**
 * Optional OpenTelemetry tracing (issue 17 §4 "OpenTelemetry traces when configured"; decision
 * 0021): with OTEL_EXPORTER_OTLP_ENDPOINT set, @vercel/otel is registered at start (Next's own
 * spans — requests, rendering, route handlers, fetch — and any span the code makes) and exports
 * over OTLP/HTTP to that endpoint, sampled parent-based at SENTRY_TRACES_SAMPLE_RATE (the spec's
 * trace rate, default 1). Unset: nothing is imported, registered or sent.
 */
import { env, nextRuntime } from './env';
import { logger } from './logger';

/** Registers tracing when configured; never throws (a failure is logged and the server goes on). */
export async function startTelemetry(): Promise<void> {
  const { OTEL_EXPORTER_OTLP_ENDPOINT, OTEL_SERVICE_NAME, SENTRY_TRACES_SAMPLE_RATE } = env();
  if (!OTEL_EXPORTER_OTLP_ENDPOINT || nextRuntime.isBuildPhase()) return;
  try {
    const [{ registerOTel, OTLPHttpJsonTraceExporter }, { ParentBasedSampler, TraceIdRatioBasedSampler }] =
      await Promise.all([import('@vercel/otel'), import('@opentelemetry/sdk-trace-base')]);
    const base = OTEL_EXPORTER_OTLP_ENDPOINT.replace(/\/+$/, '');
    registerOTel({
      serviceName: OTEL_SERVICE_NAME,
      traceExporter: new OTLPHttpJsonTraceExporter({ url: `${base}/v1/traces` }),
      traceSampler: new ParentBasedSampler({ root: new TraceIdRatioBasedSampler(SENTRY_TRACES_SAMPLE_RATE) }),
    });
    logger().info({ endpoint: base, service: OTEL_SERVICE_NAME }, 'OpenTelemetry tracing on');
  } catch (error) {
    logger().warn({ err: error }, 'OpenTelemetry tracing could not start');
  }
}
