import type {Feature} from '../site/feature';
import {PREFETCH_CLIENT_MODULE} from '../site/packageFiles';
import {docusaurusCoreVersion, usesIdlePrefetch} from './coreVersion';

/**
 * The idle, de-duplicated route prefetch (client/prefetch.ts) in place of core's, on the core
 * versions it was checked against; none on any other (coreVersion.ts).
 */
export function prefetchFeature(siteDir: string): Feature {
  const idlePrefetch = usesIdlePrefetch(docusaurusCoreVersion(siteDir));
  return {name: 'prefetch', clientModules: () => (idlePrefetch ? [PREFETCH_CLIENT_MODULE] : [])};
}
