import {
  type GlobalDoc,
  type GlobalSidebar,
  type GlobalVersion,
  useActiveVersion,
  useDocsPreferredVersion,
  useLatestVersion,
} from '@docusaurus/plugin-content-docs/client';
import {matchPath, useLocation} from '@docusaurus/router';
import {useMemo} from 'react';
import {matchingDocRouteIndex} from './docRoute';

/**
 * The navbar's doc items, as the docs plugin's hooks would give them, without trying every doc
 * of the version with `matchPath` on each render. `useActiveDocContext` does that to find the
 * doc at the location, and theme-classic's "doc" and "docSidebar" navbar items call it twice
 * each (once more through `useDocsVersionCandidates`), on every page: the navbar's share of the
 * N² path matches that rendering the pages of an N-doc site costs (docRoute.ts). Only the build
 * calls these (the navbar items render theme-classic's in the browser), so that the browser's
 * bundle leaves them out.
 */

/** The doc of `version` at `pathname`: the first whose path `matchPath` matches exactly, as `useActiveDocContext` finds it. */
export function docAt(version: GlobalVersion | undefined, pathname: string): GlobalDoc | undefined {
  const docs = version?.docs ?? [];
  const index =
    matchingDocRouteIndex(docs, pathname, 'docs') ??
    docs.findIndex((doc) => matchPath(pathname, {path: doc.path, exact: true, strict: false}) !== null);
  return docs[index];
}

/** The doc at the current location, in the docs plugin instance `docsPluginId`: `useActiveDocContext(docsPluginId).activeDoc`. */
export function useActiveDoc(docsPluginId?: string): GlobalDoc | undefined {
  const version = useActiveVersion(docsPluginId);
  const {pathname} = useLocation();
  return docAt(version, pathname);
}

/**
 * The versions a navbar item links into, best first: the one at the location, the one the
 * reader chose last, the latest (`useDocsVersionCandidates`, whose active version is the same).
 */
function useVersionCandidates(docsPluginId?: string): GlobalVersion[] {
  const activeVersion = useActiveVersion(docsPluginId);
  const {preferredVersion} = useDocsPreferredVersion(docsPluginId);
  const latestVersion = useLatestVersion(docsPluginId);
  return useMemo(
    () =>
      Array.from(
        new Set(
          [activeVersion, preferredVersion, latestVersion].filter((version): version is GlobalVersion => !!version),
        ),
      ),
    [activeVersion, preferredVersion, latestVersion],
  );
}

/** The names of `versions`, for an error. */
const versionNames = (versions: GlobalVersion[]) => versions.map(({name}) => `"${name}"`).join(', ');

/** The sidebar `sidebarId` of the first candidate version that has it (`useLayoutDocsSidebar`). */
export function useNavbarSidebar(sidebarId: string, docsPluginId?: string): GlobalSidebar {
  const versions = useVersionCandidates(docsPluginId);
  return useMemo(() => {
    const sidebars = versions.flatMap((version) => Object.entries(version.sidebars ?? {}));
    const found = sidebars.find(([id]) => id === sidebarId);
    if (!found) {
      throw new Error(
        `A navbar item links to the sidebar "${sidebarId}" (its sidebarId), which no docs version ` +
          `${versionNames(versions)} has. The sidebars are: ${sidebars.map(([id]) => `"${id}"`).join(', ')}.`,
      );
    }
    return found[1];
  }, [sidebarId, versions]);
}

/** The doc `docId` of the first candidate version that has it, or null when it is a draft (`useLayoutDoc`). */
export function useNavbarDoc(docId: string, docsPluginId?: string): GlobalDoc | null {
  const versions = useVersionCandidates(docsPluginId);
  return useMemo(() => {
    const docs = versions.flatMap((version) => version.docs);
    const found = docs.find((doc) => doc.id === docId);
    if (found) {
      return found;
    }
    // A draft is left out of a production build: its item is not shown.
    if (versions.some((version) => (version.draftIds ?? []).includes(docId))) {
      return null;
    }
    throw new Error(
      `A navbar item links to the doc "${docId}" (its docId), which no docs version ` +
        `${versionNames(versions)} has. The doc ids are: ${Array.from(new Set(docs.map(({id}) => `"${id}"`))).join(', ')}.`,
    );
  }, [docId, versions]);
}
