import Head from '@docusaurus/Head';
import Link from '@docusaurus/Link';
import {translate} from '@docusaurus/Translate';
import {
  NO_SCOPES,
  queryFromSearch,
  SEARCH_PAGE_CLASS,
  SearchResultList,
  SearchScopes,
  SearchStart,
  useQueryInUrl,
  useScopeInUrl,
  useSearch,
  useSearchStatusMessage,
} from '@hoverkraft/docusaurus-theme/client/internal';
import Layout from '@theme/Layout';
import clsx from 'clsx';
import {type ReactNode, useEffect, useId, useState} from 'react';
import styles from './styles.module.css';

/** The page lists this many results at most. */
export const RESULTS_ON_PAGE = 50;

/** The query in a search page URL: `/search?q=dark+mode`. Kept here for sites that import it from this page. */
export {queryFromSearch};

/**
 * The full results page at `/search?q=...`, linkable and shareable. The query lives in the URL:
 * typing updates it in place, and a new `?q=` (from the navbar box) updates the field.
 */
export default function SearchPage(): ReactNode {
  const [queryInUrl, replaceQueryInUrl] = useQueryInUrl();
  // Empty on the server, which renders this page without a query; read from the URL once hydrated.
  const [query, setQuery] = useState('');
  // The scope lives in the URL with the query (`&scope=Blog&version=1.0`): every version by default.
  const scope = useScopeInUrl();
  const state = useSearch(query, {enabled: true, limit: RESULTS_ON_PAGE, scope});
  const inputId = useId();
  const message = useSearchStatusMessage(state, query);
  const title = translate({
    id: 'theme.hoverkraft.searchPage.title',
    message: 'Search',
    description: 'The search page title',
  });

  useEffect(() => {
    setQuery(queryInUrl);
  }, [queryInUrl]);

  function onChange(value: string) {
    setQuery(value);
    replaceQueryInUrl(value);
  }

  return (
    <Layout
      title={title}
      description={translate({
        id: 'theme.hoverkraft.searchPage.description',
        message: 'Search the documentation and the blog.',
        description: 'The meta description of the search page',
      })}
    >
      {/* Results pages are for readers, not for search engines' indexes (nor the sitemap). */}
      <Head>
        <meta name="robots" content="noindex, follow" />
      </Head>
      <main className={clsx('container', SEARCH_PAGE_CLASS, styles.page)}>
        <h1>{title}</h1>
        <search>
          <form className={styles.form} onSubmit={(event) => event.preventDefault()}>
            <label htmlFor={inputId} className={styles.label}>
              {translate({
                id: 'theme.hoverkraft.search.fieldLabel',
                message: 'Search the docs and blog',
                description: 'The label and placeholder of the search field',
              })}
            </label>
            <input
              id={inputId}
              className={styles.input}
              type="search"
              autoComplete="off"
              spellCheck={false}
              enterKeyHint="search"
              value={query}
              onChange={(event) => onChange(event.target.value)}
            />
          </form>
        </search>
        <SearchScopes
          available={state.available ?? NO_SCOPES}
          value={scope}
          onChange={(next) => replaceQueryInUrl(query, next)}
        />
        <p role="status" className={styles.status}>
          {message}
        </p>
        {!query.trim() && <SearchStart scopes={state.available?.scope ?? []} />}
        <SearchResultList
          hits={state.hits}
          as="ol"
          titleAs="h2"
          className={styles.results}
          renderResult={(hit, _index, summary, sections) => (
            <li>
              <Link to={hit.url} className={styles.hit}>
                {summary}
              </Link>
              {sections.length > 0 && (
                <ul
                  className={styles.sections}
                  aria-label={translate(
                    {
                      id: 'theme.hoverkraft.searchPage.sectionsLabel',
                      message: 'More in {page}',
                      description: 'The accessible name of the list of sections under a search result',
                    },
                    {page: hit.title},
                  )}
                >
                  {sections}
                </ul>
              )}
            </li>
          )}
          renderSection={(section, _index, summary) => (
            <li>
              <Link to={section.url} className={styles.section}>
                {summary}
              </Link>
            </li>
          )}
        />
      </main>
    </Layout>
  );
}
