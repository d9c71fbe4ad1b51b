/**
 * The consumer builds the browser tests open, each served on a port of its own at the root of
 * the host. tests/consumer/*.test.ts write them (BROWSER_BUILDS_DIR/<name>); the Playwright
 * config serves them and the specs reach them through `buildOrigin`.
 */
export const CONSUMER_BUILDS = [
  'newest',
  'search-off',
  'algolia',
  'cards-off',
  'trailing-slash',
  'i18n',
  'legacy-0x-oldest',
  'legacy-0x-newest',
  // The shapes matrix (tests/consumer/shapes.test.ts, fixtures/README.md): one build per site shape.
  'shape-classic-template',
  'shape-classic-template-no-browserslist',
  'shape-classic-template-docsearch',
  'shape-docs-only',
  'shape-blog-only',
  'shape-versioned',
  'shape-i18n',
  'shape-algolia',
  'shape-mermaid',
  'shape-future-v4',
  'shape-trailing-slash',
  'shape-multi-instance',
  'shape-custom-primary',
  // The Docusaurus 4.0 canary column (tests/consumer/canary.test.ts): the same builds as the
  // newest 3.x's, appended so that the ports of the builds above stay as they are.
  'canary',
  'canary-search-off',
  'canary-algolia',
  'canary-cards-off',
  'canary-trailing-slash',
  'canary-i18n',
  'legacy-0x-canary',
  // Appended later, for the same reason: the variant whose content injects scripts, in both columns.
  'hostile-content',
  'canary-hostile-content',
] as const;

export type ConsumerBuild = (typeof CONSUMER_BUILDS)[number];

/** The option variants of the base fixture site (fixture/variants/README.md), one build each per column. */
export const VARIANTS = ['search-off', 'algolia', 'cards-off', 'trailing-slash', 'i18n', 'hostile-content'] as const;
export type Variant = (typeof VARIANTS)[number];

/**
 * The builds of one column of the consumer matrix (support/column.ts): the base fixture site,
 * each option variant of it, and the site written for the 0.x theme.
 */
export type ColumnBuilds = {base: ConsumerBuild; variants: Record<Variant, ConsumerBuild>; legacy: ConsumerBuild};

/** The Playwright option of the specs a column's builds share (e2e/variants.spec.ts): which column's builds to open. */
export type ColumnOptions = {column: ColumnBuilds};

export const COLUMNS = {
  newest: {
    base: 'newest',
    variants: {
      'search-off': 'search-off',
      algolia: 'algolia',
      'cards-off': 'cards-off',
      'trailing-slash': 'trailing-slash',
      i18n: 'i18n',
      'hostile-content': 'hostile-content',
    },
    legacy: 'legacy-0x-newest',
  },
  canary: {
    base: 'canary',
    variants: {
      'search-off': 'canary-search-off',
      algolia: 'canary-algolia',
      'cards-off': 'canary-cards-off',
      'trailing-slash': 'canary-trailing-slash',
      i18n: 'canary-i18n',
      'hostile-content': 'canary-hostile-content',
    },
    legacy: 'legacy-0x-canary',
  },
} as const satisfies Record<string, ColumnBuilds>;

/** A build of the shapes matrix. */
export type ShapeBuild = Extract<ConsumerBuild, `shape-${string}`>;

export const SHAPE_BUILDS = CONSUMER_BUILDS.filter((build): build is ShapeBuild => build.startsWith('shape-'));

/**
 * The same site built without the theme (HK_WITHOUT_THEME=1), which e2e/crawl.spec.ts opens
 * beside the theme's build: BROWSER_BUILDS_DIR/<build>-stock. Each shape has one, and each
 * column one of its base site.
 */
export type StockBuild = `${ConsumerBuild}-stock`;

export function stockBuild<Build extends ConsumerBuild>(build: Build): `${Build}-stock` {
  return `${build}-stock`;
}

/** The builds that have a stock build: every shape, and the base site of each column. */
export const STOCK_OF = [...SHAPE_BUILDS, ...Object.values(COLUMNS).map((column) => column.base)] as ConsumerBuild[];

/** The Playwright option of e2e/crawl.spec.ts: the theme's build, and the stock build of the same site beside it. */
/**
 * The Playwright option of the crawl (e2e/crawl.spec.ts): the build to crawl and, where the site
 * builds without the theme, that stock build (the 0.x site has none: its pages use the theme's
 * components, so every error it logs counts).
 */
export type CrawlOptions = {crawl: {build: ConsumerBuild; stock?: StockBuild; stockURL?: string}};

/** The first port; each build takes the next one, and the stock builds the ones after them all. */
const FIRST_PORT = Number(process.env.HK_CONSUMER_PORT ?? 4301);

export function buildPort(build: ConsumerBuild | StockBuild): number {
  const stockOf = STOCK_OF.find((built) => stockBuild(built) === build);
  return stockOf
    ? FIRST_PORT + CONSUMER_BUILDS.length + STOCK_OF.indexOf(stockOf)
    : FIRST_PORT + CONSUMER_BUILDS.indexOf(build as ConsumerBuild);
}

/** Where a build is served, with a trailing slash: `http://127.0.0.1:4301/`. */
export function buildOrigin(build: ConsumerBuild | StockBuild): string {
  return `http://127.0.0.1:${buildPort(build)}/`;
}
