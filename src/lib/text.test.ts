import { describe, expect, it } from 'vitest';
import { normalizeSearchText, slugify, truncate, uniqueSlug } from './text';

describe('slugify', () => {
  it('transliterates Turkish letters', () => {
    expect(slugify('Şirket Ödeme A.Ş.')).toBe('sirket-odeme-a-s');
    expect(slugify('İstanbul Çağrı Ğüzel Işık')).toBe('istanbul-cagri-guzel-isik');
    expect(slugify('Crème Brûlée & Co')).toBe('creme-brulee-co');
    expect(slugify('!!!')).toBe('item');
  });

  it('gives collisions a numeric suffix', () => {
    const taken = new Set<string>(['dropbox']);
    expect(uniqueSlug('Dropbox', taken)).toBe('dropbox-2');
    expect(uniqueSlug('DropBox', taken)).toBe('dropbox-3');
    expect(uniqueSlug('Stripe', taken)).toBe('stripe');
  });
});

describe('normalizeSearchText', () => {
  it('folds case and diacritics so sirket finds Şirket and istanbul finds İstanbul', () => {
    expect(normalizeSearchText('ŞirketCell', 'İstanbul’da ödeme')).toBe('sirketcell istanbul da odeme');
    expect(normalizeSearchText('IŞIK')).toBe(normalizeSearchText('ışık'));
  });
});

describe('truncate', () => {
  it('cuts at the limit with an ellipsis', () => {
    expect(truncate('a'.repeat(120), 100)).toHaveLength(100);
    expect(truncate('short', 20)).toBe('short');
  });
});
