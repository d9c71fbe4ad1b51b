import type {Props} from '@theme/NotFound/Content';
import {lazy, type ReactNode, Suspense} from 'react';

export type {Props};

/**
 * theme-classic's docs layout renders this component for a doc route that matches nothing, so
 * whatever it imports rides in the chunk of every doc page. The page itself (`@theme/NotFound/Page`)
 * loads in a chunk of its own: the server renders it into 404.html, and a reader who follows a
 * broken link in the browser waits for it once.
 */
const NotFoundPage = lazy(() => import('@theme/NotFound/Page'));

export default function NotFoundContent(props: Props): ReactNode {
  return (
    <Suspense fallback={null}>
      <NotFoundPage {...props} />
    </Suspense>
  );
}
