import { describe, expect, it } from 'vitest';
import { coercedInt32, int32, INT32_MAX } from './int32';

describe('integers that fit integer columns', () => {
  it('reads decimal text in paths and queries within the bounds', () => {
    expect(coercedInt32().parse('42')).toBe(42);
    expect(coercedInt32({ min: 1 }).parse(' 7 ')).toBe(7);
    expect(coercedInt32().parse(String(INT32_MAX))).toBe(INT32_MAX);
  });
  it('refuses text beyond the column range, hex, fractions, words and blanks', () => {
    for (const bad of ['99999999999', '2147483648', '0xffffffff', '1.5', '1e3', 'abc', '', ' ']) {
      expect(coercedInt32().safeParse(bad).success, bad).toBe(false);
    }
    expect(coercedInt32({ min: 1 }).safeParse('0').success).toBe(false);
    expect(coercedInt32({ min: 1, max: 50 }).safeParse('51').success).toBe(false);
  });
  it('refuses JSON numbers beyond the range or not whole', () => {
    expect(int32().safeParse(99_999_999_999).success).toBe(false);
    expect(int32().safeParse(-2_147_483_649).success).toBe(false);
    expect(int32().safeParse(1.5).success).toBe(false);
    expect(int32().parse(-5)).toBe(-5);
  });
});
