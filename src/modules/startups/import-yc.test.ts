/**
 * The YC row → startup seed mapping (issue 13 §1 "honest investors"): a round lists only the
 * investors known to be in it, every named investor belongs to the startup.
 */
import { describe, expect, it } from 'vitest';
import { foldText } from '@/lib/text';
import { typeIdByName } from '@/modules/reference/data/type-lists';
import { parseRoundAmounts, ycRowToSeed, type YcRow, type YcRowContext } from './import-yc';

/** Dropbox as the dataset has it: 22 investor names (19 distinct), six rounds, newest first. */
const DROPBOX: YcRow = {
  Company: 'Dropbox',
  Satus: 'Operating',
  'Year Founded': '2007',
  Description:
    'Dropbox lets you bring all your photos, docs, and videos anywhere. It also makes sharing easy.',
  Categories: 'Cloud Computing, File Sharing',
  Founders: 'Drew Houston, Arash Ferdowsi',
  'Y Combinator Year': '2007',
  'Y Combinator Session': 'Summer',
  Investors:
    'Sequoia Capital, Goldman Sachs, Hadi Partovi, AFSquare, Institutional Venture Partners, Glynn Capital Management, Ali Partovi, Greylock Partners, T. Rowe Price, Valiant Capital Partners, Sequoia Capital, Accel Partners, Index Ventures, Sequoia Capital, Pejman Nozad, RIT Capital Partners, Accel Partners, Morgan Stanley, SV Angel, BlackRock, Benchmark, Y Combinator',
  'Amounts raised in different funding rounds':
    '$500000000, $350000000, $250000000, $6000000, $1200000, $15000',
  'Headquarters (City)': 'San Francisco',
  'Headquarters (Country)': 'USA',
  Website: 'https://www.dropbox.com',
};

/** Organization ids by folded name, assigned in order of first use (as the import does). */
function contextFor(): YcRowContext & { idOf: (name: string) => number | undefined } {
  const ids = new Map<string, number>();
  const investorId = (name: string) => {
    const key = foldText(name);
    if (!ids.has(key)) ids.set(key, ids.size + 1);
    return ids.get(key)!;
  };
  return {
    countryId: 840,
    cityId: 7,
    investorId,
    founder: (full) => {
      const [name, ...rest] = full.split(' ');
      return { personId: null, name: name!, surname: rest.join(' ') };
    },
    idOf: (name) => ids.get(foldText(name)),
  };
}

describe('ycRowToSeed', () => {
  it('puts no investor on a round without evidence: the YC round lists only Y Combinator', () => {
    const ctx = contextFor();
    const seed = ycRowToSeed(DROPBOX, ctx);
    const yc = ctx.idOf('Y Combinator')!;

    expect(seed.rounds).toHaveLength(6);
    // Oldest first: the $15,000 YC round at Demo Day, the seed round, with Y Combinator alone.
    expect(seed.rounds![0]).toMatchObject({
      amount: 15_000,
      announcedDate: '2007-08-15',
      tourId: typeIdByName('investmentTour', 'Seed'),
      investorIds: [yc],
    });
    // Nothing says who joined the later rounds: they list nobody.
    for (const round of seed.rounds!.slice(1)) expect(round.investorIds).toEqual([]);
    expect(seed.rounds!.map((r) => r.amount)).toEqual([15_000, 1_200_000, 6_000_000, 250e6, 350e6, 500e6]);

    // Every named investor belongs to the startup, once each.
    expect(seed.investorIds).toHaveLength(19);
    expect(new Set(seed.investorIds)).toEqual(new Set([...Array(19).keys()].map((i) => i + 1)));
    for (const name of ['Goldman Sachs', 'BlackRock', 'Sequoia Capital', 'Y Combinator'])
      expect(seed.investorIds).toContain(ctx.idOf(name));
    expect(seed.startup.source).toBe('yc');
  });

  it('leaves the YC round empty when the row does not name Y Combinator', () => {
    const ctx = contextFor();
    const seed = ycRowToSeed({ ...DROPBOX, Investors: 'SV Angel, Benchmark' }, ctx);
    expect(seed.rounds!.every((r) => r.investorIds.length === 0)).toBe(true);
    expect(seed.investorIds).toEqual([ctx.idOf('SV Angel'), ctx.idOf('Benchmark')]);
  });

  it('maps the rest of the row: batch, program date, place, founders', () => {
    const seed = ycRowToSeed(DROPBOX, contextFor());
    expect(seed.startup).toMatchObject({
      name: 'Dropbox',
      ycBatch: 'S2007',
      foundationDate: '2007-01-01',
      countryId: 840,
      cityId: 7,
      tagline: 'Dropbox lets you bring all your photos, docs, and videos anywhere.',
    });
    expect(seed.team!.map((m) => `${m.name} ${m.surname}`)).toEqual(['Drew Houston', 'Arash Ferdowsi']);
    expect(Object.values(seed.programDates ?? {})).toEqual(['2007-08-15']);
  });

  it('calls two founders co-founders and a sole founder "Founder", never a co-founder of nobody', () => {
    const coFounder = typeIdByName('teamMemberPosition', 'Co-founder');
    const founder = typeIdByName('teamMemberPosition', 'Founder');
    expect(ycRowToSeed(DROPBOX, contextFor()).team!.map((m) => m.positionId)).toEqual([coFounder, coFounder]);
    const sole = ycRowToSeed({ ...DROPBOX, Founders: 'Drew Houston' }, contextFor());
    expect(sole.team!.map((m) => [m.name, m.positionId])).toEqual([['Drew', founder]]);
  });
});

describe('parseRoundAmounts', () => {
  it('reads thousands separators and undisclosed amounts', () => {
    expect(parseRoundAmounts('$3,000,000, undisclosed amount, $15000')).toEqual([3_000_000, null, 15_000]);
  });
});
