/** Every visible string comes from the catalogues: a key missing in either language fails. */
import { describe, expect, it } from 'vitest';
import en from './messages/en.json';
import tr from './messages/tr.json';

const keys = (obj: object, prefix = ''): string[] =>
  Object.entries(obj).flatMap(([k, v]) =>
    v && typeof v === 'object' ? keys(v, `${prefix}${k}.`) : [`${prefix}${k}`],
  );

describe('message catalogues', () => {
  it('have the same keys in English and Turkish', () => {
    expect(keys(tr).sort()).toEqual(keys(en).sort());
  });
  it('have no empty texts', () => {
    const empty = (obj: object): boolean =>
      Object.values(obj).some((v) => (typeof v === 'object' ? empty(v) : !String(v).trim()));
    expect(empty(en)).toBe(false);
    expect(empty(tr)).toBe(false);
  });
});
