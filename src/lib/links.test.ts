import { describe, expect, it } from 'vitest';
import { isValidSocialLink, isValidWebLink } from './links';
import { normalizePhone } from './phone';

describe('web links (spec §5)', () => {
  it('need http, https or ftp and a public host', () => {
    expect(isValidWebLink('https://startupatlas.org/about')).toBe(true);
    expect(isValidWebLink('ftp://files.example.com/deck.pdf')).toBe(true);
    expect(isValidWebLink('startupatlas.org')).toBe(false);
    expect(isValidWebLink('javascript:alert(1)')).toBe(false);
    expect(isValidWebLink('http://192.168.1.10/admin')).toBe(false);
    expect(isValidWebLink('http://127.0.0.1:3000')).toBe(false);
    expect(isValidWebLink('http://[::1]/')).toBe(false);
    expect(isValidWebLink('http://localhost/')).toBe(false);
    expect(isValidWebLink('https://8.8.8.8/')).toBe(true);
    expect(isValidWebLink('https://intranet/')).toBe(false);
  });
});

describe('social links (spec §5)', () => {
  it('accept only the network’s hosts, with or without www', () => {
    expect(isValidSocialLink('linkedin', 'https://www.linkedin.com/in/ayse')).toBe(true);
    expect(isValidSocialLink('linkedin', 'https://linkedin.com/company/atlas')).toBe(true);
    expect(isValidSocialLink('linkedin', 'https://linkedin.evil.com/in/ayse')).toBe(false);
    expect(isValidSocialLink('youtube', 'https://youtu.be/abc123')).toBe(true);
    expect(isValidSocialLink('twitter', 'https://x.com/atlas')).toBe(true);
    expect(isValidSocialLink('github', 'https://gitlab.com/atlas')).toBe(false);
    expect(isValidSocialLink('github', 'https://github.com/')).toBe(false);
    expect(isValidSocialLink('behance', 'ftp://behance.net/x')).toBe(false);
  });
});

describe('phone numbers (spec §5)', () => {
  it('are valid for the country code and stored in E.164', () => {
    expect(normalizePhone('0532 123 45 67', 'TR')).toBe('+905321234567');
    expect(normalizePhone('+90 532 123 45 67')).toBe('+905321234567');
    expect(normalizePhone('(212) 55', 'US')).toBeNull();
    expect(normalizePhone('+1 650 253 0000')).toBe('+16502530000');
    expect(normalizePhone('12345', 'TR')).toBeNull();
  });
});
