import {lazyChunk, useIsHydrating} from '@hoverkraft/docusaurus-theme/client/internal';
import type {Props} from '@theme/NotFound/Content';
import {type ComponentType, type ReactNode, useEffect, useState} from 'react';

export type {Props};

// The bundler's function that names a module without adding it to the chunk (client/bundledModule.ts).
declare const require: {resolveWeak: (request: string) => string | number};

/**
 * theme-classic's docs layout renders this component for a doc route that matches nothing, so
 * whatever it imports rides in the chunk of every doc page. The page itself (`@theme/NotFound/Page`)
 * loads in a chunk of its own: the server renders it into 404.html, and a reader who follows a
 * broken link in the browser waits for it once.
 */
const notFoundPage = lazyChunk({
  importChunk: () => import('@theme/NotFound/Page'),
  moduleId: () => require.resolveWeak('@theme/NotFound/Page'),
  value: (module: {default: ComponentType<Props>}) => module.default,
});

/** Empty, and never written while hydrating: React keeps the server's markup inside the element. */
const KEEP_SERVER_HTML = {__html: ''};

/**
 * The not-found page, rendered at once when the bundle holds it (always on the server), with no
 * Suspense boundary: the 404.html that the browser hydrates holds no chunk for it, and a boundary
 * still waiting for its chunk when anything above it changes (a provider's first effect, a site's
 * own context) makes React discard the server's markup and log a recoverable error. Until the
 * chunk arrives, hydration keeps the server's `<main>` as it is; after a client-side navigation
 * there is nothing to keep, and the page appears when its chunk does.
 */
export default function NotFoundContent(props: Props): ReactNode {
  const hydrating = useIsHydrating();
  const [Page, setPage] = useState<ComponentType<Props> | undefined>(() => notFoundPage.loaded());
  const [keepServerMarkup] = useState(() => hydrating && !Page);
  const [failure, setFailure] = useState<{error: unknown}>();
  useEffect(() => {
    if (Page) {
      return;
    }
    let mounted = true;
    notFoundPage.load().then(
      (loaded) => mounted && setPage(() => loaded),
      (error: unknown) => mounted && setFailure({error}),
    );
    return () => {
      mounted = false;
    };
  }, [Page]);
  if (failure) {
    // The layout's error boundary shows it, with its "Try again".
    throw failure.error;
  }
  if (Page) {
    return <Page {...props} />;
  }
  if (typeof document === 'undefined') {
    // A server whose bundle cannot name the module (a site's build always can): the render may wait.
    throw notFoundPage.load();
  }
  if (keepServerMarkup) {
    // biome-ignore lint/security/noDangerouslySetInnerHtml: empty and never written while hydrating: the server's own markup stays
    return <main dangerouslySetInnerHTML={KEEP_SERVER_HTML} suppressHydrationWarning />;
  }
  return null;
}
