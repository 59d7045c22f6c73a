import { describe, expect, it } from 'vitest';
import {
  domainAndParents,
  matchBannedMail,
  matchDisposableMail,
  normalizeMailPattern,
  parseMailPatterns,
} from './mail-rules';

describe('normalizeMailPattern', () => {
  it('keeps addresses and domains in lower case', () => {
    expect(normalizeMailPattern(' Spam@Example.COM ')).toBe('spam@example.com');
    expect(normalizeMailPattern('@Example.com')).toBe('example.com');
    expect(normalizeMailPattern('*.spam.io')).toBe('spam.io');
    expect(normalizeMailPattern('örnek.com.tr')).toBe('örnek.com.tr');
  });

  it('refuses what is neither', () => {
    for (const bad of ['', 'com', 'a@b', 'no spaces.com', '-bad.com', 'a@@b.com', 'x@', '@']) {
      expect(normalizeMailPattern(bad)).toBeNull();
    }
  });
});

describe('parseMailPatterns', () => {
  it('splits on commas, spaces and line breaks; drops duplicates; lists the invalid', () => {
    expect(parseMailPatterns('spam.io, SPAM.io\nbad\r\nx@y.com;  ')).toEqual({
      patterns: ['spam.io', 'x@y.com'],
      invalid: ['bad'],
    });
  });
});

describe('matchBannedMail', () => {
  const patterns = new Set(['spam.io', 'someone@example.com']);
  it('matches an address, a domain and its subdomains', () => {
    expect(matchBannedMail('Someone@Example.com', patterns)).toBe('someone@example.com');
    expect(matchBannedMail('other@example.com', patterns)).toBeNull();
    expect(matchBannedMail('a@spam.io', patterns)).toBe('spam.io');
    expect(matchBannedMail('a@mail.SPAM.io', patterns)).toBe('spam.io');
    expect(matchBannedMail('a@notspam.io', patterns)).toBeNull();
  });
});

describe('matchDisposableMail', () => {
  it('matches a listed domain and its subdomains only', () => {
    const list = new Set(['mailinator.com']);
    expect(matchDisposableMail('x@mailinator.com', list)).toBe('mailinator.com');
    expect(matchDisposableMail('x@eu.mailinator.com', list)).toBe('mailinator.com');
    expect(matchDisposableMail('x@example.com', list)).toBeNull();
  });
  it('walks the parent domains of two labels or more', () => {
    expect(domainAndParents('a.b.example.com')).toEqual(['a.b.example.com', 'b.example.com', 'example.com']);
    expect(domainAndParents('')).toEqual([]);
  });
});
