import { describe, expect, it } from 'vitest';
import { toOptions } from './options';

describe('toOptions', () => {
  it('keeps only id and name, in order', () => {
    expect(
      toOptions([
        { id: 2, name: 'Fintech', parentId: null, sortOrder: 1 } as { id: number; name: string },
        { id: 1, name: 'Sağlık' },
      ]),
    ).toEqual([
      { id: 2, name: 'Fintech' },
      { id: 1, name: 'Sağlık' },
    ]);
  });
});
