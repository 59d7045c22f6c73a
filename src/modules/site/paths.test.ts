/** localizeSitePath (./paths.ts) and the link rules (./validation.ts): the header and footer's addresses. */
import { describe, expect, it } from 'vitest';
import { localizeSitePath } from './paths';
import { isExternalUrl, isSitePath, linkInput } from './validation';

describe('localizeSitePath', () => {
  it('gives known pages their Turkish path words and keeps English ones as written', () => {
    expect(localizeSitePath('/about-us', 'tr')).toEqual({ href: '/tr/hakkimizda', app: true });
    expect(localizeSitePath('/about-us', 'en')).toEqual({ href: '/about-us', app: true });
    expect(localizeSitePath('/', 'tr')).toEqual({ href: '/tr', app: true });
    expect(localizeSitePath('/kisisel-verilerin-korunmasi', 'tr').href).toBe(
      '/tr/kisisel-verilerin-korunmasi',
    );
  });

  it('fills dynamic segments and keeps the query and fragment', () => {
    expect(localizeSitePath('/startup/acme-ai', 'tr').href).toBe('/tr/girisim/acme-ai');
    expect(localizeSitePath('/startups?stage=11003#list', 'tr').href).toBe('/tr/girisimler?stage=11003#list');
    expect(localizeSitePath('/startups/fintech/istanbul', 'tr').href).toBe('/tr/girisimler/fintech/istanbul');
  });

  it('leaves the API, uploads, Turkish and unknown paths alone (unknown ones get the /tr prefix)', () => {
    expect(localizeSitePath('/api/docs', 'tr')).toEqual({ href: '/api/docs', app: false });
    expect(localizeSitePath('/tr/girisimler', 'tr')).toEqual({ href: '/tr/girisimler', app: false });
    expect(localizeSitePath('/kampanya', 'tr')).toEqual({ href: '/tr/kampanya', app: false });
    expect(localizeSitePath('/kampanya', 'en')).toEqual({ href: '/kampanya', app: false });
  });
});

describe('link rules', () => {
  it('accepts site paths and public https addresses only', () => {
    expect(isSitePath('/about-us')).toBe(true);
    expect(isSitePath('//evil.example')).toBe(false);
    expect(isSitePath('/a b')).toBe(false);
    expect(isSitePath('/\\evil')).toBe(false);
    expect(isExternalUrl('https://example.com/x')).toBe(true);
    expect(isExternalUrl('http://example.com')).toBe(false);
    expect(isExternalUrl('https://192.168.1.1/')).toBe(false);
  });

  it('reads a form’s empty select as none and names the refused fields', () => {
    const parsed = linkInput.safeParse({
      area: 'social',
      parentId: '',
      labelEn: 'LinkedIn',
      labelTr: 'LinkedIn',
      urlEn: 'https://twitter.com/atlas',
      icon: 'linkedin',
    });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['urlEn', 'validation.social_link'],
    ]);
    const menu = linkInput.parse({
      area: 'header',
      parentId: '',
      labelEn: 'Data',
      labelTr: 'Veri',
      icon: '',
    });
    expect(menu).toMatchObject({ parentId: null, icon: null, urlEn: '', external: false, active: true });
  });

  it('lets a link leave one language’s label empty (shown in the other only), never both, never a menu', () => {
    const issues = (input: object) =>
      linkInput.safeParse(input).error?.issues.map((i) => [i.path.join('.'), i.message]) ?? [];
    const link = { area: 'header', parentId: 4, urlEn: '/patents' };
    expect(issues({ ...link, labelEn: '', labelTr: 'Patentler' })).toEqual([]);
    expect(issues({ ...link, labelEn: 'Patents', labelTr: ' ' })).toEqual([]);
    expect(issues({ ...link, labelEn: '', labelTr: '' })).toEqual([['labelEn', 'validation.required']]);
    expect(issues({ area: 'header', parentId: null, labelEn: '', labelTr: 'Veri' })).toEqual([
      ['labelEn', 'validation.required'],
    ]);
    expect(issues({ area: 'footer', parentId: null, labelEn: 'Explore', labelTr: '' })).toEqual([
      ['labelTr', 'validation.required'],
    ]);
  });
});
