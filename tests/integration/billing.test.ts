/**
 * The buyer's side after paying (issue 16 §1 `/dashboard/membership-packages`,
 * `/dashboard/billing-information`; D §7 `GET /apiPayment/payments/CustomerPortal`): the current
 * subscription and cancelling its renewal (through the provider and its webhook), the customer
 * portal's address, invoice details with the Turkish company rules (EN and TR messages), the
 * payments list and a PDF receipt per payment in the buyer's language — each only for its buyer.
 */
import { describe, expect, it } from 'vitest';
import { PDFDocument } from 'pdf-lib';
import { apiRequest, apiTestDb, ORIGIN, signedInCookie } from '../helpers/api';
import { body, deliverWebhooks, paidBuyer, deliverWebhooksInProcess } from '../helpers/payments';

const testDb = apiTestDb();
deliverWebhooksInProcess();

type Sub = {
  id: number;
  state: string;
  cancelAtPeriodEnd: boolean;
  endsAt: string;
  currentPeriodEnd: string;
};

describe('membership', () => {
  it('shows the current subscription and cancels its renewal through the provider', async () => {
    const { cookie } = await paidBuyer(testDb(), 'member@example.com');
    const current = await body<Sub>(
      await apiRequest('GET', '/api/v2/payments/subscriptions/current', undefined, { cookie }),
    );
    expect(current.data).toMatchObject({ state: 'active', cancelAtPeriodEnd: false });
    const other = await signedInCookie(testDb(), 'stranger@example.com');
    const foreign = await apiRequest(
      'POST',
      `/api/v2/payments/subscriptions/${current.data.id}/cancel`,
      {},
      {
        cookie: other,
      },
    );
    expect(foreign.status).toBe(404);
    expect((await body(foreign)).message).toBe('Subscription not found');

    const cancel = await apiRequest(
      'POST',
      `/api/v2/payments/subscriptions/${current.data.id}/cancel`,
      {},
      { cookie },
    );
    expect(cancel.status).toBe(200);
    await deliverWebhooks(testDb());
    const after = (
      await body<Sub>(
        await apiRequest('GET', '/api/v2/payments/subscriptions/current', undefined, { cookie }),
      )
    ).data;
    expect(after.cancelAtPeriodEnd).toBe(true);
    expect(after.endsAt).toBe(after.currentPeriodEnd);
    const again = await apiRequest(
      'POST',
      `/api/v2/payments/subscriptions/${current.data.id}/cancel`,
      {},
      {
        cookie,
        'accept-language': 'tr',
      },
    );
    expect(again.status).toBe(409);
    expect((await body(again)).message).toBe('Bu aboneliğin sona ermesi zaten ayarlandı');
  });

  it("answers the customer portal: this site's membership page for the test provider; visitors 401", async () => {
    const { cookie } = await paidBuyer(testDb(), 'portal@example.com');
    const res = await apiRequest('GET', '/apiPayment/payments/CustomerPortal', undefined, {
      cookie,
      'accept-language': 'tr',
    });
    expect((await body<{ portalUrl: string }>(res)).data.portalUrl).toBe(
      `${ORIGIN}/tr/panel/uyelik-paketleri`,
    );
    expect((await apiRequest('GET', '/apiPayment/payments/CustomerPortal')).status).toBe(401);
  });
});

