import path from 'node:path';
import {themeCacheDir} from '../site/cache';
import type {PostBuildStep} from '../site/postBuild';
import {searchIndexBytes, writeSearchIndex} from './searchIndex';

/**
 * The built-in search's build step: indexes every listed page's built HTML with Pagefind,
 * labelled with its section, into `pagefind/` (theme/SearchBar and theme/SearchPage load it).
 */
export const writeSearchIndexStep: PostBuildStep = async ({outDir, siteDir, siteConfig, pages}) => {
  const cacheDir = themeCacheDir(siteDir, 'search-index');
  const listed = pages.filter((page) => page.listed).map(({permalink, section}) => ({permalink, section}));
  const {pages: indexed, fromCache} = await writeSearchIndex(outDir, listed, siteConfig, cacheDir);
  const bytes = await searchIndexBytes(outDir);
  const perPage = indexed > 0 ? Math.round(bytes / indexed) : 0;
  const reused = fromCache ? `, the same pages as the last build: reused from ${path.relative(siteDir, cacheDir)}` : '';
  return (duration) =>
    `Search index: ${indexed} pages in ${duration}, ${(bytes / 1024).toFixed(1)} KB (${perPage} bytes per page)${reused}.`;
};
