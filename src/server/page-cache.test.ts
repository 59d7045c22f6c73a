import { describe, expect, it } from 'vitest';
import zlib from 'node:zlib';
import { invalidateStartupPages, pageCacheKey, readCachedPage, storeCachedPage } from './page-cache';

describe('page cache', () => {
  it('keys anonymous GETs of startup-list addresses in both languages', () => {
    expect(pageCacheKey('GET', '/startups', {}, 60)).toBe('id /startups');
    expect(pageCacheKey('GET', '/startups/fintech?country=792', { 'accept-encoding': 'gzip, br' }, 60)).toBe(
      'gz /startups/fintech?country=792',
    );
    expect(pageCacheKey('GET', '/tr/girisimler/finansal-teknoloji', {}, 60)).toBeDefined();
  });

  it('never serves signed-in viewers, client navigations, other pages or writes', () => {
    expect(
      pageCacheKey('GET', '/startups', { cookie: 'a=1; better-auth.session_token=abc' }, 60),
    ).toBeUndefined();
    expect(pageCacheKey('GET', '/startups', { authorization: 'Bearer x' }, 60)).toBeUndefined();
    expect(pageCacheKey('GET', '/startups', { rsc: '1' }, 60)).toBeUndefined();
    expect(pageCacheKey('GET', '/startups?_rsc=abc', {}, 60)).toBeUndefined();
    expect(pageCacheKey('GET', '/startup/dropbox', {}, 60)).toBeUndefined();
    expect(pageCacheKey('POST', '/startups', {}, 60)).toBeUndefined();
    expect(pageCacheKey('GET', '/startups', {}, 0)).toBeUndefined();
  });

  it('stores only plain 200 HTML answers and forgets them on invalidation', () => {
    const html = {
      status: 200,
      headers: { 'content-type': 'text/html; charset=utf-8' },
      body: Buffer.from('<html>'),
    };
    expect(storeCachedPage('id /startups', { ...html, status: 500 }, 60)).toBe(false);
    expect(
      storeCachedPage('id /startups', { ...html, headers: { ...html.headers, 'set-cookie': 'x=1' } }, 60),
    ).toBe(false);
    expect(storeCachedPage('id /startups', html, 60)).toBe(true);
    expect(readCachedPage('id /startups', 60)?.body.toString()).toBe('<html>');
    invalidateStartupPages();
    expect(readCachedPage('id /startups', 60)).toBeUndefined();
  });

  it('gives every cached answer its own CSP nonce in the header and the HTML, gzip or not', () => {
    const old = 'OLDnonce0000000000000==';
    const html = `<html><script nonce="${old}">1</script>${'<li>Şirket</li>'.repeat(2000)}<script nonce="${old}">2</script></html>`;
    const headers = { 'content-type': 'text/html', 'content-security-policy': `script-src 'nonce-${old}'` };
    for (const gzip of [false, true]) {
      const key = `${gzip ? 'gz' : 'id'} /startups?nonce-test`;
      const page = {
        status: 200,
        headers: gzip ? { ...headers, 'content-encoding': 'gzip' } : headers,
        body: gzip ? zlib.gzipSync(html) : Buffer.from(html),
      };
      expect(storeCachedPage(key, page, 60)).toBe(true);
      const seen = new Set<string>();
      for (let i = 0; i < 3; i += 1) {
        const answer = readCachedPage(key, 60)!;
        const nonce = answer.headers['content-security-policy']!.match(/'nonce-([^']+)'/)![1]!;
        expect(nonce).not.toBe(old);
        seen.add(nonce);
        const body = (gzip ? zlib.gunzipSync(answer.body) : answer.body).toString();
        expect(body).toBe(html.replaceAll(old, nonce));
        expect(answer.headers['content-encoding']).toBe(gzip ? 'gzip' : undefined);
      }
      expect(seen.size).toBe(3);
    }
  });

  it('never stores a body it cannot read, or one encoded other than its key says', () => {
    const page = (encoding?: string) => ({
      status: 200,
      headers: { 'content-type': 'text/html', ...(encoding ? { 'content-encoding': encoding } : {}) },
      body: Buffer.from('x'),
    });
    expect(storeCachedPage('gz /startups?enc', page('deflate'), 60)).toBe(false);
    expect(storeCachedPage('id /startups?enc', page('deflate'), 60)).toBe(false);
    expect(storeCachedPage('id /startups?enc', page('gzip'), 60)).toBe(false);
    expect(storeCachedPage('gz /startups?enc', page(), 60)).toBe(false);
    expect(storeCachedPage('gz /startups?enc', page('gzip'), 60)).toBe(true);
    expect(storeCachedPage('id /startups?enc', page(), 60)).toBe(true);
  });
});
