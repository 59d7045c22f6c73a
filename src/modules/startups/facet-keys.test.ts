import { describe, expect, it } from 'vitest';
import { typeIdByName } from '@/modules/reference/data/type-lists';
import {
  amountDecade,
  currencyKey,
  DECADES,
  idsOfList,
  sameRoundKeys,
  TOUR_CURRENCY_BASE,
  TOUR_CURRENCY_DECADE_BASE,
} from './facet-keys';

const seed = typeIdByName('investmentTour', 'Seed');
const fintech = typeIdByName('startupSector', 'Fintech');

describe('facet keys', () => {
  it('reads a currency code as three base-26 letters, and refuses anything else', () => {
    expect(currencyKey('AAA')).toBe(0);
    expect(currencyKey('ZZZ')).toBe(26 ** 3 - 1);
    expect(currencyKey('TRY')).toBe((19 * 26 + 17) * 26 + 24);
    expect(currencyKey('try')).toBeUndefined();
    expect(currencyKey('US')).toBeUndefined();
  });

  it('puts an amount in its decade, powers of ten at the start of theirs', () => {
    expect(amountDecade(0)).toBe(0);
    expect(amountDecade(9.99)).toBe(0);
    expect(amountDecade(10)).toBe(1);
    expect(amountDecade(999_999.99)).toBe(5);
    expect(amountDecade(1_000_000)).toBe(6);
    expect(amountDecade(1e30)).toBe(DECADES - 1);
  });

  it('keeps only the ids of the asked list (a sector id is not a technology)', () => {
    expect(idsOfList('startupSector', [fintech, seed, -1, 13_000])).toEqual([fintech]);
  });

  it('a minimum on a power of ten is proven by the keys alone; one inside a decade is not', () => {
    const exact = sameRoundKeys({ tours: [seed], currency: 'TRY', min: 1_000_000 })!;
    expect(exact.candidates).toHaveLength(DECADES - 6);
    expect(exact.proven).toEqual(exact.candidates);
    const inside = sameRoundKeys({ tours: [seed], currency: 'TRY', min: 2_500_000 })!;
    expect(inside.candidates).toEqual(exact.candidates);
    expect(inside.proven).toEqual(exact.candidates.slice(1));
    expect(Math.min(...exact.candidates)).toBeGreaterThanOrEqual(TOUR_CURRENCY_DECADE_BASE);
  });

  it('a maximum on a power of ten proves the decades under it; one cent below leaves the last to check', () => {
    const keys = sameRoundKeys({ tours: [], currency: 'USD', max: 100_000 })!;
    expect(keys.candidates).toHaveLength(6);
    expect(keys.proven).toEqual(keys.candidates.slice(0, 5));
    const below = sameRoundKeys({ tours: [], currency: 'USD', max: 99_999.99 })!;
    expect(below.candidates).toHaveLength(5);
    expect(below.proven).toEqual(below.candidates.slice(0, 4));
  });

  it('type and currency without amounts are one exact key per type; a non-round id gives no keys', () => {
    const keys = sameRoundKeys({ tours: [seed], currency: 'EUR' })!;
    expect(keys.candidates).toEqual([TOUR_CURRENCY_BASE + (seed - 19_000) * 26 ** 3 + currencyKey('EUR')!]);
    expect(sameRoundKeys({ tours: [fintech], currency: 'EUR' })).toBeUndefined();
    expect(sameRoundKeys({ tours: [seed], currency: 'EUR', min: 5e7, max: 1e6 })!.candidates).toEqual([]);
  });
});
