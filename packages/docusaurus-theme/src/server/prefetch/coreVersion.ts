import {readFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';

/**
 * Docusaurus core versions whose client prefetch (lib/client/docusaurus.js, prefetch.js and
 * flat.js, identical in all of them) client/prefetch.ts was checked against. On any
 * other version the theme leaves core's prefetch alone.
 */
export const PREFETCH_FIX_VERSIONS = ['3.9.0', '3.9.1', '3.9.2', '3.10.0', '3.10.1', '3.10.2'];

/** The version of the @docusaurus/core the site in `siteDir` builds with, if it can be found. */
export function docusaurusCoreVersion(siteDir: string): string | undefined {
  for (const from of [path.join(siteDir, 'package.json'), __filename]) {
    try {
      const manifest = createRequire(from).resolve('@docusaurus/core/package.json');
      return (JSON.parse(readFileSync(manifest, 'utf8')) as {version?: string}).version;
    } catch {
      // Not resolvable from there: try the next place.
    }
  }
  return undefined;
}

/** Whether the theme replaces core's prefetch with its idle, de-duplicated one. */
export function usesIdlePrefetch(coreVersion: string | undefined): boolean {
  return coreVersion !== undefined && PREFETCH_FIX_VERSIONS.includes(coreVersion);
}
