import { describe, expect, it } from 'vitest';
import {
  formatPercent,
  jobPlaceOf,
  placeIdsOf,
  shareRangeOf,
  typeNamesOf,
  wageRangeOf,
  type JobNames,
  type JobTexts,
} from './job-list-format';

const t: JobTexts = (key, values) => `${key}(${Object.values(values).join('|')})`;
const none = {
  minWage: null,
  minWageCurrency: null,
  maxWage: null,
  maxWageCurrency: null,
  minShare: null,
  maxShare: null,
};
const names: JobNames = {
  types: new Map([
    [30001, 'On-site'],
    [30002, 'Remote'],
  ]),
  countries: new Map([[792, 'Türkiye']]),
  cities: new Map([[34, 'İstanbul']]),
};

describe('wageRangeOf', () => {
  it('formats each bound in its own currency and locale', () => {
    expect(
      wageRangeOf(
        { ...none, minWage: 4000, minWageCurrency: 'USD', maxWage: 6000, maxWageCurrency: 'USD' },
        'en',
        t,
      ),
    ).toBe('wageRange($4,000|$6,000)');
    expect(wageRangeOf({ ...none, minWage: 40000, minWageCurrency: 'TRY' }, 'tr', t)).toBe(
      'wageFrom(₺40.000)',
    );
    expect(wageRangeOf({ ...none, maxWage: 5000, maxWageCurrency: 'EUR' }, 'en', t)).toBe('wageUpTo(€5,000)');
    expect(
      wageRangeOf(
        { ...none, minWage: 5000, minWageCurrency: 'EUR', maxWage: 5000, maxWageCurrency: 'EUR' },
        'en',
        t,
      ),
    ).toBe('€5,000');
  });

  it('is null without a wage or a bound without its currency', () => {
    expect(wageRangeOf(none, 'en', t)).toBeNull();
    expect(wageRangeOf({ ...none, minWage: 10 }, 'en', t)).toBeNull();
  });
});

describe('shareRangeOf and formatPercent', () => {
  it('formats percents 0–100 per locale', () => {
    expect(formatPercent(0.5, 'en')).toBe('0.5%');
    expect(formatPercent(0.125, 'en')).toBe('0.13%');
    expect(formatPercent(2, 'tr')).toBe('%2');
    expect(shareRangeOf({ ...none, minShare: 0.1, maxShare: 2 }, 'en', t)).toBe('shareRange(0.1%–2%)');
    expect(shareRangeOf({ ...none, minShare: 1, maxShare: 1 }, 'en', t)).toBe('shareRange(1%)');
    expect(shareRangeOf({ ...none, maxShare: 1.5 }, 'tr', t)).toBe('shareUpTo(%1,5)');
    expect(shareRangeOf({ ...none, minShare: 0 }, 'en', t)).toBe('shareFrom(0%)');
    expect(shareRangeOf(none, 'en', t)).toBeNull();
  });
});

describe('names and places', () => {
  it('names ids, leaving unknown ones out, and joins city and country', () => {
    expect(typeNamesOf([30002, 99, 30001], names)).toEqual(['Remote', 'On-site']);
    expect(jobPlaceOf({ cityId: 34, countryId: 792 }, names)).toBe('İstanbul, Türkiye');
    expect(jobPlaceOf({ cityId: 1, countryId: 2 }, names)).toBe('');
    expect(
      placeIdsOf([
        { cityId: 34, countryId: 792 },
        { cityId: 6, countryId: 792 },
      ]),
    ).toEqual({ countryIds: [792], cityIds: [34, 6] });
  });
});
