import { describe, expect, it } from 'vitest';
import { containsPattern, escapeLike, prefixPattern } from './like';

describe('LIKE patterns from user text', () => {
  it('escapes the wildcards and the escape character', () => {
    expect(escapeLike('50%_off\\')).toBe('50\\%\\_off\\\\');
    expect(containsPattern('%')).toBe('%\\%%');
    expect(prefixPattern('a_b')).toBe('a\\_b%');
  });
  it('leaves ordinary text, Turkish letters included, alone', () => {
    expect(containsPattern('İstanbul ğüş')).toBe('%İstanbul ğüş%');
  });
});
