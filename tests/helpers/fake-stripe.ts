/**
 * A local stand-in for Stripe's API (decision 0020 §4; docs/research/payments-sdks.md §1,
 * "Fake Stripe server"): a node:http server on 127.0.0.1 and a free port that speaks only the
 * calls the Stripe provider makes, checks the secret key, records every request it received
 * (form bodies parsed, e.g. `form['line_items[0][price_data][unit_amount]']`) and answers
 * Stripe's error shape for anything else. Webhook events are built with `stripeEvent` and signed
 * in the tests with the SDK's own `webhooks.generateTestHeaderString`.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface StripeRequest {
  method: string;
  path: string;
  query: Record<string, string>;
  form: Record<string, string>;
  headers: http.IncomingHttpHeaders;
}

export interface FakeStripe {
  /** http://127.0.0.1:<port> (set once started): STRIPE_API_BASE. */
  base: string;
  requests: StripeRequest[];
  /** The next `POST /v1/customers` answers this HTTP status with a card/API error. */
  failCustomers: number | null;
  /** A subscription `GET /v1/subscriptions/{id}` answers, its item's period ending at `periodEnd`. */
  addSubscription(id: string, periodEnd: Date, latestInvoice: string): void;
  /** An invoice paid by PaymentIntent `paymentIntent` (`GET /v1/invoice_payments?invoice=`). */
  addInvoicePayment(invoice: string, paymentIntent: string): void;
  start(): Promise<string>;
  stop(): Promise<void>;
}

const error = (res: http.ServerResponse, status: number, type: string, message: string) => {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(
    JSON.stringify({ error: { type, message, code: status === 404 ? 'resource_missing' : undefined } }),
  );
};

/** A fake Stripe accepting `Authorization: Bearer <secretKey>` only. */
export function fakeStripe(secretKey: string): FakeStripe {
  const subscriptions = new Map<string, { periodEnd: number; latestInvoice: string }>();
  const invoicePayments = new Map<string, string>();
  let seq = 0;
  const next = (prefix: string) => `${prefix}_fake_${++seq}`;

  const fake: FakeStripe = {
    base: '',
    requests: [],
    failCustomers: null,
    addSubscription: (id, periodEnd, latestInvoice) =>
      subscriptions.set(id, { periodEnd: Math.floor(periodEnd.getTime() / 1000), latestInvoice }),
    addInvoicePayment: (invoice, paymentIntent) => invoicePayments.set(invoice, paymentIntent),
    start: () =>
      new Promise((resolve) =>
        server.listen(0, '127.0.0.1', () => {
          fake.base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
          resolve(fake.base);
        }),
      ),
    stop: () => new Promise((resolve) => server.close(() => resolve())),
  };

  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://fake');
      const form = Object.fromEntries(new URLSearchParams(raw));
      const path = url.pathname;
      fake.requests.push({
        method: req.method ?? '',
        path,
        query: Object.fromEntries(url.searchParams),
        form,
        headers: req.headers,
      });
      if (req.headers.authorization !== `Bearer ${secretKey}`)
        return error(res, 401, 'invalid_request_error', 'Invalid API Key provided');
      const ok = (body: object) => {
        res.writeHead(200, { 'content-type': 'application/json', 'request-id': next('req') });
        res.end(JSON.stringify(body));
      };
      const post = req.method === 'POST';
      if (post && path === '/v1/customers') {
        if (fake.failCustomers) {
          const status = fake.failCustomers;
          fake.failCustomers = null;
          return error(res, status, 'api_error', 'Something went wrong on the fake');
        }
        return ok({ id: next('cus'), object: 'customer', email: form.email, name: form.name });
      }
      if (post && path === '/v1/checkout/sessions') {
        const id = next('cs_test');
        return ok({
          id,
          object: 'checkout.session',
          mode: form.mode,
          url: `${fake.base}/pay/${id}`,
          client_reference_id: form.client_reference_id,
          customer: form.customer,
          status: 'open',
          payment_status: 'unpaid',
          amount_total: Number(form['line_items[0][price_data][unit_amount]']),
          currency: form['line_items[0][price_data][currency]'],
        });
      }
      if (post && path === '/v1/billing_portal/sessions')
        return ok({
          id: next('bps'),
          object: 'billing_portal.session',
          customer: form.customer,
          return_url: form.return_url,
          url: `${fake.base}/portal/${form.customer}`,
        });
      const sub = /^\/v1\/subscriptions\/([^/]+)$/.exec(path);
      if (req.method === 'GET' && sub && subscriptions.has(sub[1]!)) {
        const { periodEnd, latestInvoice } = subscriptions.get(sub[1]!)!;
        return ok({
          id: sub[1],
          object: 'subscription',
          status: 'active',
          cancel_at_period_end: false,
          latest_invoice: latestInvoice,
          items: {
            object: 'list',
            data: [{ id: next('si'), object: 'subscription_item', current_period_end: periodEnd }],
          },
        });
      }
      if (req.method === 'GET' && path === '/v1/invoice_payments') {
        const invoice = url.searchParams.get('invoice') ?? '';
        const pi = invoicePayments.get(invoice);
        return ok({
          object: 'list',
          has_more: false,
          url: '/v1/invoice_payments',
          data: pi
            ? [
                {
                  id: next('inpay'),
                  object: 'invoice_payment',
                  invoice,
                  status: 'paid',
                  payment: { type: 'payment_intent', payment_intent: pi },
                },
              ]
            : [],
        });
      }
      return error(res, 404, 'invalid_request_error', `Unrecognized request URL (${req.method} ${path})`);
    });
  });
  return fake;
}

/** A Stripe event's JSON as Stripe would POST it (`data.object`, optional `previous_attributes`). */
export function stripeEvent(type: string, object: object, previousAttributes?: object): string {
  return JSON.stringify({
    id: `evt_fake_${Math.random().toString(36).slice(2, 12)}`,
    object: 'event',
    api_version: '2026-10-28.endive',
    created: Math.floor(Date.now() / 1000),
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type,
    data: { object, ...(previousAttributes ? { previous_attributes: previousAttributes } : {}) },
  });
}
