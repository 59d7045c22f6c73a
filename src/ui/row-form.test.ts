import { describe, expect, it } from 'vitest';
import { hasPath, renamed } from './row-form';
import { errorPaths } from './step-form';

describe('server field errors on row forms (issue 13 §4)', () => {
  it('renames server paths to the form’s names, by prefix or by function', () => {
    expect(renamed('startupIds', { startupIds: 'startups' })).toBe('startups');
    expect(renamed('startupIds.2', { startupIds: 'startups' })).toBe('startups');
    expect(renamed('startupIdsX', { startupIds: 'startups' })).toBe('startupIdsX');
    expect(renamed('0.amount', (p) => `rounds.${p}`)).toBe('rounds.0.amount');
    expect(renamed('name')).toBe('name');
  });

  it('finds dotted paths in the values, rows included', () => {
    const values = { name: '', teamMembers: [{ name: 'Ece' }] };
    expect(hasPath(values, 'teamMembers.0')).toBe(true);
    expect(hasPath(values, 'teamMembers.1')).toBe(false);
    expect(hasPath(values, 'teamMembers.0.name')).toBe(true);
    expect(hasPath(values, 'website')).toBe(false);
  });

  it('lists the fields holding errors so a step editor can mark its steps', () => {
    const rows: unknown[] = [];
    rows[1] = { name: { type: 'server', message: 'This field required.' } };
    const errors = {
      website: { type: 'server', message: 'The link you have provided is not valid!' },
      teamMembers: rows,
      root: { server: { type: 'server', message: 'x' } },
    };
    expect(errorPaths(errors)).toEqual(['website', 'teamMembers.1.name']);
  });
});
