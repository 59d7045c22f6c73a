import { describe, expect, it } from 'vitest';
import {
  buildJobListQuery,
  countJobFilters,
  jobListHref,
  parseJobListQuery,
  toJobFilter,
} from './job-list-query';

describe('parseJobListQuery', () => {
  it('reads comma lists and repeated values (a plain GET form), dropping bad ids and duplicates', () => {
    const { query, page } = parseJobListQuery({
      plan: ['30001', '30002,30001'],
      sector: '13004,x,-2,1.5',
      skill: '3001',
      country: '792',
      city: '34',
      q: '  react  ',
      page: '3',
    });
    expect(query).toEqual({
      plans: [30001, 30002],
      sectors: [13004],
      skills: [3001],
      country: 792,
      city: 34,
      q: 'react',
    });
    expect(page).toBe(3);
  });

  it('drops a city without a country, empty text and bad pages', () => {
    const { query, page } = parseJobListQuery({ city: '34', q: '   ', page: 'abc' });
    expect(query).toEqual({ plans: [], sectors: [], skills: [] });
    expect(page).toBe(1);
    expect(parseJobListQuery({ page: '0' }).page).toBe(1);
    expect(parseJobListQuery({ page: '99999999' }).page).toBe(10_000);
  });

  it('caps the text at 100 characters and lists at 50 ids', () => {
    const { query } = parseJobListQuery({
      q: 'a'.repeat(300),
      skill: Array.from({ length: 80 }, (_, i) => String(i + 1)).join(','),
    });
    expect(query.q).toHaveLength(100);
    expect(query.skills).toHaveLength(50);
  });
});

describe('buildJobListQuery', () => {
  it('is the inverse of parseJobListQuery, leaving out empty values and page 1', () => {
    const address = { plan: '30002,30003', sector: '13001', country: '792', city: '34', q: 'go', page: '2' };
    const { query, page } = parseJobListQuery(address);
    expect(buildJobListQuery(query, page)).toEqual(address);
    expect(buildJobListQuery({ plans: [], sectors: [], skills: [] })).toEqual({});
    expect(buildJobListQuery({ plans: [], sectors: [], skills: [], city: 34 })).toEqual({});
  });

  it('builds links', () => {
    expect(jobListHref('/tr/is-ilanlari', { plans: [30002], sectors: [], skills: [] }, 2)).toBe(
      '/tr/is-ilanlari?plan=30002&page=2',
    );
    expect(jobListHref('/jobs', { plans: [], sectors: [], skills: [] })).toBe('/jobs');
  });
});

describe('toJobFilter and countJobFilters', () => {
  it('maps to the service filter and counts the panel fields (not the text)', () => {
    const query = { plans: [30001], sectors: [], skills: [3001, 6002], country: 792, city: 34, q: 'node' };
    expect(toJobFilter(query, 4)).toEqual({
      workingPlanIds: [30001],
      sectorIds: [],
      skillIds: [3001, 6002],
      countryId: 792,
      cityId: 34,
      text: 'node',
      page: 4,
    });
    expect(countJobFilters(query)).toBe(4);
    expect(countJobFilters({ plans: [], sectors: [], skills: [], q: 'x' })).toBe(0);
  });
});
