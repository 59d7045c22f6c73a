import { describe, expect, it } from 'vitest';
import { isCacheable } from './page-cache';

const h = (init: Record<string, string> = {}) => new Headers(init);

describe('page cache eligibility', () => {
  it('caches anonymous GETs of startup-list addresses in both languages', () => {
    expect(isCacheable('GET', '/startups', h(), 60)).toBe(true);
    expect(isCacheable('GET', '/startups/fintech', h(), 60)).toBe(true);
    expect(isCacheable('GET', '/tr/girisimler/finansal-teknoloji', h(), 60)).toBe(true);
  });

  it('never caches signed-in viewers, client navigations, other pages or writes', () => {
    expect(isCacheable('GET', '/startups', h({ cookie: 'a=1; better-auth.session_token=abc' }), 60)).toBe(false);
    expect(isCacheable('GET', '/startups', h({ authorization: 'Bearer x' }), 60)).toBe(false);
    expect(isCacheable('GET', '/startups', h({ rsc: '1' }), 60)).toBe(false);
    expect(isCacheable('GET', '/startup/dropbox', h(), 60)).toBe(false);
    expect(isCacheable('POST', '/startups', h(), 60)).toBe(false);
    expect(isCacheable('GET', '/startups', h(), 0)).toBe(false);
  });
});
