import { describe, expect, it } from 'vitest';
import { defuseFormula } from './export-writers';

describe('defuseFormula (CSV export)', () => {
  it('keeps a spreadsheet from running text that starts like a formula', () => {
    expect(defuseFormula('=HYPERLINK("http://evil.example","Click")')).toBe(
      '\'=HYPERLINK("http://evil.example","Click")',
    );
    expect(defuseFormula('+90 212 555 00 00')).toBe("'+90 212 555 00 00");
    expect(defuseFormula('-5%')).toBe("'-5%");
    expect(defuseFormula('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(defuseFormula('Ödeme altyapısı')).toBe('Ödeme altyapısı');
    expect(defuseFormula(42)).toBe(42);
    expect(defuseFormula(null)).toBe(null);
  });
});
