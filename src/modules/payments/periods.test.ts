import { describe, expect, it } from 'vitest';
import { addInterval } from './periods';

describe('addInterval (billing periods, UTC)', () => {
  it('adds a calendar month or year and clamps the day to the month end', () => {
    expect(addInterval(new Date('2026-01-15T10:00:00Z'), 'month').toISOString()).toBe(
      '2026-02-15T10:00:00.000Z',
    );
    expect(addInterval(new Date('2026-01-31T10:00:00Z'), 'month').toISOString()).toBe(
      '2026-02-28T10:00:00.000Z',
    );
    expect(addInterval(new Date('2028-01-31T00:00:00Z'), 'month').toISOString()).toBe(
      '2028-02-29T00:00:00.000Z',
    );
    expect(addInterval(new Date('2026-12-31T23:00:00Z'), 'month').toISOString()).toBe(
      '2027-01-31T23:00:00.000Z',
    );
    expect(addInterval(new Date('2028-02-29T12:00:00Z'), 'year').toISOString()).toBe(
      '2029-02-28T12:00:00.000Z',
    );
  });
});
