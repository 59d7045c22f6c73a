/**
 * A choropleth map drawn as plain SVG on the server (issue 18 §1): each region a path filled by
 * its count's colour class, a link to the region's list, and a `<title>` the browser shows on
 * hover ("İstanbul: 412 actors"). Works without JavaScript. The drawing is hidden from assistive
 * technology and left out of the Tab order: the page's table view carries the same numbers and
 * links (CONVENTIONS "Accessible"), so a keyboard or screen-reader user is not walked through 81
 * shapes. Also the legend ({@link MapLegend}).
 */
import { getTranslations } from 'next-intl/server';
import type { ColourClass } from '../scale';
import { MAP_EMPTY } from '../scale';

export interface MapRegion {
  key: string;
  d: string;
  fill: string;
  /** Absent: drawn as context only (a country outside the map's set), not a link. */
  href?: string;
  /** Hover text: the region and its count. */
  title: string;
  selected?: boolean;
  /** Draw a circle here too (a region too small to click). */
  marker?: { x: number; y: number; r: number };
}

/** The map; `label` names it for the figure around it. */
export function ChoroplethSvg({
  width,
  height,
  regions,
  testId,
}: {
  width: number;
  height: number;
  regions: readonly MapRegion[];
  testId?: string;
}) {
  // The selected region is drawn last so its outline is not hidden under its neighbours'.
  const ordered = [...regions.filter((r) => !r.selected), ...regions.filter((r) => r.selected)];
  return (
    <svg
      viewBox={`0 0 ${width} ${height}`}
      // One hover rule for every region (not a class on each of 81 paths: page weight).
      className="h-auto w-full [&_a:hover>path]:opacity-75"
      aria-hidden="true"
      focusable="false"
      data-testid={testId}
    >
      {ordered.map((r) => {
        const shape = (
          <>
            <title>{r.title}</title>
            {r.d ? (
              <path
                d={r.d}
                fill={r.fill}
                stroke={r.selected ? '#0f172a' : '#ffffff'}
                strokeWidth={r.selected ? 2 : 0.7}
                strokeLinejoin="round"
              />
            ) : null}
            {r.marker ? (
              <circle
                cx={r.marker.x}
                cy={r.marker.y}
                r={r.marker.r}
                fill={r.fill === MAP_EMPTY ? '#cbd5e1' : r.fill}
                stroke={r.selected ? '#0f172a' : '#334155'}
                strokeWidth={r.selected ? 2 : 0.8}
              />
            ) : null}
          </>
        );
        return r.href ? (
          <a key={r.key} href={r.href} tabIndex={-1} data-region={r.key}>
            {shape}
          </a>
        ) : (
          <g key={r.key}>{shape}</g>
        );
      })}
    </svg>
  );
}

/** The colour classes as a list of swatches with their ranges ("1 – 4", "50 or more"). */
export async function MapLegend({ classes }: { classes: readonly ColourClass[] }) {
  const t = await getTranslations('maps');
  const entries = [
    { colour: MAP_EMPTY, text: t('legendNone') },
    ...classes.map((c) => ({
      colour: c.colour,
      text:
        c.to === undefined
          ? t('legendOpen', { from: c.from })
          : c.to === c.from
            ? t('legendSingle', { from: c.from })
            : t('legendRange', { from: c.from, to: c.to }),
    })),
  ];
  return (
    <div className="mt-2">
      <h3 className="sr-only">{t('legend')}</h3>
      <ul className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-slate-700" data-testid="map-legend">
        {entries.map((e) => (
          <li key={e.colour} className="flex items-center gap-1.5">
            <span
              aria-hidden="true"
              className="inline-block h-3 w-5 rounded-sm border border-slate-300"
              style={{ backgroundColor: e.colour }}
            />
            {e.text}
          </li>
        ))}
      </ul>
    </div>
  );
}
