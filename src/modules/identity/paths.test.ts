import { describe, expect, it, vi } from 'vitest';
import { pathnames } from '@/i18n/routing';
import { authPath, verificationCallback } from './paths';

// next-intl's navigation needs Next's router; a stand-in with the same pathnames table.
vi.mock('@/i18n/navigation', () => ({
  getPathname: ({
    href,
    locale,
  }: {
    href: { pathname: string; query?: Record<string, string> };
    locale: string;
  }) => {
    const entry = pathnames[href.pathname as keyof typeof pathnames];
    const path = typeof entry === 'string' ? entry : entry[locale as 'en' | 'tr'];
    const query = new URLSearchParams(href.query ?? {}).toString();
    return `${locale === 'tr' ? '/tr' : ''}${path}${query ? `?${query}` : ''}`;
  },
}));

describe('redirectUrl through register, verification and sign-in (issue 13, spec §2)', () => {
  it('puts a same-site redirectUrl into the verification link', () => {
    const link = new URL(verificationCallback('en', '/apply-program/demo-day'), 'http://x');
    expect(link.pathname).toBe('/email-verification');
    expect(link.searchParams.get('verified')).toBe('1');
    expect(link.searchParams.get('redirectUrl')).toBe('/apply-program/demo-day');
  });

  it('drops addresses of other sites (no open redirect)', () => {
    for (const evil of ['https://evil.example/x', '//evil.example/x', '/\\evil.example'])
      expect(new URL(verificationCallback('tr', evil), 'http://x').searchParams.has('redirectUrl')).toBe(
        false,
      );
    expect(authPath('/login', 'en', 'https://evil.example')).toBe('/login');
  });

  it('keeps it on the login ⇄ register links, in the page language', () => {
    const login = new URL(authPath('/login', 'tr', '/tr/program/x'), 'http://x');
    expect(login.pathname).toBe('/tr/giris-yap');
    expect(login.searchParams.get('redirectUrl')).toBe('/tr/program/x');
    expect(authPath('/register', 'en')).toBe('/register');
  });
});
