import { describe, expect, it } from 'vitest';
import { cleanMapping, similarity, suggestMapping } from './fields';

describe('similarity', () => {
  it('ignores case, Turkish letters, diacritics and punctuation', () => {
    expect(similarity('Şirket Adı', 'sirket adi')).toBe(1);
    expect(similarity('Country (HQ)', 'country hq')).toBe(1);
    expect(similarity('Homepage', 'Market')).toBeLessThan(0.5);
  });
});

describe('suggestMapping', () => {
  it('suggests our fields for the foreign (EN) column names of the issue', () => {
    const columns = [
      'Company',
      'Homepage',
      'Year Founded',
      'Country (HQ)',
      'City (HQ)',
      'Market Categories',
      'Tagline',
      'Description',
      'Twitter',
      'Notes',
    ];
    expect(suggestMapping(columns)).toEqual({
      name: 0,
      website: 1,
      foundationDate: 2,
      country: 3,
      city: 4,
      sectors: 5,
      tagline: 6,
      description: 7,
      twitter: 8,
    });
  });
  it('suggests them for Turkish column names too, each column once', () => {
    const columns = [
      'Girişim Adı',
      'Web Sitesi',
      'Kuruluş Yılı',
      'Ülke',
      'Şehir',
      'Sektör',
      'Slogan',
      'Açıklama',
      'Durum',
      'Satın Alan',
    ];
    expect(suggestMapping(columns)).toEqual({
      name: 0,
      website: 1,
      foundationDate: 2,
      country: 3,
      city: 4,
      sectors: 5,
      tagline: 6,
      description: 7,
      operatingStatus: 8,
      acquirer: 9,
    });
    expect(suggestMapping(['Şirket'])).toEqual({ name: 0 });
  });
});

describe('cleanMapping', () => {
  it('keeps known fields with a column inside the file, each column once', () => {
    expect(cleanMapping({ name: 0, website: 0, city: 9, bogus: 1, tagline: 1.5, country: 2 }, 3)).toEqual({
      name: 0,
      country: 2,
    });
  });
});
