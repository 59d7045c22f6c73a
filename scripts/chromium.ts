/**
 * Debian's Chromium as the journeys and the benchmarks launch it (never a downloaded browser):
 * the executable (`CHROMIUM_PATH`, default /usr/bin/chromium) and the flags of the developers'
 * guide. Shared by playwright.config.ts and scripts/bench-graph.ts.
 */
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
  ],
};
