/**
 * /dashboard/billing-information (TR /panel/fatura-bilgileri; D §2; issue 16 §1 "invoice details
 * (person or company; for Turkish companies tax office and tax number; address; e-mail) and the
 * list of payments with a PDF receipt for each"): the form and the payments, newest first, each
 * with its receipt in the page's language. Visitors get the 404 page.
 */
import { getTranslations, setRequestLocale } from 'next-intl/server';
import type { Locale } from '@/i18n/locales';
import { formatDate, formatPrice } from '@/lib/format';
import { pageCtx } from '@/server/page-context';
import { requireSignedIn } from '@/server/page-guards';
import { privatePageMetadata } from '@/ui/seo';
import { getBillingProfile, listPayments, reportLine } from '@/modules/payments/billing';
import { BillingProfileForm } from '@/modules/payments/ui/billing-profile-form';
import { countries as countryTable } from '@/modules/reference/schema';

type Props = { params: Promise<{ locale: Locale }> };

export const generateMetadata = privatePageMetadata('payments', 'billingTitle');

export default async function BillingInformationPage({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const ctx = await pageCtx(locale);
  requireSignedIn(ctx);
  const [t, profile, paid, countryRows] = await Promise.all([
    getTranslations('payments'),
    getBillingProfile(ctx),
    listPayments(ctx),
    ctx.db
      .select({ iso2: countryTable.iso2, en: countryTable.nameEn, tr: countryTable.nameTr })
      .from(countryTable),
  ]);
  const countries = countryRows
    .map((c) => [c.iso2, c[locale]] as [string, string])
    .sort((a, b) => a[1].localeCompare(b[1], locale));
  const packageName = (key: string | null) =>
    key && t.has(`package_${key}` as 'package_personal-monthly')
      ? t(`package_${key}` as 'package_personal-monthly')
      : '—';
  return (
    <section className="mx-auto max-w-3xl space-y-6 px-4 py-8">
      <h1 className="text-2xl font-black">{t('billingTitle')}</h1>
      <div className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
        <h2 className="font-bold">{t('invoiceDetails')}</h2>
        <p className="mt-1 text-sm text-slate-600">{t('invoiceNote')}</p>
        <BillingProfileForm initial={profile} countries={countries} />
      </div>
      <div className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
        <h2 className="font-bold">{t('paymentsTitle')}</h2>
        {paid.length === 0 ? (
          <p className="mt-2 text-sm text-slate-600">{t('noPayments')}</p>
        ) : (
          <div className="mt-3 overflow-x-auto">
            <table className="w-full text-left text-sm" data-testid="payments-table">
              <thead>
                <tr className="border-b border-slate-200 text-slate-600">
                  <th scope="col" className="py-2 pr-3">
                    {t('paidOn')}
                  </th>
                  <th scope="col" className="py-2 pr-3">
                    {t('paidFor')}
                  </th>
                  <th scope="col" className="py-2 pr-3 text-right">
                    {t('paidAmount')}
                  </th>
                  <th scope="col" className="py-2">
                    {t('receipt')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {paid.map((p) => (
                  <tr key={p.id} className="border-b border-slate-100 align-top">
                    <td className="py-2 pr-3 whitespace-nowrap">{formatDate(p.paidAt, locale)}</td>
                    <td className="py-2 pr-3">
                      {reportLine(p, locale) ?? `${packageName(p.packageKey)} · ${t(`kind_${p.kind}`)}`}
                      {p.refundedAt && (
                        <span className="block text-red-700">
                          {t('refundedOn', { date: formatDate(p.refundedAt, locale) })}
                        </span>
                      )}
                    </td>
                    <td className="py-2 pr-3 text-right whitespace-nowrap">
                      {formatPrice(p.amountMinor, p.currency, locale)}
                    </td>
                    <td className="py-2">
                      <a
                        href={`/api/v2/payments/${p.id}/receipt?lang=${locale}`}
                        className="font-semibold text-brand-700 underline"
                        aria-label={t('downloadReceipt', { number: p.receiptNumber })}
                        download
                      >
                        {p.receiptNumber}
                      </a>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </div>
    </section>
  );
}
