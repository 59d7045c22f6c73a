import { describe, expect, it } from 'vitest';
import { safeRedirectPath } from './redirect';

describe('safeRedirectPath', () => {
  it('keeps same-origin paths with their query', () => {
    expect(safeRedirectPath('/startups?country=792')).toBe('/startups?country=792');
    expect(safeRedirectPath('/tr/girisimler')).toBe('/tr/girisimler');
  });
  it('refuses other origins and tricks', () => {
    for (const bad of [
      'https://evil.example',
      '//evil.example',
      '/\\evil.example',
      'javascript:alert(1)',
      '',
      null,
      '/\u0000x',
    ]) {
      expect(safeRedirectPath(bad)).toBe('/');
    }
  });
});
