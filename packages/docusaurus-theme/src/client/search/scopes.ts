import useGlobalData from '@docusaurus/useGlobalData';
import {useCurrentPathname} from './navigation';

/**
 * What a search can be narrowed to, as the search step tags every page (server/search): its
 * part of the site (`scope`: "Documentation", "Blog", or another instance's id) and its docs
 * version. An absent key searches them all.
 */
export type SearchScope = {scope?: string; version?: string};

/** The values of each filter that the index holds, in the order shown. */
export type AvailableScopes = {scope: string[]; version: string[]};

export const NO_SCOPES: AvailableScopes = {scope: [], version: []};

/** Pagefind's search options for a scope: only the filters set. */
export function pagefindFilters(scope: SearchScope): {filters?: Record<string, string>} {
  const filters = Object.fromEntries(Object.entries(scope).filter(([, value]) => value)) as Record<string, string>;
  return Object.keys(filters).length > 0 ? {filters} : {};
}

/** A key for a scope, the same for the same filters. */
export const scopeKey = (scope: SearchScope) => `${scope.scope ?? ''}\u0000${scope.version ?? ''}`;

type DocsVersionData = {label?: string; path?: string};
type DocsInstanceData = {path?: string; versions?: DocsVersionData[]};

/**
 * The label of the docs version the reader is in ("1.0", "Next"), read from the docs plugin's
 * global data by the longest version path the current page's path starts with; undefined
 * outside the docs, or on a site whose docs have one version.
 */
export function useCurrentDocsVersion(): string | undefined {
  const pathname = useCurrentPathname();
  const instances = useGlobalData()['docusaurus-plugin-content-docs'] as Record<string, DocsInstanceData> | undefined;
  let best: DocsVersionData | undefined;
  for (const instance of Object.values(instances ?? {})) {
    const versions = instance.versions ?? [];
    if (versions.length < 2) {
      continue;
    }
    for (const version of versions) {
      const path = version.path?.replace(/\/?$/, '/') ?? '';
      if (`${pathname.replace(/\/?$/, '/')}`.startsWith(path) && path.length > (best?.path?.length ?? -1)) {
        best = {...version, path};
      }
    }
  }
  return best?.label;
}
