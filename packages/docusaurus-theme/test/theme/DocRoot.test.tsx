import type {RouteConfig} from '@docusaurus/types';
import {render, screen} from '@testing-library/react';
import type {Props} from '@theme/DocRoot';
import {afterEach, beforeEach, describe, expect, it, vi} from 'vitest';
import DocRoot from '../../src/theme/DocRoot';
import {mockSite} from '../mocks/site';
import {docRootPathMatches} from '../mocks/theme/DocRoot';

const DOCS = 1000;

function Doc({route}: {route: RouteConfig}) {
  return <h1>{`Doc at ${route.path}, key ${String(route.key)}`}</h1>;
}

const docRoot = {
  path: '/docs',
  component: 'DocRoot',
  routes: Array.from({length: DOCS}, (_, index) => ({
    path: `/docs/page-${index}`,
    component: Doc as unknown as string,
    exact: true,
  })),
} as RouteConfig;

describe('@theme/DocRoot', () => {
  beforeEach(() => {
    docRootPathMatches.count = 0;
  });

  it('renders the doc at the location after trying one route, not every doc of the version', () => {
    mockSite.location = {pathname: '/docs/page-900/', search: '', hash: ''};
    render(<DocRoot {...({route: docRoot} as unknown as Props)} />);
    // The key is the one theme-classic's renderRoutes gives the doc among all the docs.
    expect(screen.getByRole('heading')).toHaveTextContent('Doc at /docs/page-900, key 900');
    expect(docRootPathMatches.count).toBe(2);
  });

  it('leaves a location no doc has to theme-classic, which shows its not-found content', () => {
    mockSite.location = {pathname: '/docs/missing', search: '', hash: ''};
    render(<DocRoot {...({route: docRoot} as unknown as Props)} />);
    expect(screen.getByText('Page not found')).toBeInTheDocument();
    expect(docRootPathMatches.count).toBe(DOCS);
  });

  it("leaves the route as it is in the browser's bundle, which renders one page at a time", () => {
    vi.stubEnv('HOVERKRAFT_BUNDLE', 'client');
    mockSite.location = {pathname: '/docs/page-900', search: '', hash: ''};
    render(<DocRoot {...({route: docRoot} as unknown as Props)} />);
    expect(screen.getByRole('heading')).toHaveTextContent('Doc at /docs/page-900, key undefined');
    expect(docRootPathMatches.count).toBe(2 * 901);
  });

  afterEach(() => {
    vi.unstubAllEnvs();
  });
});
