import path from 'node:path';
import logger from '@docusaurus/logger';
import {THEME_NAME} from '../../shared/contract';
import {themeCacheDir} from '../site/cache';
import {rememberingChoice} from '../site/jobWorker';
import type {PostBuildStep} from '../site/postBuild';
import {pageReaderFor, searchIndexBytes, writeSearchIndex} from './searchIndex';

/**
 * The build log's note on pages without a `<main>`: their `<article>` or `<body>` was indexed
 * instead, so they are found all the same. Information, not a warning: a home page written as a
 * React page often has no `<main>`, with or without the theme.
 */
export function describePagesWithoutMain(withoutMain: string[]): string {
  return `Search: ${withoutMain.length} page(s) have no <main>, so their <article> or <body> was indexed: ${withoutMain.join(', ')}.`;
}

/** The build log's warning on pages with no content at all: no search finds them. */
export function describeUnindexedPages(unindexed: string[]): string {
  return `Search: ${unindexed.length} page(s) have no content to index and cannot be found: ${unindexed.join(', ')}.`;
}

/**
 * The built-in search's build step: indexes every listed page's built HTML with Pagefind,
 * labelled with its section, into `pagefind/` (theme/SearchBar and theme/SearchPage load it).
 */
export const writeSearchIndexStep: PostBuildStep = async ({outDir, siteDir, siteConfig, pages, builtPages}) => {
  const cacheDir = themeCacheDir(siteDir, 'search-index');
  const listed = pages
    .filter((page) => page.listed)
    .map(({permalink, section, scope, version}) => ({permalink, section, filters: {scope, version}}));
  const reader = rememberingChoice(pageReaderFor);
  const {
    pages: indexed,
    fromCache,
    refusedCacheEntry,
    withoutMain,
    unindexed,
  } = await writeSearchIndex(outDir, listed, siteConfig, cacheDir, builtPages, reader.choose);
  if (withoutMain.length > 0) {
    logger.info(`[${THEME_NAME}] ${describePagesWithoutMain(withoutMain)}`);
  }
  if (unindexed.length > 0) {
    logger.warn(`[${THEME_NAME}] ${describeUnindexedPages(unindexed)}`);
  }
  if (refusedCacheEntry) {
    logger.warn(
      `[${THEME_NAME}] The cached search index in ${path.relative(siteDir, cacheDir)} no longer matched its digest (edited since it was written): it was refused and the index built again.`,
    );
  }
  const bytes = await searchIndexBytes(outDir);
  const perPage = indexed > 0 ? Math.round(bytes / indexed) : 0;
  const parsed = reader.onWorker() ? ', pages parsed on a worker thread' : '';
  const reused = fromCache ? `, the same pages as the last build: reused from ${path.relative(siteDir, cacheDir)}` : '';
  return (duration) =>
    `Search index: ${indexed} pages in ${duration}, ${(bytes / 1024).toFixed(1)} KB (${perPage} bytes per page)${parsed}${reused}.`;
};
