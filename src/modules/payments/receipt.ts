/**
 * PDF receipts (issue 16 §1 "a PDF receipt for each (generated with a PDF library, in the buyer's
 * language)"; decision 0020 §6): one A4 page made with pdf-lib, the text in Noto Sans (OFL, from
 * @expo-google-fonts/noto-sans, embedded as a subset through @pdf-lib/fontkit) because pdf-lib's
 * standard fonts cannot write ş, ğ, ı or İ. It states the seller, the invoice details saved at
 * the time of download, what was bought and for which period, the amount, how it was paid and any
 * refund, and says it is a receipt, not a tax invoice.
 */
import { eq } from 'drizzle-orm';
import fontkit from '@pdf-lib/fontkit';
import { PDFDocument, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import type { Ctx } from '@/server/context';
import { env } from '@/server/env';
import { messagesOf } from '@/server/i18n';
import { formatDate, formatPrice } from '@/lib/format';
import { notoSansBytes } from '@/lib/pdf-fonts';
import { countries } from '@/modules/reference/schema';
import { paymentForReceipt, reportLine } from './billing';
import { productDescription } from './checkout';
import { addInterval } from './periods';

const INK = rgb(0.09, 0.11, 0.16);
const MUTED = rgb(0.38, 0.42, 0.5);
const BRAND = rgb(0.15, 0.3, 0.75);

/**
 * The receipt of the viewer's payment `id` in the viewer's language.
 * Output: `{ fileName, bytes }` — `SA-2026-000042.pdf` and the PDF.
 * @throws UnauthorizedError; NotFoundError 'payment.request_not_found' when the payment is not theirs.
 */
export async function receiptPdf(ctx: Ctx, id: number): Promise<{ fileName: string; bytes: Uint8Array }> {
  const { payment, billedTo } = await paymentForReceipt(ctx, id);
  const locale = ctx.locale;
  const t = messagesOf(locale, 'receipt');
  const [country] = billedTo.countryCode
    ? await ctx.db
        .select({ en: countries.nameEn, tr: countries.nameTr })
        .from(countries)
        .where(eq(countries.iso2, billedTo.countryCode))
    : [];

  const doc = await PDFDocument.create();
  doc.registerFontkit(fontkit);
  const bytes = await notoSansBytes();
  const regular = await doc.embedFont(bytes.regular, { subset: true });
  const bold = await doc.embedFont(bytes.bold, { subset: true });
  doc.setTitle(`${t('title')} ${payment.receiptNumber}`);
  doc.setAuthor('Startup Atlas');
  doc.setLanguage(locale === 'tr' ? 'tr-TR' : 'en-US');
  doc.setCreationDate(new Date(payment.paidAt));

  const page = doc.addPage([595.28, 841.89]);
  const left = 56;
  let y = 780;
  const text = (value: string, x: number, size = 10, font: PDFFont = regular, color = INK) =>
    page.drawText(value, { x, y, size, font, color });
  const line = (gap = 16) => {
    y -= gap;
  };

  text('Startup Atlas', left, 20, bold, BRAND);
  const title = t('title');
  text(title, 539 - bold.widthOfTextAtSize(title, 20), 20, bold);
  line(28);
  text(new URL(env().PUBLIC_ORIGIN).host, left, 9, regular, MUTED);
  rightAligned(page, `${t('number')}: ${payment.receiptNumber}`, y, regular, 10);
  line(14);
  rightAligned(page, `${t('date')}: ${formatDate(payment.paidAt, locale)}`, y, regular, 10);
  line(36);

  text(t('billedTo'), left, 9, bold, MUTED);
  line(15);
  const billed = [
    billedTo.kind === 'company' && billedTo.companyName ? billedTo.companyName : null,
    billedTo.fullName,
    billedTo.taxOffice || billedTo.taxNumber
      ? `${t('taxOffice')}: ${billedTo.taxOffice ?? '—'} · ${t('taxNumber')}: ${billedTo.taxNumber ?? '—'}`
      : null,
    billedTo.address || null,
    [billedTo.postalCode, billedTo.city, country ? country[locale] : billedTo.countryCode]
      .filter(Boolean)
      .join(' '),
    billedTo.email,
  ].filter((v): v is string => Boolean(v));
  for (const [i, value] of billed.entries()) {
    for (const part of wrap(value, i === 0 ? bold : regular, 10, 300)) {
      text(part, left, 10, i === 0 ? bold : regular);
      line(14);
    }
  }
  line(20);

  // The line bought: description, period, amount.
  page.drawRectangle({ x: left, y: y - 6, width: 483, height: 22, color: rgb(0.95, 0.96, 0.98) });
  text(t('description'), left + 8, 9, bold, MUTED);
  text(t('period'), 330, 9, bold, MUTED);
  rightAligned(page, t('amount'), y, bold, 9, MUTED, 531);
  line(28);
  const interval = payment.billingInterval;
  const plan = payment.packageKey?.startsWith('business-') ? 'enterprise' : 'personal';
  const description = interval
    ? `${productDescription(plan, interval, locale)}${payment.kind === 'renewal' ? ` · ${t('renewal')}` : ''}`
    : (reportLine(payment, locale) ?? t('oneOff'));
  const paidAt = new Date(payment.paidAt);
  const money = formatPrice(payment.amountMinor, payment.currency, locale);
  for (const [i, part] of wrap(description, regular, 10, 260).entries()) {
    text(part, left + 8, 10);
    if (i === 0) {
      if (interval)
        text(`${formatDate(paidAt, locale)} – ${formatDate(addInterval(paidAt, interval), locale)}`, 330, 10);
      rightAligned(page, money, y, regular, 10, INK, 531);
    }
    line(14);
  }
  line(10);
  page.drawLine({ start: { x: left, y: y + 6 }, end: { x: 539, y: y + 6 }, thickness: 0.7, color: MUTED });
  line(10);
  text(t('total'), 330, 11, bold);
  rightAligned(page, `${money} ${payment.currency}`, y, bold, 11, INK, 531);
  line(34);

  text(`${t('method')}: ${t(`provider_${payment.provider}` as 'provider_test')}`, left, 10);
  line(14);
  text(`${t('reference')}: ${payment.providerPaymentId}`, left, 9, regular, MUTED);
  if (payment.refundedAt) {
    line(22);
    text(t('refunded', { date: formatDate(payment.refundedAt, locale) }), left, 11, bold, rgb(0.7, 0.1, 0.1));
  }
  y = 60;
  for (const part of wrap(t('note'), regular, 8, 483)) {
    text(part, left, 8, regular, MUTED);
    line(11);
  }
  return { fileName: `${payment.receiptNumber}.pdf`, bytes: await doc.save() };
}

function rightAligned(
  page: PDFPage,
  value: string,
  y: number,
  font: PDFFont,
  size: number,
  color = INK,
  right = 539,
) {
  page.drawText(value, { x: right - font.widthOfTextAtSize(value, size), y, size, font, color });
}

/** `value` broken into lines no wider than `width` points (at word boundaries). */
function wrap(value: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  let current = '';
  for (const word of value.split(/\s+/)) {
    const next = current ? `${current} ${word}` : word;
    if (current && font.widthOfTextAtSize(next, size) > width) {
      lines.push(current);
      current = word;
    } else current = next;
  }
  if (current) lines.push(current);
  return lines;
}
