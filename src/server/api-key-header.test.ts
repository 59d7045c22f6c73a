/** Where a personal API key is read from (decision 0010): x-api-key, or a bearer `atlas_…` credential. */
import { describe, expect, it } from 'vitest';
import { apiKeyFromHeaders } from './api-key-header';

const key = `atlas_${'a'.repeat(43)}`;
const from = (init: Record<string, string>) => apiKeyFromHeaders(new Headers(init));

describe('apiKeyFromHeaders', () => {
  it('reads x-api-key, trimmed, whatever its form', () => {
    expect(from({ 'x-api-key': ` ${key} ` })).toBe(key);
    expect(from({ 'x-api-key': 'wrong' })).toBe('wrong');
    expect(from({ 'x-api-key': '  ' })).toBeUndefined();
  });

  it('reads a bearer credential only when it is an atlas_ key (session tokens are not keys)', () => {
    expect(from({ authorization: `Bearer ${key}` })).toBe(key);
    expect(from({ authorization: `bearer   ${key}` })).toBe(key);
    expect(from({ authorization: 'Bearer Xy12abCDsessionToken.signature' })).toBeUndefined();
    expect(from({ authorization: `Basic ${key}` })).toBeUndefined();
    expect(from({})).toBeUndefined();
  });

  it('prefers x-api-key over the Authorization header', () => {
    expect(from({ 'x-api-key': key, authorization: 'Bearer atlas_other' })).toBe(key);
  });
});
