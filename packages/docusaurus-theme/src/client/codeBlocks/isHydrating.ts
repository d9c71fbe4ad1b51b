import {useSyncExternalStore} from 'react';

/** Nothing to subscribe to: the store below only tells hydration from every other render. */
const subscribeToNothing = (): (() => void) => () => {};

/**
 * Whether React is hydrating this render (or rendering on the server). React reads a store's
 * server snapshot only while it really hydrates server HTML (and on the server); a render in the
 * browser without server markup, including the one React makes after it has thrown mismatched
 * server HTML away, reads the client snapshot.
 */
export function useIsHydrating(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => false,
    () => true,
  );
}
