import {defineConfig} from '@playwright/test';

/**
 * Browser checks of the consumer fixtures (tests/consumer/fixtures/<name>), one project per
 * fixture. Nothing is served from here: whoever runs the specs builds each fixture with the
 * packed theme, serves it, and passes its origin in HK_FIXTURE_ORIGIN_<NAME> (the fixture name in
 * upper case, dashes as underscores). The specs use relative URLs only, so a fixture can be
 * served at any origin.
 */
const FIXTURES = ['legacy-0x'] as const;
const DEFAULT_ORIGIN = 'http://127.0.0.1:4210/';

/** Flags for Debian's Chromium on a machine with no network but loopback and no GPU. */
const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
];

/** HK_FIXTURE_ORIGIN_LEGACY_0X for legacy-0x, with the trailing slash relative URLs need. */
export function fixtureOrigin(name: string): string {
  const variable = `HK_FIXTURE_ORIGIN_${name.toUpperCase().replaceAll('-', '_')}`;
  const origin = process.env[variable] ?? DEFAULT_ORIGIN;
  return origin.endsWith('/') ? origin : `${origin}/`;
}

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: true,
  workers: 2,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  timeout: 60_000,
  expect: {timeout: 10_000},
  reporter: [['list']],
  outputDir: '../../test-results/consumer-e2e',
  use: {
    launchOptions: {executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS},
    viewport: {width: 1280, height: 800},
    trace: 'retain-on-failure',
  },
  projects: FIXTURES.map((name) => ({
    name,
    testMatch: `${name}.spec.ts`,
    use: {baseURL: fixtureOrigin(name)},
  })),
});
