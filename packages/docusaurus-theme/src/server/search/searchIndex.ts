import {createHash} from 'node:crypto';
import {existsSync, readFileSync} from 'node:fs';
import {mkdir, readdir, rename, rm, stat, utimes} from 'node:fs/promises';
import path from 'node:path';
import {applyTrailingSlash} from '@docusaurus/utils-common';
import type * as Pagefind from 'pagefind';
import {htmlFileForPermalink} from '../site/builtFiles';
import {linkOrCopyTree} from '../site/cache';
import {importEsm, installedPackage} from '../site/esm';
import {THEME_VERSION} from '../site/packageFiles';

/** The index's folder in the build; the search box loads `${baseUrl}pagefind/pagefind.js`. */
export const SEARCH_INDEX_DIR = 'pagefind';

/**
 * Inside each page's <main>, the parts that are not its content: they repeat on every page
 * (table of contents, breadcrumbs, previous/next links) or are controls (edit link, anchors).
 */
export const SEARCH_EXCLUDED_SELECTORS = [
  '.theme-doc-toc-desktop',
  '.theme-doc-toc-mobile',
  '.theme-doc-breadcrumbs',
  '.theme-doc-version-badge',
  '.theme-doc-footer',
  '.theme-edit-this-page',
  '.pagination-nav',
  '.hash-link',
  'nav',
];

/** Pagefind's prebuilt interfaces, written beside the index; the theme has its own. */
const UNUSED_UI_FILE = /^pagefind-(ui|modular-ui|component-ui|highlight)\.(js|css)$/;

function failIfErrors(step: string, errors: string[]): void {
  if (errors.length > 0) {
    throw new Error(`Pagefind could not ${step}: ${errors.join('; ')}`);
  }
}

/** A page to index: its route path, and the part of the site it belongs to, shown in results. */
export type IndexedPage = {permalink: string; section: string};

function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}

/** Tags the page with its section as Pagefind metadata, inside <main> where Pagefind reads. */
export function withSectionMeta(html: string, section: string): string {
  if (!section) {
    return html;
  }
  const meta = `<span hidden data-pagefind-meta="section:${escapeAttribute(section)}"></span>`;
  return html.replace(/<main(?:\s[^>]*)?>/i, (tag) => `${tag}${meta}`);
}

/** Where a result links to: the page's route, with the slash the site's `trailingSlash` gives its links. */
export function resultUrl(permalink: string, site: SearchSite): string {
  return applyTrailingSlash(permalink, {trailingSlash: site.trailingSlash, baseUrl: site.baseUrl});
}

/** What of the site config the index needs. */
export type SearchSite = {baseUrl: string; trailingSlash: boolean | undefined};

/** What writeSearchIndex did: how many pages the index holds, and whether it came from the cache. */
export type SearchIndexResult = {pages: number; fromCache: boolean};

/** A document as Pagefind receives it: the result's URL, and the part of the page it reads with the page's section. */
export type IndexedDocument = {url: string; content: string};

/** Where a page's `<main>` starts; `<main-menu>` or `<mainly>` would not do. */
const MAIN_START = /<main[\s>]/i;

/**
 * The part of a page Pagefind reads, as a document of its own: the page's language and title,
 * and its <main> (the root selector; Pagefind ignores text, metadata and filters outside it). The
 * rest of the HTML is the navbar, the sidebar (on a large site, most of every page's bytes) and
 * script and stylesheet names, whose hashes may change from one build to the next with no change
 * to any page. Pagefind parses less, and the index it writes is byte for byte the same.
 */