describe('invoice details', () => {
  const company = {
    kind: 'company',
    fullName: 'Ayşe Demir',
    companyName: 'Kapadokya Yazılım A.Ş.',
    taxOffice: 'Kadıköy',
    taxNumber: '1234567890',
    countryCode: 'tr',
    city: 'İstanbul',
    address: 'Moda Cad. 12, Kadıköy',
    postalCode: '34710',
    email: 'Fatura@Example.com',
  };

  it('starts from the account, then saves a Turkish company with its tax office and number', async () => {
    const cookie = await signedInCookie(testDb(), 'billing@example.com');
    const start = await body<{ saved: boolean; fullName: string; email: string }>(
      await apiRequest('GET', '/api/v2/payments/billing-profile', undefined, { cookie }),
    );
    expect(start.data).toMatchObject({ saved: false, fullName: 'Ayşe Demir', email: 'billing@example.com' });
    const saved = await apiRequest('PUT', '/api/v2/payments/billing-profile', company, { cookie });
    expect(saved.status).toBe(200);
    expect((await body(saved)).data).toMatchObject({
      saved: true,
      countryCode: 'TR',
      email: 'fatura@example.com',
      taxNumber: '1234567890',
    });
    // Switching to a person clears the company's fields.
    const person = await apiRequest(
      'PUT',
      '/api/v2/payments/billing-profile',
      { ...company, kind: 'person' },
      { cookie },
    );
    expect((await body(person)).data).toMatchObject({ kind: 'person', companyName: null, taxNumber: null });
  });

  it('refuses a Turkish company without a 10-digit tax number or tax office, by field, in Turkish and English', async () => {
    const cookie = await signedInCookie(testDb(), 'vkn@example.com');
    const tr = await apiRequest(
      'PUT',
      '/api/v2/payments/billing-profile',
      { ...company, taxNumber: '12345', taxOffice: '' },
      { cookie, 'accept-language': 'tr' },
    );
    expect(tr.status).toBe(400);
    expect((await body<{ fields: Record<string, string> }>(tr)).data.fields).toEqual({
      taxNumber: 'Vergi kimlik numarası (VKN) 10 hanelidir',
      taxOffice: 'Bu alan zorunludur.',
    });
    const en = await apiRequest(
      'PUT',
      '/api/v2/payments/billing-profile',
      { ...company, email: 'nope', address: 'x' },
      {
        cookie,
      },
    );
    expect((await body<{ fields: Record<string, string> }>(en)).data.fields).toEqual({
      email: 'Enter a valid e-mail address',
      address: 'Enter the full address (at least 5 characters)',
    });
    // A company abroad needs no Turkish tax number.
    const abroad = await apiRequest(
      'PUT',
      '/api/v2/payments/billing-profile',
      { ...company, countryCode: 'DE', taxNumber: '', taxOffice: '' },
      { cookie },
    );
    expect(abroad.status).toBe(200);
  });
});

describe('payments and receipts', () => {
  it('lists the payments and serves each receipt as a PDF in the asked language, to its buyer only', async () => {
    const { cookie } = await paidBuyer(testDb(), 'receipt@example.com');
    await apiRequest(
      'PUT',
      '/api/v2/payments/billing-profile',
      {
        kind: 'company',
        fullName: 'Çağrı Öztürk',
        companyName: 'Işık Ağ Teknolojileri Ltd. Şti.',
        taxOffice: 'Çankaya',
        taxNumber: '9876543210',
        countryCode: 'TR',
        city: 'Ankara',
        address: 'Atatürk Bulvarı 101, Çankaya',
        email: 'muhasebe@example.com',
      },
      { cookie },
    );
    const list = await body<Array<{ id: number; receiptNumber: string; amountMinor: number; kind: string }>>(
      await apiRequest('GET', '/api/v2/payments', undefined, { cookie }),
    );
    expect(list.data).toHaveLength(1);
    const [paid] = list.data;
    expect(paid).toMatchObject({ amountMinor: 12000, kind: 'checkout' });
    expect(paid!.receiptNumber).toMatch(/^SA-\d{4}-\d{6}$/);

    const res = await apiRequest('GET', `/api/v2/payments/${paid!.id}/receipt?lang=tr`, undefined, {
      cookie,
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toBe(`attachment; filename="${paid!.receiptNumber}.pdf"`);
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect(Buffer.from(bytes.subarray(0, 5)).toString()).toBe('%PDF-');
    const pdf = await PDFDocument.load(bytes);
    expect(pdf.getPageCount()).toBe(1);
    expect(pdf.getTitle()).toBe(`Makbuz ${paid!.receiptNumber}`);
    const en = await PDFDocument.load(
      new Uint8Array(
        await (
          await apiRequest('GET', `/api/v2/payments/${paid!.id}/receipt`, undefined, { cookie })
        ).arrayBuffer(),
      ),
    );
    expect(en.getTitle()).toBe(`Receipt ${paid!.receiptNumber}`);

    const other = await signedInCookie(testDb(), 'peek@example.com');
    expect(
      (await apiRequest('GET', `/api/v2/payments/${paid!.id}/receipt`, undefined, { cookie: other })).status,
    ).toBe(404);
    expect((await apiRequest('GET', '/api/v2/payments', undefined, { cookie: other })).status).toBe(200);
    expect((await apiRequest('GET', `/api/v2/payments/${paid!.id}/receipt`)).status).toBe(401);
  });
});
