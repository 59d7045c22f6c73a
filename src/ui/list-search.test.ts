import { describe, expect, it } from 'vitest';
import { listSearchHref } from './list-search';

describe('listSearchHref', () => {
  it('keeps the filters, drops the page and puts the trimmed text last', () => {
    expect(listSearchHref('/talents', { city: '34', page: '2', q: 'old' }, '  ece ')).toBe(
      '/talents?city=34&q=ece',
    );
  });
  it('removes the search for empty text and encodes the rest', () => {
    expect(listSearchHref('/tr/yetenekler', { q: 'x' }, '  ')).toBe('/tr/yetenekler');
    expect(listSearchHref('/tech-centers', {}, 'Boğaz & co')).toBe('/tech-centers?q=Bo%C4%9Faz+%26+co');
  });
});
