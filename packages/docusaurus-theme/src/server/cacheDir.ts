import {existsSync} from 'node:fs';
import path from 'node:path';

/** The theme's caches live under this folder of `node_modules`, where CI caches (and `docusaurus clear`) expect them. */
export const THEME_CACHE_PATH = path.join('.cache', 'hoverkraft-docusaurus-theme');

/**
 * Where the theme keeps `name` between builds: `node_modules/.cache/hoverkraft-docusaurus-theme/
 * <name>/` in the nearest folder above the site that has a `node_modules` (the site's own, or
 * the monorepo root's), else under the site's `.docusaurus` folder.
 */
export function themeCacheDir(siteDir: string, name: string): string {
  for (let dir = path.resolve(siteDir); ; dir = path.dirname(dir)) {
    if (existsSync(path.join(dir, 'node_modules'))) {
      return path.join(dir, 'node_modules', THEME_CACHE_PATH, name);
    }
    if (path.dirname(dir) === dir) {
      return path.join(siteDir, '.docusaurus', 'hoverkraft-docusaurus-theme', name);
    }
  }
}
