import type {Props} from '@theme/NotFound/Content';
import {lazy, type ReactNode, Suspense} from 'react';

export type {Props};

/**
 * theme-classic's docs layout renders this component for a doc route that matches nothing, so
 * whatever it imports rides in the chunk of every doc page. The page itself
 * (DesignedNotFound.tsx) loads in a chunk of its own: the server renders it into 404.html,
 * and a reader who follows a broken link in the browser waits for it once.
 */
const DesignedNotFound = lazy(() => import('./DesignedNotFound'));

export default function NotFoundContent(props: Props): ReactNode {
  return (
    <Suspense fallback={null}>
      <DesignedNotFound {...props} />
    </Suspense>
  );
}
