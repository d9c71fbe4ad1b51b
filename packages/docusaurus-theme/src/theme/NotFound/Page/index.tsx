import Link from '@docusaurus/Link';
import Translate, {translate} from '@docusaurus/Translate';
import {useThemeConfig} from '@docusaurus/theme-common';
import useBaseUrl from '@docusaurus/useBaseUrl';
import useGlobalData from '@docusaurus/useGlobalData';
import {SEARCH_PAGE_PATH, useHoverkraftData} from '@hoverkraft/docusaurus-theme/client';
import Heading from '@theme/Heading';
import type {Props} from '@theme/NotFound/Content';
import clsx from 'clsx';
import {type ReactNode, useId} from 'react';
import styles from './styles.module.css';

/** What the docs plugin publishes of each instance: enough to find its latest version's main doc. */
type DocsGlobalData = {
  versions?: {isLast?: boolean; mainDocId?: string; docs?: {id: string; path: string}[]}[];
};

/** The main doc of the first docs instance's latest version, if the site has docs. */
function useMainDocPath(): string | undefined {
  const instances = useGlobalData()['docusaurus-plugin-content-docs'] as Record<string, DocsGlobalData> | undefined;
  const first = instances?.default ?? Object.values(instances ?? {})[0];
  const latest = first?.versions?.find((version) => version.isLast) ?? first?.versions?.[0];
  return latest?.docs?.find((doc) => doc.id === latest.mainDocId)?.path;
}

/**
 * The "page not found" page, with a way on: a search field that opens the search page (a plain
 * form, so it works before and without JavaScript) and the pages to start from. theme-classic's
 * asks the reader to contact the site's owner, which a reader of a docs site cannot do. The
 * title and first sentence keep Docusaurus's own messages, so sites keep their translations.
 */
export default function NotFoundPage({className}: Props): ReactNode {
  const {search} = useHoverkraftData();
  const themeConfig = useThemeConfig() as {algolia?: unknown; docsearch?: unknown};
  // Algolia's DocSearch page reads the same `?q=` as the theme's own search page.
  const hasSearchPage = search || Boolean(themeConfig.algolia ?? themeConfig.docsearch);
  const searchPage = useBaseUrl(`/${SEARCH_PAGE_PATH}`);
  const home = useBaseUrl('/');
  const mainDoc = useMainDocPath();
  const fieldId = useId();
  const startHeadingId = useId();

  return (
    <main className={clsx('container', styles.page, className)}>
      <p className={styles.code} aria-hidden="true">
        404
      </p>
      <Heading as="h1" className={styles.title}>
        <Translate id="theme.NotFound.title" description="The title of the 404 page">
          Page Not Found
        </Translate>
      </Heading>
      <p className={styles.lead}>
        <Translate id="theme.NotFound.p1" description="The first paragraph of the 404 page">
          We could not find what you were looking for.
        </Translate>{' '}
        {translate({
          id: 'theme.hoverkraft.notFound.hint',
          message:
            'The page may have moved, or the address may have a typo. Search for it, or start again from one of these pages.',
          description: "After the 404 page's first sentence: what the reader can do instead",
        })}
      </p>
      {hasSearchPage && (
        <search>
          <form className={styles.search} action={searchPage} method="get">
            <label htmlFor={fieldId} className={styles.label}>
              {translate({
                id: 'theme.hoverkraft.search.fieldLabel',
                message: 'Search the docs and blog',
                description: 'The label and placeholder of the search field',
              })}
            </label>
            <div className={styles.row}>
              <input id={fieldId} className={styles.input} type="search" name="q" enterKeyHint="search" />
              <button type="submit" className="button button--primary">
                {translate({
                  id: 'theme.hoverkraft.notFound.searchButton',
                  message: 'Search',
                  description: "The button that sends the 404 page's search",
                })}
              </button>
            </div>
          </form>
        </search>
      )}
      <nav aria-labelledby={startHeadingId} className={styles.start}>
        {/* A plain h2: theme-classic's Heading would add a "Direct link" anchor to it. */}
        <h2 id={startHeadingId} className={styles.startHeading}>
          {translate({
            id: 'theme.hoverkraft.notFound.startHeading',
            message: 'Pages to start from',
            description: "The heading of the 404 page's list of pages to start from",
          })}
        </h2>
        <ul className={styles.links}>
          <li>
            <Link to="/" className={styles.link}>
              {translate({
                id: 'theme.hoverkraft.notFound.home',
                message: 'Home page',
                description: "The 404 page's link to the home page",
              })}
            </Link>
          </li>
          {mainDoc && mainDoc !== home && (
            <li>
              <Link to={mainDoc} className={styles.link}>
                {translate({
                  id: 'theme.hoverkraft.notFound.docs',
                  message: 'Documentation',
                  description: "The 404 page's link to the documentation's first page",
                })}
              </Link>
            </li>
          )}
        </ul>
      </nav>
    </main>
  );
}
