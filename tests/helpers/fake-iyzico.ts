/**
 * A local stand-in for iyzico's API (decision 0020 §4; docs/research/payments-sdks.md §2,
 * "Fake iyzico server"): a node:http server on 127.0.0.1 and a free port that speaks the
 * Checkout Form initialize and retrieve calls, checks every request's `IYZWSv2` authorization
 * (HMAC of random key + path + raw body with the secret key) and records whether it passed,
 * signs its answers as iyzico does, and serves `/cpp?token=…&card=…` in place of the hosted
 * payment page: it "pays" with the card (5528 7900 0000 0008 succeeds, others fail) and answers
 * the auto-submitting form that POSTs the token to the callback URL, as iyzico's page does.
 * iyzico reports errors as HTTP 200 with `status: 'failure'`.
 */
import { createHmac, randomUUID } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export const IYZICO_SUCCESS_CARD = '5528790000000008';

export interface IyzicoRequest {
  path: string;
  body: Record<string, unknown>;
  /** The IYZWSv2 header named our API key and its HMAC matched. */
  authorized: boolean;
}

interface Form {
  request: Record<string, unknown>;
  paymentStatus: 'SUCCESS' | 'FAILURE' | null;
  paymentId: string;
}

export interface FakeIyzico {
  /** http://127.0.0.1:<port> (set once started): IYZICO_BASE_URL. */
  base: string;
  requests: IyzicoRequest[];
  /** The token's checkout form as initialized (callbackUrl, price, buyer…). */
  form(token: string): Form | undefined;
  /** A Checkout Form server notification for `token`: its JSON body and X-IYZ-SIGNATURE-V3. */
  notification(token: string): { body: string; signature: string };
  start(): Promise<string>;
  stop(): Promise<void>;
}

const hmac = (key: string, message: string) => createHmac('sha256', key).update(message).digest('hex');

/** A fake iyzico for merchant `apiKey` / `secretKey`. */
export function fakeIyzico(apiKey: string, secretKey: string): FakeIyzico {
  const forms = new Map<string, Form>();
  let paymentSeq = 22_480_000;

  const authorized = (req: http.IncomingMessage, path: string, raw: string) => {
    const header = req.headers.authorization ?? '';
    if (!header.startsWith('IYZWSv2 ')) return false;
    const decoded = Buffer.from(header.slice(8), 'base64').toString('utf8');
    const p = Object.fromEntries(
      decoded.split('&').map((kv) => [kv.slice(0, kv.indexOf(':')), kv.slice(kv.indexOf(':') + 1)]),
    );
    return (
      p.apiKey === apiKey &&
      p.randomKey === req.headers['x-iyzi-rnd'] &&
      p.signature === hmac(secretKey, `${p.randomKey}${path}${raw}`)
    );
  };

  const fake: FakeIyzico = {
    base: '',
    requests: [],
    form: (token) => forms.get(token),
    notification(token) {
      const form = forms.get(token)!;
      const payload = {
        paymentConversationId: form.request.conversationId,
        merchantId: 3382172,
        token,
        status: form.paymentStatus ?? 'FAILURE',
        iyziReferenceCode: randomUUID(),
        iyziEventType: 'CHECKOUT_FORM_AUTH',
        iyziEventTime: Date.now(),
        iyziPaymentId: Number(form.paymentId),
      };
      const message = `${secretKey}${payload.iyziEventType}${payload.iyziPaymentId}${token}${String(payload.paymentConversationId)}${payload.status}`;
      return { body: JSON.stringify(payload), signature: hmac(secretKey, message) };
    },
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
      const path = url.pathname;
      const answer = (body: object) => {
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ locale: 'en', systemTime: Date.now(), ...body }));
      };
      if (req.method === 'GET' && path === '/cpp') {
        const token = url.searchParams.get('token') ?? '';
        const form = forms.get(token);
        if (!form) return void res.writeHead(404).end();
        form.paymentStatus = url.searchParams.get('card') === IYZICO_SUCCESS_CARD ? 'SUCCESS' : 'FAILURE';
        res.writeHead(200, { 'content-type': 'text/html' });
        return void res.end(
          `<form method="post" action="${String(form.request.callbackUrl)}"><input type="hidden" name="token" value="${token}"></form><script>document.forms[0].submit()</script>`,
        );
      }
      let body: Record<string, unknown> = {};
      try {
        body = raw ? (JSON.parse(raw) as Record<string, unknown>) : {};
      } catch {
        // recorded as {} and refused below
      }
      const ok = authorized(req, path, raw);
      fake.requests.push({ path, body, authorized: ok });
      if (!ok) return answer({ status: 'failure', errorCode: '1000', errorMessage: 'Geçersiz imza' });
      if (req.method === 'POST' && path === '/payment/iyzipos/checkoutform/initialize/auth/ecom') {
        const token = randomUUID();
        forms.set(token, { request: body, paymentStatus: null, paymentId: String(++paymentSeq) });
        return answer({
          status: 'success',
          conversationId: body.conversationId,
          token,
          tokenExpireTime: 1800,
          checkoutFormContent: '<script type="text/javascript">/* iyzico form */</script>',
          paymentPageUrl: `${fake.base}/cpp?token=${token}&lang=${String(body.locale)}`,
          signature: hmac(secretKey, [body.conversationId, token].join(':')),
        });
      }
      if (req.method === 'POST' && path === '/payment/iyzipos/checkoutform/auth/ecom/detail') {
        const token = String(body.token);
        const form = forms.get(token);
        if (!form) return answer({ status: 'failure', errorCode: '5069', errorMessage: 'Token bulunamadı' });
        const paymentStatus = form.paymentStatus ?? 'INIT_THREEDS';
        const r = form.request;
        const price = Number(r.price);
        const paidPrice = Number(r.paidPrice);
        const conversationId = body.conversationId ?? r.conversationId;
        const paymentId = form.paymentStatus === 'SUCCESS' ? form.paymentId : undefined;
        const signed = [
          paymentStatus,
          paymentId,
          r.currency,
          r.basketId,
          conversationId,
          paidPrice,
          price,
          token,
        ];
        return answer({
          status: 'success',
          conversationId,
          token,
          paymentStatus,
          paymentId,
          price,
          paidPrice,
          currency: r.currency,
          installment: 1,
          basketId: r.basketId,
          fraudStatus: 1,
          callbackUrl: r.callbackUrl,
          signature: hmac(secretKey, signed.join(':')),
        });
      }
      return answer({ status: 'failure', errorCode: '404', errorMessage: `Unknown ${req.method} ${path}` });
    });
  });
  return fake;
}
