import { describe, expect, it } from 'vitest';
import { changesFor, decideRow, FileState, StartupMatcher, type ExistingStartup } from './plan';
import type { NormalizedRow } from './normalize';

const row = (
  rowNumber: number,
  name: string,
  domain: string | null,
  values: NormalizedRow['values'] = {},
): NormalizedRow => ({
  rowNumber,
  name,
  nameKey: name.toLowerCase().replace('ş', 's'),
  domain,
  values: domain ? { website: `https://${domain}`, ...values } : values,
  errors: [],
  warnings: [],
});
const existing = (id: number, over: Partial<ExistingStartup> = {}): ExistingStartup => ({
  id,
  name: 'X',
  seoUrl: 'x',
  website: null,
  foundationDate: null,
  countryId: null,
  cityId: null,
  sectorIds: [],
  tagline: null,
  taglineTr: null,
  description: null,
  descriptionTr: null,
  officialName: null,
  twitter: null,
  linkedin: null,
  facebook: null,
  instagram: null,
  operatingStatusId: null,
  acquirerName: null,
  ...over,
});

describe('changesFor', () => {
  it('changes differing scalars, adds missing sectors after the startup’s own, clears a city of another country', () => {
    const before = existing(1, { tagline: 'Old', sectorIds: [13005], countryId: 840, cityId: 7 });
    expect(changesFor(before, { tagline: 'Old', sectorIds: [13005, 13001], countryId: 792 })).toEqual({
      sectorIds: [13005, 13001],
      countryId: 792,
      cityId: null,
    });
    expect(changesFor(before, { tagline: 'Old', sectorIds: [13005] })).toEqual({});
  });
});

describe('decideRow', () => {
  it('matches by domain, then by name; skips repeats in the file and namesakes with another website', async () => {
    const matcher = new StartupMatcher();
    matcher.add(1, 'acme.com', 'acme');
    matcher.add(2, null, 'sirket bulut');
    matcher.add(3, 'other.com', 'beta');
    const db = new Map([
      [1, existing(1, { website: 'https://acme.com' })],
      [2, existing(2, { name: 'Şirket Bulut' })],
      [3, existing(3, { website: 'https://other.com' })],
    ]);
    const file = new FileState();
    const load = async (id: number) => db.get(id);
    const outcomes = [];
    for (const r of [
      row(1, 'Acme Inc', 'acme.com', { tagline: 'New' }),
      row(2, 'SIRKET BULUT', null, { countryId: 792 }),
      row(3, 'Beta', 'beta.io'),
      row(4, 'Gamma', 'gamma.io'),
      row(5, 'Gamma', null),
      row(6, 'Gamma', 'gamma2.io'),
      row(7, 'acme', null),
      row(8, 'Delta', 'acme.com'),
    ]) {
      const d = await decideRow(r, matcher, file, load);
      outcomes.push([d.outcome, d.reasons[0]?.code ?? null, d.reasons[0]?.value ?? null]);
    }
    expect(outcomes).toEqual([
      ['updated', 'changed', null],
      ['updated', 'changed', null],
      ['skipped', 'name_other_website', 'Beta'],
      ['created', null, null],
      ['skipped', 'duplicate_in_file', '4'],
      ['skipped', 'name_other_website', 'Gamma'],
      ['skipped', 'duplicate_in_file', '1'],
      ['skipped', 'duplicate_in_file', '1'],
    ]);
  });
  it('skips an unchanged startup and fails a row with errors', async () => {
    const matcher = new StartupMatcher();
    matcher.add(1, 'acme.com', 'acme');
    const load = async () => existing(1, { website: 'https://acme.com', tagline: 'Same' });
    expect(
      await decideRow(row(1, 'Acme', 'acme.com', { tagline: 'Same' }), matcher, new FileState(), load),
    ).toEqual({
      outcome: 'skipped',
      startupId: 1,
      reasons: [{ field: 'row', code: 'no_changes' }],
    });
    const bad = { ...row(2, '', null), errors: [{ field: 'name', code: 'name_required' }] };
    expect((await decideRow(bad, matcher, new FileState(), load)).outcome).toBe('failed');
  });
});
