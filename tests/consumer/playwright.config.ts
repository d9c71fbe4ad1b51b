import {existsSync} from 'node:fs';
import path from 'node:path';
import {defineConfig} from '@playwright/test';
import {RUNNER_SETTINGS, reportTo, serveBuild} from '../../playwright.config';
import {buildOrigin, buildPort, CONSUMER_BUILDS} from './builds';
import {BROWSER_BUILDS_DIR} from './support/consumerSite';

/**
 * Browser tests of the consumer builds: the packed theme in fresh sites, on the oldest and the
 * newest Docusaurus, once per option variant. `npx vitest run --project consumer` writes the
 * builds; a build that is missing fails its tests with a message saying so.
 */
const repo = path.resolve(__dirname, '../..');
const builtNow = CONSUMER_BUILDS.filter((build) => existsSync(path.join(BROWSER_BUILDS_DIR, build, 'index.html')));

export default defineConfig(RUNNER_SETTINGS, {
  testDir: 'e2e',
  reporter: reportTo(path.join(repo, 'test-results/consumer-e2e-report.json')),
  outputDir: path.join(repo, 'test-results/consumer'),
  use: {viewport: {width: 1280, height: 800}},
  projects: [
    {name: 'variants', testMatch: 'variants.spec.ts'},
    ...(['legacy-0x-oldest', 'legacy-0x-newest'] as const).map((build) => ({
      name: build,
      testMatch: 'legacy-0x.spec.ts',
      use: {baseURL: buildOrigin(build)},
    })),
  ],
  webServer: builtNow.map((build) =>
    serveBuild({port: buildPort(build), dir: path.join(BROWSER_BUILDS_DIR, build), url: buildOrigin(build), base: '/'}),
  ),
});