export function indexedPart(html: string): string {
  const start = html.search(MAIN_START);
  const end = html.lastIndexOf('</main>');
  if (start < 0 || end < start) {
    return html;
  }
  const lang = /<html[^>]*?\slang=(["']?)([^\s"'>]+)\1/i.exec(html)?.[2] ?? '';
  const title = /<title[^>]*>([\s\S]*?)<\/title>/i.exec(html)?.[1] ?? '';
  return `<!doctype html><html lang="${escapeAttribute(lang)}"><head><title>${title}</title></head><body>${html.slice(start, end)}</main></body></html>`;
}

/**
 * A digest of everything Pagefind's output depends on: each document's URL and content (the
 * part of its page that Pagefind reads), in order, the selectors, Pagefind's version and the
 * theme's. The same digest, the same index.
 */
export function searchIndexKey(documents: IndexedDocument[], pagefindVersion: string): string {
  const hash = createHash('sha256').update(JSON.stringify([THEME_VERSION, pagefindVersion, SEARCH_EXCLUDED_SELECTORS]));
  for (const {url, content} of documents) {
    hash.update(`\0${url}\0`).update(content);
  }
  return hash.digest('hex').slice(0, 32);
}

/**
 * Writes the Pagefind index of `pages` into `outDir/pagefind/`. With a `cacheDir`, an index
 * built from exactly the same documents before (a rebuild with no change) is copied from there
 * instead of built again; the cache keeps only the latest index, so it does not grow.
 */
export async function writeSearchIndex(
  outDir: string,
  pages: IndexedPage[],
  site: SearchSite,
  cacheDir?: string,
): Promise<SearchIndexResult> {
  // Read one after the other, synchronously, as the other per-page file steps (builtFiles.ts says why).
  const read = pages.map(({permalink, section}): IndexedDocument | undefined => {
    const file = htmlFileForPermalink(outDir, permalink, site.baseUrl);
    return file
      ? {url: resultUrl(permalink, site), content: indexedPart(withSectionMeta(readFileSync(file, 'utf8'), section))}
      : undefined;
  });
  const documents = read.filter((document): document is IndexedDocument => document !== undefined);
  const outputPath = path.join(outDir, SEARCH_INDEX_DIR);
  const cached = cacheDir
    ? path.join(cacheDir, searchIndexKey(documents, installedPackage('pagefind').manifest.version))
    : undefined;
  if (cached && existsSync(cached)) {
    await rm(outputPath, {recursive: true, force: true});
    linkOrCopyTree(cached, outputPath);
    const now = new Date();
    await utimes(cached, now, now);
    return {pages: documents.length, fromCache: true};
  }
  await indexDocuments(documents, outputPath);
  if (cached && cacheDir) {
    // Written beside, then renamed: a build stopped halfway never leaves half an index behind.
    // As links to the files Pagefind wrote (cache.ts), not copies: a large site's index is many files.
    const partial = `${cached}.${process.pid}.partial`;
    await mkdir(cacheDir, {recursive: true});
    linkOrCopyTree(outputPath, partial);
    await rename(partial, cached);
    await pruneSearchIndexCache(cacheDir);
  }
  return {pages: documents.length, fromCache: false};
}

/**
 * Indexes kept in the cache: enough for a monorepo's few sites (and a site's locales) to each
 * find their last one, few enough that the cache stays near the size of one build's indexes.
 */
export const SEARCH_INDEXES_KEPT = 6;

/** Removes all but the SEARCH_INDEXES_KEPT indexes most recently written or reused. */
async function pruneSearchIndexCache(cacheDir: string): Promise<void> {
  const entries = await Promise.all(
    (await readdir(cacheDir)).map(async (name) => ({name, used: (await stat(path.join(cacheDir, name))).mtimeMs})),
  );
  const stale = entries.sort((a, b) => b.used - a.used).slice(SEARCH_INDEXES_KEPT);
  await Promise.all(stale.map(({name}) => rm(path.join(cacheDir, name), {recursive: true, force: true})));
}

/** Has Pagefind index the documents, and writes its index to `outputPath`. */
export async function indexDocuments(documents: IndexedDocument[], outputPath: string): Promise<void> {
  const pagefind = await importEsm<typeof Pagefind>('pagefind');
  try {
    const {index, errors} = await pagefind.createIndex({
      rootSelector: 'main',
      excludeSelectors: SEARCH_EXCLUDED_SELECTORS,
    });
    failIfErrors('start', errors);
    if (!index) {
      throw new Error('Pagefind could not start: it returned no index.');
    }
    // Sent all at once: Pagefind answers each by its message id, so no page waits for the answer
    // about the one before, which the busy event loop of a build would delay. The index is byte
    // for byte the same as when they are sent one by one.
    const added = await Promise.all(documents.map((document) => index.addHTMLFile(document)));
    for (const [position, {errors}] of added.entries()) {
      failIfErrors(`index ${documents[position]?.url}`, errors);
    }
    const written = await index.writeFiles({outputPath});
    failIfErrors('write the index', written.errors);
    for (const name of await readdir(outputPath)) {
      if (UNUSED_UI_FILE.test(name)) {
        await rm(path.join(outputPath, name));
      }
    }
  } finally {
    await pagefind.close();
  }
}

/** The bytes of the search index written into the build: every file under `outDir/pagefind/`. */
export async function searchIndexBytes(outDir: string): Promise<number> {
  const entries = await readdir(path.join(outDir, SEARCH_INDEX_DIR), {withFileTypes: true, recursive: true});
  const sizes = await Promise.all(
    entries.filter((entry) => entry.isFile()).map((entry) => stat(path.join(entry.parentPath, entry.name))),
  );
  return sizes.reduce((total, {size}) => total + size, 0);
}
