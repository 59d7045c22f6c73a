import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_LAUNCH } from './scripts/chromium';

/** End-to-end journeys in Debian's Chromium against a production build (scripts/e2e-server.mjs). */
export default defineConfig({
  testDir: 'tests/e2e',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  use: {
    baseURL: 'http://localhost:3100',
    // Recording a trace for every journey (to keep the failing ones) cost about a fifth of the
    // journeys' time (130 s against 108 s for 29 journeys); a failing journey's retry records one
    // (CI retries once; locally pass --trace=on).
    trace: 'on-first-retry',
    // Journeys start with the cookie choice made (issue 17 §2 banner), so the banner never sits
    // over what they click; a journey of the banner itself starts without it:
    // test.use({ storageState: { cookies: [], origins: [] } }) (tests/e2e/content-pages.spec.ts).
    storageState: {
      cookies: [
        {
          name: 'cookie_consent',
          value: 'necessary',
          domain: 'localhost',
          path: '/',
          expires: -1,
          httpOnly: false,
          secure: false,
          sameSite: 'Lax',
        },
      ],
      origins: [],
    },
    ...devices['Desktop Chrome'],
    launchOptions: CHROMIUM_LAUNCH,
  },
  webServer: {
    command: 'node scripts/e2e-server.mjs',
    url: 'http://localhost:3100/apiCommon/country/TopCountryList',
    // Seeding (~35 s) and `next build` with its type check (~5 min on a 2-core CI machine, and growing).
    timeout: 900_000,
    reuseExistingServer: !process.env.CI,
    stdout: 'pipe',
  },
});
