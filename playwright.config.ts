import {defineConfig} from '@playwright/test';
import {SITE_DIR} from './e2e/support/site';
import {BASE_URL} from './website/siteConstants';

/** The port the tests serve the production build on, away from `npm start`'s 3000. */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 4173);
export const SITE_ORIGIN = `http://localhost:${E2E_PORT}`;

/** Flags for Debian's Chromium on a machine with no network but loopback and no GPU. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
];

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: true,
  workers: 2,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  timeout: 30_000,
  expect: {timeout: 10_000},
  reporter: [['list'], ['json', {outputFile: 'test-results/e2e-report.json'}]],
  use: {
    baseURL: `${SITE_ORIGIN}${BASE_URL}`,
    launchOptions: {executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS},
    trace: 'retain-on-failure',
  },
  projects: [
    // Every test runs on desktop; tests tagged @mobile also run at phone width.
    {name: 'desktop', use: {viewport: {width: 1280, height: 800}}},
    {name: 'mobile', grep: /@mobile/, use: {viewport: {width: 390, height: 844}, hasTouch: true}},
  ],
  webServer: {
    command: `node scripts/serve.mjs --port ${E2E_PORT} --host 127.0.0.1 --dir ${SITE_DIR}`,
    url: `${SITE_ORIGIN}${BASE_URL}`,
    reuseExistingServer: !process.env.CI,
    timeout: 30_000,
  },
});
