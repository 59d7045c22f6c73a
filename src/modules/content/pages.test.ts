/**
 * The static and legal pages' data (issue 17 §2): every page has a starting text in both
 * languages that the sanitizer keeps as written, legal texts say they are templates, and every
 * page (but the contact form) is in the anonymous page cache in both languages.
 */
import { describe, expect, it } from 'vitest';
import { pathnames } from '@/i18n/routing';
import { richTextToPlain, sanitizeRichText } from '@/lib/rich-text';
import { CONTENTS } from '@/modules/reference/data/contents';
import { pageCacheKey } from '@/server/page-cache';
import { CONTENT_ID_PATTERN, CONTENT_PAGES, contentHref } from './pages';
import { contentDescription } from './content';

const LEGAL = [
  'cookie-policy',
  'terms-of-service',
  'service-agreement',
  'talent-general-terms',
  'privacy-and-cookies-policy',
  'kisisel-verilerin-korunmasi',
];

describe('static and legal pages', () => {
  it('each have a starting text with a title and a body in English and Turkish', () => {
    for (const page of CONTENT_PAGES) {
      const row = CONTENTS.find((c) => c.id === page.id);
      expect(row, page.id).toBeDefined();
      expect(row!.id).toMatch(CONTENT_ID_PATTERN);
      for (const text of [row!.titleEn, row!.titleTr]) expect(text.trim().length).toBeGreaterThan(2);
      expect(richTextToPlain(row!.bodyEn).length, page.id).toBeGreaterThan(300);
      expect(richTextToPlain(row!.bodyTr).length, page.id).toBeGreaterThan(300);
      expect(contentHref(page.id)).toBe(page.href);
    }
    expect(new Set(CONTENTS.map((c) => c.id)).size).toBe(CONTENTS.length);
  });

  it('are kept as written by the rich-text sanitizer (only links gain their rel)', () => {
    for (const row of CONTENTS)
      for (const body of [row.bodyEn, row.bodyTr]) {
        const kept = sanitizeRichText(body).replaceAll(' rel="nofollow noopener noreferrer"', '');
        expect(kept, row.id).toBe(body.trim());
      }
  });

  it('write Turkish with its own letters and link Turkish pages in Turkish', () => {
    const kvkk = CONTENTS.find((c) => c.id === 'kisisel-verilerin-korunmasi')!;
    expect(kvkk.bodyTr).toContain('Kişisel Verileri Koruma Kurulu');
    expect(kvkk.bodyTr).toMatch(/md\. 11/);
    for (const row of CONTENTS) {
      expect(row.bodyTr, row.id).not.toMatch(/href="\/(?!tr\/)(?!kisisel)/);
      expect(row.bodyEn, row.id).not.toMatch(/href="\/tr\//);
    }
  });

  it('mark the legal texts as templates the operator must review', () => {
    for (const id of LEGAL) {
      const row = CONTENTS.find((c) => c.id === id)!;
      expect(row.bodyEn, id).toMatch(/^<p><em>Template:/);
      expect(row.bodyTr, id).toMatch(/^<p><em>Şablon:/);
    }
  });

  it('describe a page without its template notice, in at most 160 characters', () => {
    const terms = CONTENTS.find((c) => c.id === 'terms-of-service')!;
    const description = contentDescription(terms.bodyEn);
    expect(description).not.toMatch(/Template/);
    expect(description.length).toBeLessThanOrEqual(160);
    expect(description).toMatch(/^1\. Who we are/);
  });

  it('are served from the page cache to visitors in both languages (not the contact form)', () => {
    const key = (url: string) => pageCacheKey('GET', url, {}, 60);
    for (const page of CONTENT_PAGES) {
      const words = pathnames[page.href];
      const [en, tr] = typeof words === 'string' ? [words, words] : [words.en, words.tr];
      const cached = page.id !== 'contact-us';
      expect(Boolean(key(en)), en).toBe(cached);
      expect(Boolean(key(`/tr${tr}`)), tr).toBe(cached);
    }
    expect(key('/about-us')).toBe('id /about-us');
    expect(pageCacheKey('GET', '/about-us', { cookie: 'better-auth.session_token=x' }, 60)).toBeUndefined();
  });
});
