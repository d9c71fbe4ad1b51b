import type {SearchState} from './useSearch';

/**
 * What the search box and page say about the state of a search, read out by screen readers
 * through a live region. Nothing while results are shown: the list speaks for itself.
 */
export function searchStatusMessage(state: SearchState, query: string): string {
  switch (state.status) {
    case 'unavailable':
      return state.unavailable === 'development'
        ? 'Search works in production builds: run "npm run build", then serve the build to try it.'
        : 'Search is unavailable: the search index could not be loaded. Check your connection and try again.';
    case 'idle':
      return '';
    case 'loading':
      return state.hits.length > 0 ? '' : 'Searching…';
    case 'done':
      return state.hits.length === 0
        ? `No results for “${query.trim()}”. Try other words.`
        : `${state.hits.length} ${state.hits.length === 1 ? 'result' : 'results'}`;
  }
}
