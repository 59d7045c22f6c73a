/**
 * Debian's Chromium as the journeys and the benchmarks launch it (never a downloaded browser):
 * the executable (`CHROMIUM_PATH`, default /usr/bin/chromium) and the flags of the developers'
 * guide. Shared by playwright.config.ts and scripts/bench-graph.ts.
 *
 * Chromium 156 opens two WebUI renderers of its address-bar popup (chrome://omnibox-popup) for
 * every window, headless too, and each browser context of a journey is a new window. Turning
 * those features off halved the browser's CPU time for fresh-context page loads on the CI
 * machine (decision 0028). Chromium honours only the last `--disable-features` switch, so ours
 * repeats Playwright's own list (read from playwright-core, which does not export it) and adds
 * these; if that list cannot be found, loading this file fails rather than silently dropping it.
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

/** Browser-UI features no journey sees: the address bar's WebUI popups. */
const OUR_DISABLED_FEATURES = ['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup', 'WebUIOmniboxFullPopup'];

/** Playwright's default `--disable-features` list, as playwright-core passes it to Chromium. */
function playwrightDisabledFeatures(): string[] {
  const root = path.dirname(createRequire(import.meta.url).resolve('playwright-core/package.json'));
  const bundle = fs.readFileSync(path.join(root, 'lib', 'coreBundle.js'), 'utf8');
  const list = /disabledFeatures = \[([\s\S]*?)\]\.filter\(Boolean\)/.exec(bundle)?.[1];
  const names = list
    ?.split('\n')
    .map((line) => /^\s*"([A-Za-z0-9]+)",?\s*$/.exec(line)?.[1])
    .filter((name): name is string => Boolean(name));
  if (!names?.length)
    throw new Error(
      "scripts/chromium.ts: Playwright's default --disable-features list was not found in playwright-core/lib/coreBundle.js; update how it is read.",
    );
  return names;
}

export const CHROMIUM_LAUNCH = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
    `--disable-features=${[...playwrightDisabledFeatures(), ...OUR_DISABLED_FEATURES].join(',')}`,
  ],
};
