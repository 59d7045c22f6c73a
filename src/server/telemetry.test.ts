/**
 * OpenTelemetry start-up smoke test (issue 17 §4 "OpenTelemetry traces when configured"; decision
 * 0021): with OTEL_EXPORTER_OTLP_ENDPOINT set, startTelemetry registers tracing and a span made
 * by the code reaches the endpoint's /v1/traces over OTLP/HTTP JSON with the service name; the
 * endpoint here is a local HTTP server standing in for a collector.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';

const received: Array<{ url: string; type: string; body: string }> = [];
const collector = http.createServer((req, res) => {
  let body = '';
  req.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
  req.on('end', () => {
    received.push({ url: req.url ?? '', type: String(req.headers['content-type']), body });
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end('{}');
  });
});
await new Promise<void>((resolve) => collector.listen(0, '127.0.0.1', resolve));
process.env.OTEL_EXPORTER_OTLP_ENDPOINT = `http://127.0.0.1:${(collector.address() as AddressInfo).port}/`;
process.env.OTEL_SERVICE_NAME = 'atlas-smoke';

afterAll(() => new Promise<void>((resolve) => collector.close(() => resolve())));

describe('OpenTelemetry tracing', () => {
  it('starts when an endpoint is configured and exports a span to its /v1/traces', async () => {
    const { startTelemetry } = await import('./telemetry');
    await startTelemetry();
    const { trace, ProxyTracerProvider } = await import('@opentelemetry/api');
    trace.getTracer('smoke').startActiveSpan('atlas smoke span', (span) => {
      span.setAttribute('atlas.check', 'telemetry');
      span.end();
    });
    const provider = trace.getTracerProvider();
    const delegate = (provider instanceof ProxyTracerProvider
      ? provider.getDelegate()
      : provider) as unknown as { forceFlush?: () => Promise<void> };
    expect(typeof delegate.forceFlush).toBe('function');
    await delegate.forceFlush!();
    await expect.poll(() => received.length, { timeout: 10_000 }).toBeGreaterThan(0);
    const traces = received.find((r) => r.url === '/v1/traces');
    expect(traces?.type).toContain('application/json');
    expect(traces?.body).toContain('atlas smoke span');
    expect(traces?.body).toContain('atlas-smoke');
  });
});
