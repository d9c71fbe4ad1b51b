import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import {matchPath} from '@docusaurus/router';
import siteConfig from '@generated/docusaurus.config';
import routes from '@generated/routes';

type RouteConfig = {path?: string | string[]; exact?: boolean; routes?: RouteConfig[]};

/** Whether a route is registered for the path as it is, `.html` included (core then keeps it). */
function hasExactRoute(pathname: string, tree: RouteConfig[] = routes as RouteConfig[]): boolean {
  return tree.some(
    (route) =>
      (route.exact === true && matchPath(pathname, {path: route.path, exact: true}) !== null) ||
      (route.routes !== undefined && hasExactRoute(pathname, route.routes)),
  );
}

/** The route's own path for a file path: `/a/index.html` is `/a` (or `/a/`), `/a/b.html` is `/a/b`. */
function canonicalPath(pathname: string): string {
  const path = pathname.replace(/\/index\.html$/, '/').replace(/\.html$/, '');
  if (path.endsWith('/') && siteConfig.trailingSlash === false && path !== siteConfig.baseUrl) {
    return path.slice(0, -1);
  }
  return path;
}

/**
 * Static hosts such as GitHub Pages also serve a page under its file name (`/docs/intro.html`,
 * `/index.html`). Docusaurus routes such a URL to the page, but hydrating the page under it
 * renders the whole app twice (facebook/docusaurus#10053). So, before the app renders, the URL
 * is replaced with the page's own path, the one core's route matching strips the suffix to.
 */
if (ExecutionEnvironment.canUseDOM && siteConfig.future.experimental_router !== 'hash') {
  const {pathname, search, hash} = window.location;
  const canonical = canonicalPath(pathname);
  if (canonical !== pathname && !hasExactRoute(pathname)) {
    window.history.replaceState(window.history.state, '', `${canonical}${search}${hash}`);
  }
}
