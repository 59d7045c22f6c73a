/**
 * The shapes the ecosystem maps draw (issue 18 §1), projected on the server into SVG path
 * strings so the first view is plain SVG in the HTML: no tile server, no third-party request, no
 * JavaScript needed.
 *
 * - {@link provinceShapes}: Türkiye's 81 provinces (./data/turkey-provinces.topo.json, built from
 *   OpenStreetMap data by scripts/maps/build-province-topology.ts; ODbL 1.0, "© OpenStreetMap
 *   contributors"), Mercator fitted to a 960 × 430 box.
 * - {@link europeShapes}: the countries of Europe (Natural Earth 1:50m via world-atlas, public
 *   domain; 20 % of the points kept by topojson-simplify), Lambert azimuthal equal-area centred
 *   on 12° E 53° N and clipped to an 800 × 700 box; countries too small to click (Malta,
 *   Luxembourg…) also get a marker circle.
 *
 * Pure computation of fixed data, done once per process (the result never changes while the
 * process runs, so it is not shared state). Path coordinates are SVG user units, 1 decimal.
 */
import { geoAzimuthalEqualArea, geoCentroid, geoMercator, geoPath, type GeoPermissibleObjects } from 'd3-geo';
import { feature } from 'topojson-client';
import { presimplify, quantile, simplify } from 'topojson-simplify';
import type { Feature, FeatureCollection, Geometry } from 'geojson';
import type { GeometryCollection, Topology } from 'topojson-specification';
import provincesTopology from './data/turkey-provinces.topo.json';
import worldTopology from 'world-atlas/countries-50m.json';

/** One drawn province: `name` as in ref_cities (Turkish), `code` its plate code ('01'–'81'). */
export interface ProvinceShape {
  name: string;
  code: string;
  /** SVG path data. */
  d: string;
  /** Where its label or marker goes, [x, y]. */
  centroid: [number, number];
}

/** One drawn country: `id` the ISO 3166-1 numeric code (Kosovo 983, as ref_countries; 0 for none). */
export interface CountryShape {
  id: number;
  name: string;
  d: string;
  centroid: [number, number];
  /** Set for countries too small to click on their shape: draw a circle of this radius there. */
  markerRadius?: number;
}

export interface MapShapes<T> {
  width: number;
  height: number;
  shapes: T[];
}

type Shapes = { provinces?: MapShapes<ProvinceShape>; europe?: MapShapes<CountryShape> };
const memo: Shapes = {};

const round = ([x, y]: [number, number]): [number, number] => [
  Math.round(x * 10) / 10,
  Math.round(y * 10) / 10,
];

/** Türkiye's provinces projected into a 960 × 430 box (memoized). */
export function provinceShapes(): MapShapes<ProvinceShape> {
  if (memo.provinces) return memo.provinces;
  const topo = provincesTopology as unknown as Topology<{ provinces: GeometryCollection<{ name: string }> }>;
  const collection = feature(topo, topo.objects.provinces) as FeatureCollection<Geometry, { name: string }>;
  const width = 960;
  const height = 430;
  const projection = geoMercator().fitExtent(
    [
      [4, 4],
      [width - 4, height - 4],
    ],
    collection,
  );
  const path = geoPath(projection).digits(1);
  memo.provinces = {
    width,
    height,
    shapes: collection.features.map((f) => ({
      name: f.properties.name,
      code: String(f.id),
      d: path(f) ?? '',
      centroid: round(path.centroid(f)),
    })),
  };
  return memo.provinces;
}

/** The area the Europe map shows, as points its projection is fitted to (lon, lat). */
const EUROPE_FRAME: GeoPermissibleObjects = {
  type: 'MultiPoint',
  coordinates: [
    [-24, 35],
    [44, 35],
    [-10, 71],
    [40, 71],
    [-24, 63],
    [44, 58],
  ],
};
/** Kosovo has no numeric code in Natural Earth; ref_countries uses 983. */
const ID_BY_NAME: Record<string, number> = { Kosovo: 983 };
/** Shapes smaller than this (square user units) get a marker circle. */
const SMALL_AREA = 40;

/** The countries of Europe projected into an 800 × 700 box (memoized). */
export function europeShapes(): MapShapes<CountryShape> {
  if (memo.europe) return memo.europe;
  type Countries = { countries: GeometryCollection<{ name: string }> };
  const full = presimplify(worldTopology as unknown as Topology<Countries>);
  const light = simplify(full, quantile(full, 0.2)) as Topology<Countries>;
  const detailed = feature(full, full.objects.countries) as FeatureCollection<Geometry, { name: string }>;
  const simple = feature(light, light.objects.countries) as FeatureCollection<Geometry, { name: string }>;
  const width = 800;
  const height = 700;
  const projection = geoAzimuthalEqualArea()
    .rotate([-12, -53])
    .fitExtent(
      [
        [0, 0],
        [width, height],
      ],
      EUROPE_FRAME,
    )
    .clipExtent([
      [0, 0],
      [width, height],
    ]);
  const path = geoPath(projection).digits(1);
  const shapes: CountryShape[] = [];
  simple.features.forEach((f: Feature<Geometry, { name: string }>, i) => {
    // 0: a shape without a code (Northern Cyprus), drawn for context only.
    const id = f.id !== undefined ? Number(f.id) : (ID_BY_NAME[f.properties.name] ?? 0);
    const whole = detailed.features[i]!;
    const centre = projection(geoCentroid(whole));
    if (!centre || centre[0] < 0 || centre[0] > width || centre[1] < 0 || centre[1] > height) {
      // Outside the frame (a border strip of Russia or Africa may still show): drawn, not centred.
      const d = path(f);
      if (d) shapes.push({ id, name: f.properties.name, d, centroid: [-1, -1] });
      return;
    }
    const d = path(f) ?? '';
    const area = d ? path.area(f) : 0;
    shapes.push({
      id,
      name: f.properties.name,
      d,
      centroid: round(centre),
      markerRadius: area < SMALL_AREA ? 5 : undefined,
    });
  });
  memo.europe = { width, height, shapes };
  return memo.europe;
}
