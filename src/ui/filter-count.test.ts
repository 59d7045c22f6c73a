import { describe, expect, it } from 'vitest';
import { countActiveFilters } from './filter-count';

describe('countActiveFilters', () => {
  it('counts used fields, not the search text, lists or booleans by field', () => {
    expect(
      countActiveFilters({ q: 'x', sectors: [1, 2], stages: [], hasPatent: false, city: undefined }),
    ).toBe(2);
    expect(countActiveFilters({ q: 'x' })).toBe(0);
    expect(countActiveFilters({ salaryMin: 5, salaryCurrency: 'USD' }, ['q', 'salaryCurrency'])).toBe(1);
  });
});
