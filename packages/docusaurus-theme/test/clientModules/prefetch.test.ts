import {afterEach, beforeEach, describe, expect, it, vi} from 'vitest';

// Two docs under one docs layout, as plugin-content-docs nests them, and a page of their own.
vi.mock('@generated/routes', () => ({
  default: [
    {path: '/blog', exact: true},
    {
      path: '/docs',
      routes: [
        {
          path: '/docs',
          routes: [
            {path: '/docs/intro', exact: true},
            {path: '/docs/install', exact: true},
          ],
        },
      ],
    },
  ],
}));
vi.mock('@generated/routesChunkNames', () => ({
  default: {
    '/blog-a1b': {__comp: 'blog', __props: 'blogProps'},
    '/docs-c2d': {__comp: 'docsRoot'},
    '/docs-e3f': {__comp: 'docsVersion', __props: 'version'},
    '/docs/intro-123': {__comp: 'docItem', content: 'intro'},
    '/docs/install-456': {__comp: 'docItem', content: 'install', nested: {sidebar: ['side']}},
  },
}));
vi.mock('@docusaurus/router', async () => {
  const {matchPath} = await import('react-router');
  return {matchPath};
});

interface Docusaurus {
  prefetch: (path: string) => unknown;
  preload: (path: string) => unknown;
}
const win = window as unknown as {docusaurus?: Docusaurus};
const runtime = globalThis as unknown as {__webpack_require__?: {gca?: (name: string) => string | undefined}};

const prefetchLinks = () =>
  [...document.head.querySelectorAll('link[rel="prefetch"]')].map((link) => link.getAttribute('href'));

async function freshModule() {
  vi.resetModules();
  return import('../../src/clientModules/prefetch');
}

let core: {prefetch: ReturnType<typeof vi.fn>; preload: ReturnType<typeof vi.fn>};

beforeEach(() => {
  vi.useFakeTimers();
  document.head.innerHTML = '';
  core = {prefetch: vi.fn(() => Promise.resolve()), preload: vi.fn(() => Promise.resolve())};
  win.docusaurus = Object.freeze({...core});
  runtime.__webpack_require__ = {gca: (name) => (name === 'docsRoot' ? 'undefined.js' : `/assets/js/${name}.js`)};
});

afterEach(() => {
  vi.useRealTimers();
  delete runtime.__webpack_require__;
});

describe('the idle, de-duplicated route prefetch', () => {
  it("appends each chunk of the routes in view once, after the observer's task, not in it", async () => {
    const {default: clientModule} = await freshModule();
    clientModule.onRouteDidUpdate?.({location: {} as never, previousLocation: null});
    const docusaurus = win.docusaurus as Docusaurus;
    expect(docusaurus).not.toBe(core);
    expect(Object.isFrozen(docusaurus)).toBe(true);

    docusaurus.prefetch('/docs/intro');
    docusaurus.prefetch('/docs/install');
    expect(docusaurus.prefetch('/docs/intro'), 'a route already asked for').toBe(false);
    expect(prefetchLinks(), 'nothing in the calling task').toEqual([]);

    await vi.runAllTimersAsync();
    // The docs version layout and the doc item component are shared: requested once each. The
    // root layout's chunk has no URL of its own (merged by the bundler), as core skips it.
    expect(prefetchLinks()).toEqual([
      '/assets/js/docsVersion.js',
      '/assets/js/version.js',
      '/assets/js/docItem.js',
      '/assets/js/intro.js',
      '/assets/js/install.js',
      '/assets/js/side.js',
    ]);
    expect(core.prefetch).not.toHaveBeenCalled();
  });

  it("preloads through core's preload, and does not prefetch a route preloaded on hover", async () => {
    const {default: clientModule} = await freshModule();
    clientModule.onRouteDidUpdate?.({location: {} as never, previousLocation: null});
    const docusaurus = win.docusaurus as Docusaurus;
    docusaurus.preload('/blog');
    expect(core.preload).toHaveBeenCalledWith('/blog');
    expect(docusaurus.prefetch('/blog')).toBe(false);
    await vi.runAllTimersAsync();
    expect(prefetchLinks()).toEqual([]);
  });

  it("leaves core's prefetch in place when the bundler runtime lacks the chunk-URL helper", async () => {
    delete runtime.__webpack_require__;
    const before = win.docusaurus;
    const {installPrefetch} = await freshModule();
    expect(installPrefetch()).toBe(false);
    expect(win.docusaurus).toBe(before);
  });

  it('installs once', async () => {
    const {installPrefetch} = await freshModule();
    expect(installPrefetch()).toBe(true);
    const installed = win.docusaurus;
    expect(installPrefetch()).toBe(false);
    expect(win.docusaurus).toBe(installed);
  });
});
