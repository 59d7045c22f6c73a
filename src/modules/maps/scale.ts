/**
 * The colour classes of a choropleth map (issue 18 §1): counts 0 … max in at most six classes
 * with "nice" lower bounds (1, 2, 5, 10, 20, 50, …), so one province with hundreds of startups
 * does not leave every other one in the palest class, and the legend reads as round numbers.
 * Pure; used by the server-rendered maps and their legends.
 */

/** ColorBrewer "Blues", light to dark; the darkest three carry white text at AA contrast. */
export const MAP_PALETTE = ['#deebf7', '#c6dbef', '#9ecae1', '#6baed6', '#3182bd', '#08519c'] as const;
/** Fill of a region with no actor of the chosen kinds. */
export const MAP_EMPTY = '#f1f5f9';

/** One legend entry: counts from `from` to `to` (inclusive; `to` undefined = and more). */
export interface ColourClass {
  from: number;
  to?: number;
  colour: string;
}

const NICE = (() => {
  const out: number[] = [];
  for (let decade = 1; decade <= 1e9; decade *= 10) out.push(decade, 2 * decade, 5 * decade);
  return out;
})();

/**
 * The classes for counts up to `max` (a whole number ≥ 0): an empty list when `max` is 0,
 * otherwise 1 to 6 classes whose first starts at 1 and whose last is open-ended ("200 and more").
 */
export function colourClasses(max: number): ColourClass[] {
  if (!(max >= 1)) return [];
  let bounds = NICE.filter((n) => n <= max);
  // More than six nice bounds: keep 1, then an even spread ending at the largest.
  if (bounds.length > MAP_PALETTE.length) {
    const step = (bounds.length - 1) / (MAP_PALETTE.length - 1);
    bounds = [
      ...new Set(Array.from({ length: MAP_PALETTE.length }, (_, i) => bounds[Math.round(i * step)]!)),
    ];
  }
  // Darkest colours for the top classes however many there are.
  const offset = MAP_PALETTE.length - bounds.length;
  return bounds.map((from, i) => ({
    from,
    to: i + 1 < bounds.length ? bounds[i + 1]! - 1 : undefined,
    colour: MAP_PALETTE[offset + i]!,
  }));
}

/** The fill of a region with `count` actors under `classes` ({@link MAP_EMPTY} for 0). */
export function colourOf(count: number, classes: readonly ColourClass[]): string {
  if (count <= 0) return MAP_EMPTY;
  let colour = MAP_EMPTY;
  for (const c of classes) if (count >= c.from) colour = c.colour;
  return colour;
}

/** True when white text reads on `colour` (the two darkest palette entries). */
export function isDarkFill(colour: string): boolean {
  return colour === MAP_PALETTE[4] || colour === MAP_PALETTE[5];
}
