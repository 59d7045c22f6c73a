'use client';
/**
 * The premium-management price table (issue 16 §1 "prices and limits from the admin
 * premium-management screen"; P §4 editable table cell): each product's USD and TRY price as an
 * editable cell in major units ("12.50"), saved as minor units through
 * `PUT /api/v2/payments/products/{id}/price`.
 */
import { useTranslations } from 'next-intl';
import { quietApi } from '@/ui/api/client';
import { EditableCell } from '@/ui/editable-cell';

export interface PriceRow {
  id: number;
  plan: string;
  interval: string;
  /** Minor units. */
  prices: { USD: number; TRY: number };
}

/** "12.50" or "12,50" → 1250; null when it is not a price with at most two decimals. */
export function toMinor(value: string): number | null {
  const m = /^\s*(\d{1,7})(?:[.,](\d{1,2}))?\s*$/.exec(value);
  if (!m) return null;
  return Number(m[1]) * 100 + Number((m[2] ?? '0').padEnd(2, '0'));
}

const major = (minor: number) => (minor % 100 === 0 ? String(minor / 100) : (minor / 100).toFixed(2));

export function PriceTable({ rows }: { rows: PriceRow[] }) {
  const t = useTranslations('admin');
  const save = (id: number, currency: 'USD' | 'TRY') => async (value: string) => {
    const amountMinor = toMinor(value);
    if (amountMinor === null || amountMinor < 1) return { ok: false, message: t('priceInvalid') };
    const { error } = await quietApi.PUT('/api/v2/payments/products/{id}/price', {
      params: { path: { id } },
      body: { currency, amountMinor },
    });
    return error ? { ok: false, message: error.message ?? t('priceInvalid') } : { ok: true };
  };
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-left text-sm" data-testid="price-table">
        <thead>
          <tr className="border-b border-slate-200 text-slate-600">
            <th scope="col" className="py-2 pr-3">
              {t('plan')}
            </th>
            <th scope="col" className="py-2 pr-3">
              {t('interval')}
            </th>
            <th scope="col" className="py-2 pr-3">
              {t('priceUsd')}
            </th>
            <th scope="col" className="py-2">
              {t('priceTry')}
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id} className="border-b border-slate-100" data-testid={`price-row-${row.id}`}>
              <td className="py-2 pr-3 font-semibold">{row.plan}</td>
              <td className="py-2 pr-3">{row.interval}</td>
              {(['USD', 'TRY'] as const).map((currency) => (
                <td key={currency} className="py-2 pr-3">
                  <EditableCell
                    value={major(row.prices[currency])}
                    label={t('priceOf', { currency, plan: row.plan, interval: row.interval })}
                    onSave={save(row.id, currency)}
                  />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
