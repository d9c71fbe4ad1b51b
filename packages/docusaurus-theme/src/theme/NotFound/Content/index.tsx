import {lazyChunk, useIsHydrating, useLazyChunk} from '@hoverkraft/docusaurus-theme/client/internal';
import type {Props} from '@theme/NotFound/Content';
import {type ComponentType, type ReactNode, useRef, useState} from 'react';
import styles from './styles.module.css';

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

/** Whether the reader has the focus in the server's page, or has typed into one of its fields. */
const inUse = (element: HTMLElement | null) =>
  element?.contains(document.activeElement) ||
  Array.from(element?.querySelectorAll<HTMLInputElement>('input, textarea') ?? []).some(
    (field) => field.value !== field.defaultValue,
  );

/**
 * The page, at once when the bundle holds it (on the server, from the start), with no Suspense boundary:
 * 404.html names no chunk for it, and a boundary still waiting for one when a context above
 * changes makes React discard the server's markup (error #421). Until the chunk arrives,
 * hydration keeps the server's markup inside this component's own element (a site's own page
 * may have any root); after a client-side navigation, the page appears when its chunk does.
 */
export default function NotFoundContent(props: Props): ReactNode {
  const hydrating = useIsHydrating();
  const {chunk: Page, failed, error} = useLazyChunk(true, notFoundPage.loaded, notFoundPage.load);
  const [keepServerMarkup] = useState(() => hydrating && !Page);
  const kept = useRef<HTMLDivElement>(null);
  if (failed) {
    // The layout's error boundary shows it, with its "Try again".
    throw error;
  }
  // A reader typing into the server's page when the chunk arrives keeps it: the page in its
  // place would have an empty field, without the focus. Its form and links work as they do
  // before and without JavaScript.
  if (Page && !(keepServerMarkup && inUse(kept.current))) {
    return (
      <div key="page" className={styles.root}>
        <Page {...props} />
      </div>
    );
  }
  if (typeof document === 'undefined') {
    // A server whose bundle cannot name the module (a site's build always can): the render may wait.
    throw notFoundPage.load();
  }
  if (keepServerMarkup) {
    return (
      <div
        // Not the page's key: React replaces this element rather than add the page beside the server's.
        key="server"
        ref={kept}
        className={styles.root}
        // biome-ignore lint/security/noDangerouslySetInnerHtml: empty and never written while hydrating: the server's own markup stays
        dangerouslySetInnerHTML={KEEP_SERVER_HTML}
        suppressHydrationWarning
      />
    );
  }
  return null;
}
