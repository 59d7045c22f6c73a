/**
 * The password rule of spec public-and-account §5: at least 8 characters, no consecutive
 * numbers (an ascending or descending run such as 123 or 987), at least one uppercase letter,
 * one punctuation mark and one number. Shared by the live form check and the server.
 */

export const PASSWORD_MIN_LENGTH = 8;

export type PasswordRule = 'length' | 'consecutive' | 'uppercase' | 'punctuation' | 'number';

/** True when `value` holds three digits in a row that count up or down by one (123, 987). */
export function hasConsecutiveNumbers(value: string): boolean {
  for (let i = 0; i + 2 < value.length; i += 1) {
    const [a, b, c] = [value.charCodeAt(i), value.charCodeAt(i + 1), value.charCodeAt(i + 2)];
    const digits = [a, b, c].every((code) => code >= 48 && code <= 57);
    if (digits && ((b - a === 1 && c - b === 1) || (a - b === 1 && b - c === 1))) return true;
  }
  return false;
}

/** The rules `password` breaks, in display order; empty when it is acceptable. */
export function passwordProblems(password: string): PasswordRule[] {
  const problems: PasswordRule[] = [];
  if (password.length < PASSWORD_MIN_LENGTH) problems.push('length');
  if (hasConsecutiveNumbers(password)) problems.push('consecutive');
  if (!/\p{Lu}/u.test(password)) problems.push('uppercase');
  if (!/[\p{P}\p{S}]/u.test(password)) problems.push('punctuation');
  if (!/\d/.test(password)) problems.push('number');
  return problems;
}
