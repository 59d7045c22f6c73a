import { describe, expect, it } from 'vitest';
import zlib from 'node:zlib';
import {
  answerClassRender,
  englishHomeRequest,
  invalidateStartupPages,
  mayUseClassPage,
  pageCacheKey,
  readCachedPage,
  storeCachedPage,
} from './page-cache';
import { classMarker, slotValues } from './viewer-class';
import { ANONYMOUS_VIEWER } from './context';
import { slotMarker } from '@/ui/viewer-slots';
import { dataChanged, dataGeneration } from './data-changes';
import type { Db } from './db/client';

describe('page cache', () => {
  it('keys anonymous GETs of the discovery pages in both languages (issue 14)', () => {
    for (const url of [
      '/startup/dropbox',
      '/tr/girisim/dropbox',
      '/talents?city=34',
      '/tr/yetenekler',
      '/talent/oya-demir',
      '/tr/yetenek/oya-demir',
      '/tech-centers',
      '/tr/teknoloji-merkezleri',
      '/tech-center/itu-cekirdek/programs',
      '/tr/teknoloji-merkezi/itu-cekirdek',
      '/providers',
      '/tr/hizmet-saglayicilar/acme',
      '/program/spring-cohort',
      '/jobs?workingPlan=30002',
      '/tr/is-ilanlari',
      '/job/backend-engineer-1',
      '/tr/is-ilani/backend-engineer-1',
      '/azerbaijan-gii',
      '/tr/azerbaycan-gii/panel',
      '/tr',
    ]) {
      expect(pageCacheKey('GET', url, {}, 60), url).toBe(`id ${url}`);
    }
    // Account pages are never cached; `/` only for requests answered in English (below).
    for (const url of [
      '/tr/profilim',
      '/profile',
      '/login',
      '/startup/dropbox/edit/more',
      '/dashboard/programs',
    ]) {
      expect(pageCacheKey('GET', url, {}, 60), url).toBeUndefined();
    }
  });

  it('keys `/` only when the locale routing answers it in English, never when it may send the browser to /tr', () => {
    const key = (headers: Record<string, string | undefined>) => pageCacheKey('GET', '/', headers, 60);
    for (const headers of [
      {},
      { 'accept-language': 'en-US,en;q=0.9' },
      { 'accept-language': 'en' },
      { 'accept-language': 'de;q=0.5, en-GB' },
      { cookie: 'NEXT_LOCALE=en', 'accept-language': 'tr-TR,tr;q=0.9' },
      { cookie: 'cookie_consent=necessary; NEXT_LOCALE=en' },
    ])
      expect(key(headers), JSON.stringify(headers)).toBe('id /');
    for (const headers of [
      { 'accept-language': 'tr-TR,tr;q=0.9,en;q=0.8' },
      { 'accept-language': 'tr' },
      { 'accept-language': 'en-US,en;q=0.9,tr;q=0.8' },
      { 'accept-language': 'de-DE,de;q=0.9' },
      { 'accept-language': '*' },
      { 'accept-language': 'en;q=0' },
      { cookie: 'NEXT_LOCALE=tr', 'accept-language': 'en-US' },
      { cookie: 'NEXT_LOCALE=tr' },
    ])
      expect(key(headers), JSON.stringify(headers)).toBeUndefined();
    expect(englishHomeRequest({ 'accept-language': ['en-US', 'en;q=0.8'] })).toBe(true);
  });

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
    expect(
      pageCacheKey('GET', '/startup/dropbox', { cookie: 'better-auth.session_token=abc' }, 60),
    ).toBeUndefined();
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

  it('does not keep a page rendered while public data changed', () => {
    const html = { status: 200, headers: { 'content-type': 'text/html' }, body: Buffer.from('<html>') };
    const before = dataGeneration();
    dataChanged({} as Db, 'pages');
    expect(storeCachedPage('id /talents', html, 60, before)).toBe(false);
    expect(storeCachedPage('id /talents', html, 60, dataGeneration())).toBe(true);
    // Any change empties the pages.
    dataChanged({} as Db, 'pages');
    expect(readCachedPage('id /talents', 60)).toBeUndefined();
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

  it('keys a signed-in viewer class apart from visitors and other classes, on class pages only (issue 14)', () => {
    const cookie = { cookie: 'better-auth.session_token=abc', 'accept-encoding': 'gzip' };
    expect(mayUseClassPage('GET', '/startups?page=2', cookie)).toBe(true);
    expect(mayUseClassPage('GET', '/tr/girisim/dropbox', cookie)).toBe(true);
    // Visitors use the visitor page; a program shows the viewer's own applications; navigations
    // and bearer tokens are never answered from a class page.
    expect(mayUseClassPage('GET', '/startups', {})).toBe(false);
    expect(mayUseClassPage('GET', '/program/spring-cohort', cookie)).toBe(false);
    expect(mayUseClassPage('GET', '/startups', { ...cookie, rsc: '1' })).toBe(false);
    expect(mayUseClassPage('GET', '/startups', { ...cookie, authorization: 'Bearer x' })).toBe(false);
    expect(mayUseClassPage('POST', '/startups', cookie)).toBe(false);
    const premium = pageCacheKey('GET', '/startups', cookie, 60, 'premium:business-yearly');
    const member = pageCacheKey('GET', '/startups', cookie, 60, 'member:');
    expect(premium).toBe('gz @premium:business-yearly /startups');
    expect(member).toBe('gz @member: /startups');
    expect(pageCacheKey('GET', '/startups', { 'accept-encoding': 'gzip' }, 60)).toBe('gz /startups');
    expect(pageCacheKey('GET', '/program/spring-cohort', cookie, 60, 'member:')).toBeUndefined();
    // The job list is the same for a class; a job's page shows the viewer's own application.
    expect(pageCacheKey('GET', '/tr/is-ilanlari', cookie, 60, 'member:')).toBe('gz @member: /tr/is-ilanlari');
    expect(pageCacheKey('GET', '/job/backend-engineer-1', cookie, 60, 'member:')).toBeUndefined();
  });

  it("answers a class page with each viewer's own name and initials, escaped, gzip or not", () => {
    const old = 'OLDnonce1111111111111==';
    const viewerClass = 'member:';
    const initials = slotMarker('initials');
    // What a user wrote that looks like a slot (without this process's secret) stays as it is.
    const forged = 'atlas-slot-name-5f2e';
    const html =
      `<html><script nonce="${old}">1</script><button aria-label="${initials} Account">${initials}</button>` +
      `${classMarker(viewerClass)}</script><p>${forged}</p>` +
      `${'<li>Şirket</li>'.repeat(500)}<span>${slotMarker('name')}</span></html>`;
    const headers = { 'content-type': 'text/html', 'content-security-policy': `script-src 'nonce-${old}'` };
    const viewer = (name: string) => ({ ...ANONYMOUS_VIEWER, isAuthenticated: true, userId: 'u', name });
    const bodyOf = (page: { body: Buffer }, gzip: boolean) =>
      (gzip ? zlib.gunzipSync(page.body) : page.body).toString();
    for (const gzip of [false, true]) {
      const key = `${gzip ? 'gz' : 'id'} @${viewerClass} /startups?class-test`;
      const page = {
        status: 200,
        headers: gzip ? { ...headers, 'content-encoding': 'gzip' } : headers,
        body: gzip ? zlib.gzipSync(html) : Buffer.from(html),
      };
      // The first viewer's answer comes from the render itself, and the render is stored.
      const first = answerClassRender(
        key,
        page,
        60,
        dataGeneration(),
        viewerClass,
        slotValues(viewer('Ayşe Yılmaz')),
      );
      expect(first.stored).toBe(true);
      for (const name of ['Ayşe Yılmaz', 'Tom <script>alert(1)</script> "&" Jones', '']) {
        const answer = readCachedPage(key, 60, slotValues(viewer(name)))!;
        const body = bodyOf(answer, gzip);
        expect(body).not.toContain(initials);
        expect(body).not.toContain('<script>alert');
        expect(body).toContain(`<p>${forged}</p>`);
        const data = body.match(/id="atlas-viewer-data" data-class="member:">([^<]*)<\/script>/)![1]!;
        expect(JSON.parse(data)).toEqual({ name });
        if (name.startsWith('Ayşe')) {
          expect(body).toContain('<button aria-label="AY Account">AY</button>');
          expect(body).toContain('<span>Ayşe Yılmaz</span>');
          const nonceOf = (text: string) => text.match(/nonce="([^"]+)"/)![1]!;
          const firstBody = bodyOf(first.answer, gzip);
          expect(firstBody.replaceAll(nonceOf(firstBody), 'N')).toBe(body.replaceAll(nonceOf(body), 'N'));
        } else if (name === '') {
          expect(body).toContain('<button aria-label="• Account">•</button>');
        } else {
          expect(body).toContain(
            '<span>Tom &lt;script&gt;alert(1)&lt;/script&gt; &quot;&amp;&quot; Jones</span>',
          );
        }
      }
    }
  });

  it('never stores a page rendered for one person, or for another class, under a class key', () => {
    const values = slotValues({ ...ANONYMOUS_VIEWER, name: 'Ayşe' });
    const html = (body: string) => ({
      status: 200,
      headers: { 'content-type': 'text/html' },
      body: Buffer.from(body),
    });
    const key = 'id @member: /startups?personal';
    expect(
      answerClassRender(key, html('<html>Ayşe</html>'), 60, dataGeneration(), 'member:', values).stored,
    ).toBe(false);
    const other = html(`${classMarker('premium:x')}</script>`);
    expect(answerClassRender(key, other, 60, dataGeneration(), 'member:', values).stored).toBe(false);
    // Text a user wrote cannot pass for the marker: it lacks this process's secret.
    const forged = html(
      '<script type="application/json" id="atlas-viewer-data" data-class="member:">atlas-slot-data-5f2e</script>',
    );
    expect(answerClassRender(key, forged, 60, dataGeneration(), 'member:', values).stored).toBe(false);
    // Nor while data changed during the render.
    const real = html(`${classMarker('member:')}</script>`);
    expect(answerClassRender(key, real, 60, dataGeneration() - 1, 'member:', values).stored).toBe(false);
    expect(answerClassRender(key, real, 60, dataGeneration(), 'member:', values).stored).toBe(true);
    expect(readCachedPage(key, 60)).toBeDefined();
  });

  it('gzips a plain class render for a gzip key once, and answers every viewer gzip', () => {
    const values = slotValues({ ...ANONYMOUS_VIEWER, name: 'Ayşe Yılmaz' });
    const html = `<html>${classMarker('member:')}</script>${'<li>Şirket</li>'.repeat(300)}<b>${slotMarker('initials')}</b></html>`;
    const page = { status: 200, headers: { 'content-type': 'text/html' }, body: Buffer.from(html) };
    const key = 'gz @member: /startups?plain-render';
    const { answer, stored } = answerClassRender(key, page, 60, dataGeneration(), 'member:', values);
    expect(stored).toBe(true);
    for (const each of [answer, readCachedPage(key, 60, values)!]) {
      expect(each.headers['content-encoding']).toBe('gzip');
      expect(each.headers.vary).toMatch(/Accept-Encoding/);
      expect(zlib.gunzipSync(each.body).toString()).toContain('<b>AY</b>');
    }
  });
});
