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
] as const;

export type ConsumerBuild = (typeof CONSUMER_BUILDS)[number];

/** The first port; each build takes the next one. */
const FIRST_PORT = Number(process.env.HK_CONSUMER_PORT ?? 4301);

export function buildPort(build: ConsumerBuild): number {
  return FIRST_PORT + CONSUMER_BUILDS.indexOf(build);
}

/** Where a build is served, with a trailing slash: `http://127.0.0.1:4301/`. */
export function buildOrigin(build: ConsumerBuild): string {
  return `http://127.0.0.1:${buildPort(build)}/`;
}
