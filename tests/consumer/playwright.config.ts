import {existsSync} from 'node:fs';
import path from 'node:path';
import {defineConfig} from '@playwright/test';
import {RUNNER_SETTINGS, reportTo, serveBuild} from '../../playwright.config';
import {
  buildOrigin,
  buildPort,
  COLUMNS,
  CONSUMER_BUILDS,
  type ColumnOptions,
  type CrawlOptions,
  SHAPE_BUILDS,
  type ShapeBuild,
  STOCK_OF,
  stockBuild,
} from './builds';
import {BROWSER_BUILDS_DIR} from './support/consumerSite';

/**
 * Browser tests of the consumer builds: the packed theme in fresh sites, on the oldest and the
 * newest Docusaurus and the 4.0 canary, once per option variant. `npx vitest run --project
 * consumer` writes the builds; a build that is missing fails its tests with a message saying so.
 */
const repo = path.resolve(__dirname, '../..');
const builtNow = [...CONSUMER_BUILDS, ...STOCK_OF.map(stockBuild)].filter((build) =>
  existsSync(path.join(BROWSER_BUILDS_DIR, build, 'index.html')),
);

/** The spec of each build of the shapes matrix (e2e/shapes/<spec>.spec.ts): the classic-template builds share one. */
const shapeSpec = (build: ShapeBuild) =>
  build.replace(/^shape-/, '').replace(/^classic-template-(no-browserslist|docsearch)$/, 'classic-template');

export default defineConfig<ColumnOptions & CrawlOptions>(RUNNER_SETTINGS, {
  testDir: 'e2e',
  reporter: reportTo(path.join(repo, 'test-results/consumer-e2e-report.json')),
  outputDir: path.join(repo, 'test-results/consumer'),
  use: {viewport: {width: 1280, height: 800}},
  projects: [
    // The option variants of each column that builds them (support/column.ts), one project each.
    {name: 'variants', testMatch: 'variants.spec.ts', use: {column: COLUMNS.newest}},
    {name: 'variants-canary', testMatch: 'variants.spec.ts', use: {column: COLUMNS.canary}},
    ...(['legacy-0x-oldest', 'legacy-0x-newest', 'legacy-0x-canary'] as const).map((build) => ({
      name: build,
      testMatch: 'legacy-0x.spec.ts',
      use: {baseURL: buildOrigin(build)},
    })),
    // The shapes matrix (fixtures/README.md): one project per build, named after it.
    ...SHAPE_BUILDS.map((build) => ({
      name: build,
      testMatch: `**/shapes/${shapeSpec(build)}.spec.ts`,
      use: {baseURL: buildOrigin(build)},
    })),
    // The crawl of each shape build beside the same site built without the theme, and of each
    // column's base site and option variants beside its base site without the theme
    // (e2e/crawl.spec.ts).
    ...[
      ...SHAPE_BUILDS.map((build) => [build, build] as const),
      ...Object.values(COLUMNS).flatMap((column) =>
        [column.base, ...Object.values(column.variants)].map((build) => [build, column.base] as const),
      ),
    ].map(([build, stockOf]) => ({
      name: `crawl-${build}`,
      testMatch: 'crawl.spec.ts',
      use: {
        baseURL: buildOrigin(build),
        crawl: {build, stock: stockBuild(stockOf), stockURL: buildOrigin(stockBuild(stockOf))},
      },
    })),
    // The 0.x site cannot build without the theme (its pages use the theme's components): its
    // crawl allows no crash and no error at all.
    ...(['legacy-0x-oldest', 'legacy-0x-newest', 'legacy-0x-canary'] as const).map((build) => ({
      name: `crawl-${build}`,
      testMatch: 'crawl.spec.ts',
      use: {baseURL: buildOrigin(build), crawl: {build}},
    })),
  ],
  webServer: builtNow.map((build) =>
    serveBuild({port: buildPort(build), dir: path.join(BROWSER_BUILDS_DIR, build), url: buildOrigin(build), base: '/'}),
  ),
});
