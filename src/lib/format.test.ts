import { describe, expect, it } from 'vitest';
import { formatDate, formatDateRange, formatMoney, toUsd } from './format';

describe('formatMoney (spec §9)', () => {
  it('uses the currency symbol and grouping below 1,000,000', () => {
    expect(formatMoney(950000, 'USD', 'en')).toBe('$950,000');
    expect(formatMoney(15000, 'TRY', 'tr')).toBe('₺15.000');
    expect(formatMoney(1234.567, 'EUR', 'en')).toBe('€1,234.57');
  });

  it('is compact from 1,000,000 with at most 2 fraction digits', () => {
    expect(formatMoney(1_000_000, 'USD', 'en')).toBe('$1M');
    expect(formatMoney(1_234_567, 'USD', 'en')).toBe('$1.23M');
    expect(formatMoney(12_500_000, 'TRY', 'tr').replace(/\s/g, ' ')).toBe('₺12,5 Mn');
    expect(formatMoney(2_000_000_000, 'GBP', 'en')).toBe('£2B');
  });
});

describe('formatDate', () => {
  it('shows Turkish dates as DD.MM.YYYY', () => {
    expect(formatDate('2007-08-15', 'tr')).toBe('15.08.2007');
    expect(formatDate('2026-01-05T23:30:00Z', 'tr')).toBe('05.01.2026');
  });
  it('shows English dates with a month name and treats 0001-01-01 as empty', () => {
    expect(formatDate('2007-08-15', 'en')).toBe('Aug 15, 2007');
    expect(formatDate('0001-01-01', 'en')).toBe('');
    expect(formatDate(null, 'tr')).toBe('');
  });
});

describe('formatDateRange', () => {
  it('joins both ends, marks an open end and is empty without dates', () => {
    expect(formatDateRange('2025-09-01', '2025-12-31', 'tr')).toBe('01.09.2025 – 31.12.2025');
    expect(formatDateRange('2025-09-01', null, 'en')).toBe('Sep 1, 2025 – …');
    expect(formatDateRange(null, undefined, 'en')).toBe('');
  });
});

describe('toUsd', () => {
  it('converts at the fixed reference rates', () => {
    expect(toUsd(100, 'USD')).toBe(100);
    expect(toUsd(1000, 'TRY')).toBeCloseTo(29);
  });
});

describe('formatPrice (issue 16: prices in minor units)', () => {
  it('writes whole prices without decimals and others with two, never compacted', async () => {
    const { formatPrice } = await import('./format');
    expect(formatPrice(1200, 'USD', 'en')).toBe('$12');
    expect(formatPrice(1550, 'USD', 'en')).toBe('$15.50');
    expect(formatPrice(169000000, 'TRY', 'tr')).toBe('₺1.690.000');
    expect(formatPrice(42050, 'TRY', 'tr')).toBe('₺420,50');
  });
});

describe('formatFileSize (report files)', () => {
  it('writes kB below a megabyte and MB with one decimal above, in the locale', async () => {
    const { formatFileSize } = await import('./format');
    expect(formatFileSize(240_400, 'en')).toBe('240 kB');
    expect(formatFileSize(1_450_000, 'en')).toBe('1.5 MB');
    expect(formatFileSize(1_450_000, 'tr')).toBe('1,5 MB');
    expect(formatFileSize(12, 'en')).toBe('1 kB');
  });
});
