import { describe, expect, it } from 'vitest';
import { domainOf, normalizeRow, parseFoundation, withProtocol, type ReferenceIndex } from './normalize';

const ref: ReferenceIndex = {
  countryOf: (text) =>
    ({ turkiye: 792, turkey: 792, tr: 792, tur: 792, usa: 840, us: 840 })[
      text.toLowerCase().replace('ü', 'u')
    ],
  cityOf: (countryId, text) =>
    countryId === 792 && ['istanbul', 'İstanbul', 'ISTANBUL'].includes(text) ? 34 : undefined,
  cityAnywhere: (text) => (text === 'İzmir' ? { countryId: 792, cityId: 35 } : undefined),
  status: { operating: 21001, exited: 21002, closed: 21003, acquired: 21004 },
};
const mapping = {
  name: 0,
  website: 1,
  foundationDate: 2,
  country: 3,
  city: 4,
  sectors: 5,
  twitter: 6,
  operatingStatus: 7,
  acquirer: 8,
};
const row = (cells: string[]) =>
  normalizeRow(cells, 1, mapping, { fintech: 13001, payments: 13001, crypto: null }, ref, '2026-11-26');

describe('parseFoundation', () => {
  it('turns years and dates into days, refusing impossible and future ones', () => {
    expect(parseFoundation('2012', '2026-11-26')).toBe('2012-01-01');
    expect(parseFoundation('2012.0', '2026-11-26')).toBe('2012-01-01');
    expect(parseFoundation('01.05.2015', '2026-11-26')).toBe('2015-05-01');
    expect(parseFoundation('2015-05-01T00:00:00Z', '2026-11-26')).toBe('2015-05-01');
    expect(parseFoundation('2015-02-30', '2026-11-26')).toBe('invalid');
    expect(parseFoundation('1066', '2026-11-26')).toBe('invalid');
    expect(parseFoundation('3000', '2026-11-26')).toBe('future');
    expect(parseFoundation('soon', '2026-11-26')).toBe('invalid');
  });
});

describe('links', () => {
  it('adds a protocol and reads the duplicate key of a website', () => {
    expect(withProtocol('www.acme.com')).toBe('https://www.acme.com');
    expect(domainOf('HTTP://WWW.Acme.com/about')).toBe('acme.com');
    expect(domainOf('acme.com.tr')).toBe('acme.com.tr');
  });
});

describe('normalizeRow', () => {
  it('stores normalized values and keeps Turkish text', () => {
    const n = row([
      '  Bulut  Ödeme ',
      'www.bulutodeme.com.tr',
      '2019',
      'Türkiye',
      'ISTANBUL',
      'Fintech, Payments',
      '@bulutodeme',
      'Faaliyette',
      '',
    ]);
    expect(n.errors).toEqual([]);
    expect(n.warnings).toEqual([]);
    expect(n.name).toBe('Bulut Ödeme');
    expect(n.nameKey).toBe('bulut odeme');
    expect(n.domain).toBe('bulutodeme.com.tr');
    expect(n.values).toEqual({
      website: 'https://www.bulutodeme.com.tr',
      foundationDate: '2019-01-01',
      countryId: 792,
      cityId: 34,
      sectorIds: [13001],
      twitter: 'https://twitter.com/bulutodeme',
      operatingStatusId: 21001,
    });
  });
  it('fails a row without a name, with a bad website, an unknown country or a future year', () => {
    expect(row(['', 'https://a.com', '', '', '', '', '', '', '']).errors.map((e) => e.code)).toEqual([
      'name_required',
    ]);
    expect(row(['A', 'htp:/broken site', '', '', '', '', '', '', '']).errors.map((e) => e.code)).toEqual([
      'website_invalid',
    ]);
    expect(row(['A', '', '', 'Atlantis', 'X', '', '', '', '']).errors.map((e) => e.code)).toEqual([
      'country_unknown',
    ]);
    expect(row(['A', '', '3000', '', '', '', '', '', '']).errors.map((e) => e.code)).toEqual([
      'founded_future',
    ]);
  });
  it('drops a social link to another host, an unknown city or status, and ignored categories, with warnings', () => {
    const n = row([
      'A',
      '',
      '',
      'TR',
      'Atlantis City',
      'Crypto, Robots',
      'https://mastodon.social/@a',
      'maybe',
      '',
    ]);
    expect(n.errors).toEqual([]);
    expect(n.warnings.map((w) => w.code)).toEqual([
      'city_unknown',
      'category_unmapped',
      'social_invalid',
      'status_unknown',
    ]);
    expect(n.values).toEqual({ countryId: 792 });
  });
  it('places a city without a country when only one city has its name', () => {
    expect(row(['A', '', '', '', 'İzmir', '', '', '', '']).values).toEqual({ countryId: 792, cityId: 35 });
    expect(row(['A', '', '', '', 'Nowhere', '', '', '', '']).warnings[0]?.code).toBe('city_needs_country');
  });
  it('marks a startup with an acquirer acquired and keeps the acquirer’s name', () => {
    const n = row(['A', '', '', '', '', '', '', '', 'Koç Holding']);
    expect(n.values.operatingStatusId).toBe(21004);
    expect(n.values.acquirerName).toBe('Koç Holding');
    expect(n.warnings).toEqual([]);
  });
});
