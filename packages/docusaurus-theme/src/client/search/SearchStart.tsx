import Link from '@docusaurus/Link';
import {translate} from '@docusaurus/Translate';
import {useThemeConfig} from '@docusaurus/theme-common';
import useGlobalData from '@docusaurus/useGlobalData';
import {type ReactNode, useId} from 'react';
import styles from './SearchStart.module.css';

type NavbarItem = {
  type?: string;
  label?: string;
  to?: string;
  sidebarId?: string;
  docId?: string;
  docsPluginId?: string;
};
type DocsVersion = {
  isLast?: boolean;
  docs?: {id: string; path: string}[];
  sidebars?: Record<string, {link?: {path: string}}>;
};

/**
 * The navbar's links into the site (a `to`, a doc, a docs sidebar), with their labels; a doc or
 * sidebar item is resolved in the latest version of its docs, through the docs' global data.
 */
function useNavbarPages(): {label: string; to: string}[] {
  const items = (useThemeConfig().navbar.items ?? []) as NavbarItem[];
  const docs = (useGlobalData()['docusaurus-plugin-content-docs'] ?? {}) as Record<string, {versions?: DocsVersion[]}>;
  const latest = (pluginId = 'default') => {
    const versions = docs[pluginId]?.versions ?? [];
    return versions.find((version) => version.isLast) ?? versions[0];
  };
  return items.flatMap((item) => {
    const to =
      item.type === 'docSidebar'
        ? latest(item.docsPluginId)?.sidebars?.[item.sidebarId ?? '']?.link?.path
        : item.type === 'doc'
          ? latest(item.docsPluginId)?.docs?.find((doc) => doc.id === item.docId)?.path
          : (item.type === undefined || item.type === 'default') && item.to;
    return to && item.label ? [{label: item.label, to}] : [];
  });
}

/**
 * What /search shows before the reader types: what a query may be, the site's main pages (its
 * navbar's links into the site) to start from, and the parts of the site the results come from.
 */
export function SearchStart({scopes}: {scopes: readonly string[]}): ReactNode {
  const pages = useNavbarPages();
  const titleId = useId();
  return (
    <section className={styles.start} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.startTitle}>
        {translate({
          id: 'theme.hoverkraft.searchPage.startTitle',
          message: 'What are you looking for?',
          description: 'The heading of the search page before a query is typed',
        })}
      </h2>
      <p>
        {translate({
          id: 'theme.hoverkraft.searchPage.startHint',
          message:
            'Type a word or two: a component, an option, a task such as “change the logo”. Short words find more, and a word with a letter or two wrong still finds the right one.',
          description: 'What the search page suggests typing before a query is typed',
        })}
      </p>
      {pages.length > 0 && (
        <nav aria-labelledby={`${titleId}-pages`}>
          <h3 id={`${titleId}-pages`} className={styles.startHeading}>
            {translate({
              id: 'theme.hoverkraft.searchPage.startPages',
              message: 'Start from',
              description:
                "The heading of the links to the site's main pages on the search page before a query is typed",
            })}
          </h3>
          <ul className={styles.startPages}>
            {pages.map((page) => (
              <li key={page.to}>
                <Link to={page.to}>{page.label}</Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
      {scopes.length > 1 && (
        <p>
          {translate(
            {
              id: 'theme.hoverkraft.searchPage.startScopes',
              message: 'Results come from {scopes}; the buttons above narrow them to one part.',
              description: 'On the search page before a query is typed: the parts of the site searched, as a list',
            },
            {scopes: scopes.join(', ')},
          )}
        </p>
      )}
    </section>
  );
}
