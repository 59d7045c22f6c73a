import { describe, expect, it } from 'vitest';
import { chosenKeys, mapHref } from './switches';

describe('chosenKeys', () => {
  const keys = ['startups', '12', '15'];

  it('switches every key on when the address makes no choice', () => {
    expect(chosenKeys(keys, undefined)).toEqual(keys);
    expect(chosenKeys(keys, undefined, ['15'])).toEqual(['15']);
  });

  it('keeps the keys asked for, in the map’s order, and drops unknown ones', () => {
    expect(chosenKeys(keys, '15,startups,nope')).toEqual(['startups', '15']);
  });

  it('falls back to the defaults when no asked key is on the map', () => {
    expect(chosenKeys(keys, 'nope', ['12'])).toEqual(['12']);
  });

  it('switches everything off for an empty show (every switch unticked)', () => {
    expect(chosenKeys(keys, '')).toEqual([]);
    expect(chosenKeys(keys, ',')).toEqual([]);
  });
});

describe('mapHref', () => {
  it('writes show only when it is not the default, then the open place', () => {
    expect(mapHref('/ecosystem-map', undefined)).toBe('/ecosystem-map');
    expect(mapHref('/ecosystem-map', 'startups,12', 'istanbul')).toBe(
      '/ecosystem-map?show=startups,12&province=istanbul',
    );
    expect(mapHref('/tr/ekosistem-haritasi-ab', '', 'de', 'country')).toBe(
      '/tr/ekosistem-haritasi-ab?show=&country=de',
    );
    expect(mapHref('/ecosystem-map-eu', undefined, 'de', 'country')).toBe('/ecosystem-map-eu?country=de');
  });
});
