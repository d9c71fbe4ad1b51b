import type {RouteConfig} from '@docusaurus/types';
import {matchPath, type RouteProps} from 'react-router';
import {describe, expect, it} from 'vitest';
import {matchingDocRouteIndex, narrowedDocRoute} from '../../../src/client/docs/docRoute';

const doc = (path: string, extra: Partial<RouteConfig> = {}): RouteConfig =>
  ({path, component: 'Doc', exact: true, ...extra}) as RouteConfig;

/** What theme-classic's doc root finds: the first route react-router's `matchPath` matches. */
const firstMatch = (routes: RouteConfig[], pathname: string) =>
  routes.findIndex((route) => matchPath(pathname, route as unknown as RouteProps) !== null);

/** Route lists a docs plugin or a site could give a doc root, and locations to look each up at. */
const ROUTE_LISTS: Record<string, RouteConfig[]> = {
  docs: [doc('/docs/intro'), doc('/docs/guides/setup'), doc('/docs/guides/'), doc('/docs/')],
  'paths that differ by case or a trailing slash': [doc('/docs/A'), doc('/docs/a/'), doc('/docs/b//'), doc('/')],
  'a pattern first': [doc('/docs/:slug'), doc('/docs/intro')],
  'a pattern after the docs': [doc('/docs/intro'), doc('/docs/*'), doc('/docs/other')],
  'routes matched otherwise': [
    doc('/docs/intro', {exact: false}),
    doc('/docs/strict/', {strict: true}),
    doc('/docs/Sensitive', {sensitive: true}),
    doc('/docs/plain'),
  ],
  'a route without a path': [doc('/docs/intro'), {component: 'Any'} as RouteConfig, doc('/docs/later')],
  'paths in other scripts': [doc('/docs/café'), doc('/docs/日本語'), doc('/docs/cafe')],
  'regular-expression characters in a literal path': [doc('/docs/v1.2'), doc('/docs/a|b'), doc('/docs/[x]')],
};

const LOCATIONS = [
  '/',
  '',
  '/docs',
  '/docs/',
  '/docs//',
  '/docs/intro',
  '/docs/intro/',
  '/docs/INTRO',
  '/docs/intro//',
  '/docs/intro/more',
  '/docs/guides',
  '/docs/guides/',
  '/docs/guides/setup',
  '/docs/a',
  '/docs/A/',
  '/docs/b',
  '/docs/b/',
  '/docs/b//',
  '/docs/strict',
  '/docs/strict/',
  '/docs/sensitive',
  '/docs/Sensitive',
  '/docs/plain',
  '/docs/later',
  '/docs/other',
  '/docs/café',
  '/docs/CAFÉ',
  '/docs/cafe',
  '/docs/caf%C3%A9',
  '/docs/日本語',
  '/docs/v1.2',
  '/docs/v1x2',
  '/docs/a|b',
  '/docs/[x]',
  '/docs/missing',
];

describe('matchingDocRouteIndex', () => {
  describe.each(Object.entries(ROUTE_LISTS))('with %s', (_name, routes) => {
    it.each(LOCATIONS)('agrees with matchPath at "%s" whenever it answers', (pathname) => {
      const found = matchingDocRouteIndex(routes, pathname);
      const expected = firstMatch(routes, pathname);
      if (found !== undefined) {
        expect(found).toBe(expected);
      }
    });
  });

  it('answers for every doc of a docs plugin, whatever the case and trailing slash of the location', () => {
    const routes = Array.from({length: 50}, (_, index) => doc(`/docs/Page-${index}`));
    for (const [index] of routes.entries()) {
      for (const pathname of [`/docs/Page-${index}`, `/docs/page-${index}/`, `/DOCS/PAGE-${index}`]) {
        expect(matchingDocRouteIndex(routes, pathname)).toBe(index);
      }
    }
  });

  it('leaves a location with other than ASCII characters, and one behind a pattern, to matchPath', () => {
    expect(matchingDocRouteIndex(ROUTE_LISTS['paths in other scripts'] as RouteConfig[], '/docs/café')).toBeUndefined();
    expect(matchingDocRouteIndex(ROUTE_LISTS['a pattern first'] as RouteConfig[], '/docs/intro')).toBeUndefined();
  });
});

describe('narrowedDocRoute', () => {
  const root = {path: '/docs', component: 'DocRoot', routes: [doc('/docs/a'), doc('/docs/b'), doc('/docs/c')]};

  it('holds the doc at the location alone, under the key renderRoutes gave it among all the docs', () => {
    const narrowed = narrowedDocRoute(root, '/docs/b');
    expect(narrowed).toEqual({...root, routes: [{...doc('/docs/b'), key: '1'}]});
    expect(narrowedDocRoute(root, '/docs/B/')).toEqual(narrowed);
  });

  it("keeps a route's own key", () => {
    const keyed = {...root, routes: [doc('/docs/a'), doc('/docs/b', {key: 'b-doc'})]};
    expect(narrowedDocRoute(keyed, '/docs/b').routes?.[0]?.key).toBe('b-doc');
  });

  it('returns the route itself where it cannot tell the doc, or no doc is there', () => {
    expect(narrowedDocRoute(root, '/docs/missing')).toBe(root);
    expect(narrowedDocRoute(root, '/docs/ä')).toBe(root);
    const withoutRoutes = {path: '/docs', component: 'DocRoot'};
    expect(narrowedDocRoute(withoutRoutes, '/docs')).toBe(withoutRoutes);
  });
});
