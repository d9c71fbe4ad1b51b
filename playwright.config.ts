import {defineConfig, type PlaywrightTestConfig} from '@playwright/test';
import {SITE_DIR} from './e2e/support/site';
import {CHROMIUM_ARGS, CHROMIUM_PATH} from './scripts/env/chromium.mjs';
import {BASE_URL} from './website/siteConstants';

/** The port the tests serve the production build on, away from `npm start`'s 3000. */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 4173);
export const SITE_ORIGIN = `http://localhost:${E2E_PORT}`;
/** The same build, served with the Content-Security-Policy the theme writes (e2e/csp.spec.ts). */
export const CSP_PORT = E2E_PORT + 1;
export const CSP_ORIGIN = `http://localhost:${CSP_PORT}`;

/**
 * How every browser-test run goes, this site's and the consumer builds' (tests/consumer): the
 * same workers, time limits, retries and browser. Each config adds its tests, report and servers
 * with `defineConfig(RUNNER_SETTINGS, {...})`, which merges `use` and `expect`.
 */
export const RUNNER_SETTINGS: PlaywrightTestConfig = {
  fullyParallel: true,
  workers: 2,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  timeout: 30_000,
  expect: {timeout: 10_000},
  use: {
    launchOptions: {executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS},
    trace: 'retain-on-failure',
  },
};

/** Tests listed as they run, and the results as JSON in `outputFile`. */
export function reportTo(outputFile: string): PlaywrightTestConfig['reporter'] {
  return [['list'], ['json', {outputFile}]];
}

/** A build served as a static host serves it (scripts/site/serve.mjs), under `base` when given. */
export function serveBuild({
  port,
  dir,
  url,
  base,
  csp = false,
}: {
  port: number;
  dir: string;
  url: string;
  base?: string;
  /** Send the Content-Security-Policy the theme wrote into the build with every response. */
  csp?: boolean;
}) {
  return {
    command: `node scripts/site/serve.mjs --port ${port} --host 127.0.0.1${base ? ` --base ${base}` : ''} --dir ${dir}${csp ? ' --csp' : ''}`,
    cwd: __dirname,
    url,
    reuseExistingServer: !process.env.CI,
    timeout: 30_000,
  };
}

export default defineConfig(RUNNER_SETTINGS, {
  testDir: 'e2e',
  reporter: reportTo('test-results/e2e-report.json'),
  use: {baseURL: `${SITE_ORIGIN}${BASE_URL}`},
  projects: [
    // Every test runs on desktop; tests tagged @mobile also run at phone width.
    {name: 'desktop', use: {viewport: {width: 1280, height: 800}}},
    {name: 'mobile', grep: /@mobile/, use: {viewport: {width: 390, height: 844}, hasTouch: true}},
  ],
  webServer: [
    serveBuild({port: E2E_PORT, dir: SITE_DIR, url: `${SITE_ORIGIN}${BASE_URL}`}),
    serveBuild({port: CSP_PORT, dir: SITE_DIR, url: `${CSP_ORIGIN}${BASE_URL}`, csp: true}),
  ],
});
