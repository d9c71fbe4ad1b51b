import {translate} from '@docusaurus/Translate';
import {usePluralForm} from '@docusaurus/theme-common';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import type {SearchState} from './useSearch';

/**
 * Picks the plural form of a `one|other` message for `count`. A site in a locale with another
 * number of plural forms (Japanese has one) that has not translated the message still has the
 * English one: Docusaurus would report it as an error on every search, so it is read with
 * English rules instead. A translated message goes to Docusaurus's own selection.
 */
function usePluralMessage(): (count: number, message: string) => string {
  const {selectMessage} = usePluralForm();
  const {i18n} = useDocusaurusContext();
  return (count, message) => {
    const forms = message.split('|');
    const localeForms = new Intl.PluralRules(i18n.currentLocale).resolvedOptions().pluralCategories.length;
    if (forms.length === 1 || forms.length === localeForms) {
      return selectMessage(count, message);
    }
    return (count === 1 ? forms[0] : forms[forms.length - 1]) ?? message;
  };
}

/**
 * What the search box and page say about the state of a search, read out by screen readers
 * through a live region. Nothing while results are shown: the list speaks for itself.
 */
export function useSearchStatusMessage(state: SearchState, query: string): string {
  const selectMessage = usePluralMessage();
  switch (state.status) {
    case 'unavailable':
      return state.unavailable === 'development'
        ? translate({
            id: 'theme.hoverkraft.search.unavailableInDevelopment',
            message: 'Search works in production builds: run "npm run build", then serve the build to try it.',
            description: 'Search status while running the development server, which has no search index',
          })
        : translate({
            id: 'theme.hoverkraft.search.unavailable',
            message:
              'Search is unavailable: the search index could not be loaded. Check your connection and try again.',
            description: 'Search status when the search index failed to load',
          });
    case 'idle':
      return '';
    case 'loading':
      return state.hits.length > 0
        ? ''
        : translate({
            id: 'theme.hoverkraft.search.searching',
            message: 'Searching…',
            description: 'Search status while the first results load',
          });
    case 'done':
      return state.hits.length === 0
        ? translate(
            {
              id: 'theme.hoverkraft.search.noResults',
              message: 'No results for “{query}”. Check the spelling, or try fewer or shorter words.',
              description: 'Search status when nothing matched the query',
            },
            {query: query.trim()},
          )
        : state.correctedQuery
          ? selectMessage(
              state.hits.length,
              translate(
                {
                  id: 'theme.hoverkraft.search.resultCountCorrected',
                  message: '{count} result for “{corrected}”|{count} results for “{corrected}”',
                  description:
                    'Search status when nothing matched the words as typed and the results are for the closest words of the site (pluralized)',
                },
                {count: state.hits.length, corrected: state.correctedQuery},
              ),
            )
          : selectMessage(
              state.hits.length,
              translate(
                {
                  id: 'theme.hoverkraft.search.resultCount',
                  message: '{count} result|{count} results',
                  description:
                    'Search status with the number of results (pluralized: see https://docusaurus.io/docs/i18n/tutorial#pluralization)',
                },
                {count: state.hits.length},
              ),
            );
  }
}
