import { describe, expect, it } from 'vitest';
import { hasConsecutiveNumbers, passwordProblems } from './password';

describe('password rule (spec §5)', () => {
  it('accepts a password that meets every rule', () => {
    expect(passwordProblems('Kapadokya!52')).toEqual([]);
    expect(passwordProblems('Şifre#2026x')).toEqual([]);
  });

  it('names every broken rule', () => {
    expect(passwordProblems('abc')).toEqual(['length', 'uppercase', 'punctuation', 'number']);
    expect(passwordProblems('Password123!')).toEqual(['consecutive']);
    expect(passwordProblems('Password987!')).toEqual(['consecutive']);
    expect(passwordProblems('password1!')).toEqual(['uppercase']);
    expect(passwordProblems('Password12')).toEqual(['punctuation']);
    expect(passwordProblems('Password!!')).toEqual(['number']);
  });

  it('sees consecutive numbers only as three digits in a run', () => {
    expect(hasConsecutiveNumbers('a1b2c3')).toBe(false);
    expect(hasConsecutiveNumbers('135')).toBe(false);
    expect(hasConsecutiveNumbers('x789y')).toBe(true);
    expect(hasConsecutiveNumbers('x890y')).toBe(false);
    expect(hasConsecutiveNumbers('210')).toBe(true);
  });
});
