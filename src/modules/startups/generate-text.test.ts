import { Faker, base, en, tr } from '@faker-js/faker';
import { describe, expect, it } from 'vitest';
import { TYPE_LISTS } from '@/modules/reference/data/type-lists';
import { generateStartupTexts, turkishLocative } from './generate-text';

const sectors = TYPE_LISTS.find((l) => l.key === 'startupSector')!.items.length;
const texts = (seed: number, n: number) => {
  const faker = new Faker({ locale: [tr, en, base], seed });
  return Array.from({ length: n }, (_, i) =>
    generateStartupTexts(faker, {
      name: `Girişim ${i}`,
      sectorIndex: i % sectors,
      city: 'İzmir',
      foundedYear: 2020,
    }),
  );
};

describe('generateStartupTexts', () => {
  it('gives the same texts for the same seed', () => {
    expect(texts(11, 20)).toEqual(texts(11, 20));
  });

  it('rarely repeats a tagline, in either language', () => {
    const list = texts(5, 300);
    expect(new Set(list.map((t) => t.tagline)).size).toBeGreaterThan(270);
    expect(new Set(list.map((t) => t.taglineTr)).size).toBeGreaterThan(270);
    expect(new Set(list.map((t) => t.description)).size).toBe(300);
    for (const t of list) {
      expect(t.tagline.length).toBeLessThanOrEqual(160);
      expect(t.description).toMatch(/^Girişim \d+ offers /);
      expect(t.descriptionTr).toMatch(/^Girişim \d+, .+ sunuyor\./);
    }
  });

  it('has offerings for every sector', () => {
    const faker = new Faker({ locale: [en], seed: 1 });
    const first = generateStartupTexts(faker, {
      name: 'A',
      sectorIndex: 0,
      city: 'Ankara',
      foundedYear: 2019,
    });
    for (let i = 1; i < sectors; i += 1) {
      const own = generateStartupTexts(new Faker({ locale: [en], seed: 1 }), {
        name: 'A',
        sectorIndex: i,
        city: 'Ankara',
        foundedYear: 2019,
      });
      expect(own.description, `sector ${i}`).not.toBe(first.description);
    }
  });
});

describe('turkishLocative', () => {
  it('follows vowel harmony and consonant hardening', () => {
    expect(turkishLocative('İstanbul')).toBe('İstanbul’da');
    expect(turkishLocative('İzmir')).toBe('İzmir’de');
    expect(turkishLocative('Gaziantep')).toBe('Gaziantep’te');
    expect(turkishLocative('Kocaeli')).toBe('Kocaeli’nde');
    expect(turkishLocative('Konya')).toBe('Konya’da');
  });
});
