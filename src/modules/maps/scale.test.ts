import { describe, expect, it } from 'vitest';
import { colourClasses, colourOf, MAP_EMPTY, MAP_PALETTE } from './scale';

describe('map colour classes', () => {
  it('has no class when nothing is counted, and grey for zero', () => {
    expect(colourClasses(0)).toEqual([]);
    expect(colourOf(0, colourClasses(10))).toBe(MAP_EMPTY);
  });

  it('uses round lower bounds and the darkest colours for the top classes', () => {
    expect(colourClasses(7)).toEqual([
      { from: 1, to: 1, colour: MAP_PALETTE[3] },
      { from: 2, to: 4, colour: MAP_PALETTE[4] },
      { from: 5, to: undefined, colour: MAP_PALETTE[5] },
    ]);
  });

  it('keeps at most six classes from 1 up, the last open-ended, for a large maximum', () => {
    const classes = colourClasses(48_000);
    expect(classes).toHaveLength(6);
    expect(classes[0]!.from).toBe(1);
    expect(classes.at(-1)!.to).toBeUndefined();
    expect(classes.at(-1)!.from).toBeLessThanOrEqual(48_000);
    // Every count falls in exactly one class: the classes touch without a gap.
    for (let i = 1; i < classes.length; i++) expect(classes[i]!.from).toBe(classes[i - 1]!.to! + 1);
  });

  it('colours a count by the class it falls in', () => {
    const classes = colourClasses(500);
    expect(colourOf(1, classes)).toBe(classes[0]!.colour);
    expect(colourOf(500, classes)).toBe(classes.at(-1)!.colour);
  });
});
