import {useLocation} from '@docusaurus/router';
import type {RouteConfig} from '@docusaurus/types';
import type {ComponentType, ReactNode} from 'react';
import {matchPath, type RouteProps} from 'react-router';

/** How many times the mocked doc root matched a route against the location, for tests to read. */
export const docRootPathMatches = {count: 0};

function matches(pathname: string, route: RouteConfig): boolean {
  docRootPathMatches.count++;
  return matchPath(pathname, route as unknown as RouteProps) !== null;
}

/**
 * theme-classic's doc root as it finds its doc (`useDocRootMetadata`): every route tried in turn
 * for the doc, then again by the `<Switch>` of `renderRoutes`, which renders the first that matches.
 */
export default function DocRoot({route}: {route: RouteConfig}): ReactNode {
  const {pathname} = useLocation();
  const routes = route.routes ?? [];
  if (!routes.some((doc) => matches(pathname, doc))) {
    return <p>Page not found</p>;
  }
  const doc = routes.find((candidate) => matches(pathname, candidate)) as RouteConfig;
  const Doc = doc.component as unknown as ComponentType<{route: RouteConfig}>;
  return <Doc route={doc} />;
}
