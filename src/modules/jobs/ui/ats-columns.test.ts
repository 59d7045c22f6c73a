/** The applicant-tracking pipeline's columns and view (ats-columns.ts). */
import { describe, expect, it } from 'vitest';
import { atsViewOf, pipelineColumns, statusTone } from './ats-columns';

describe('pipelineColumns', () => {
  it('gives every status a column in list order, empty ones too, keeping the order of applications', () => {
    const columns = pipelineColumns(
      [34001, 34002, 34003],
      [
        { id: 3, statusId: 34003 },
        { id: 2, statusId: 34001 },
        { id: 1, statusId: 34001 },
      ],
    );
    expect(columns.map((c) => c.statusId)).toEqual([34001, 34002, 34003]);
    expect(columns[0]!.applications.map((a) => a.id)).toEqual([2, 1]);
    expect(columns[1]!.applications).toEqual([]);
    expect(columns[2]!.applications.map((a) => a.id)).toEqual([3]);
  });

  it('puts a status missing from the list in a column after the list', () => {
    const columns = pipelineColumns([34001], [{ id: 1, statusId: 34009 }]);
    expect(columns.map((c) => c.statusId)).toEqual([34001, 34009]);
  });
});

describe('atsViewOf', () => {
  it('is the pipeline only when asked for, else the list', () => {
    expect(atsViewOf('pipeline')).toBe('pipeline');
    expect(atsViewOf('list')).toBe('list');
    expect(atsViewOf(undefined)).toBe('list');
    expect(atsViewOf(['pipeline', 'list'])).toBe('list');
  });
});

describe('statusTone', () => {
  it('has a tone per status and a neutral one for others', () => {
    expect(statusTone(34005)).toContain('emerald');
    expect(statusTone(34006)).toContain('red');
    expect(statusTone(34099)).toContain('slate');
  });
});
