import {createHash} from 'node:crypto';
import {existsSync, readdirSync} from 'node:fs';
import {readdir, rm, stat, utimes} from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import {applyTrailingSlash} from '@docusaurus/utils-common';
import type * as Pagefind from 'pagefind';
import {htmlFileForPermalink} from '../site/builtFiles';
import {BuiltPages} from '../site/builtPages';
import {
  isPartialEntry,
  partialEntryPath,
  publishCacheEntry,
  readPackedFolder,
  readSealedFile,
  unpackFolderOffThread,
  writableCacheDir,
  writePackedFolder,
  writeSealedFile,
} from '../site/cache';
import {importEsm, installedPackage} from '../site/esm';
import {jobWorker} from '../site/jobWorker';
import {SEARCH_WORKER, THEME_VERSION} from '../site/packageFiles';
import {
  SEARCH_EXCLUDED,
  SEARCH_PART_MAX_TEXT,
  type SearchablePage,
  type SearchablePageInfo,
  type SearchFilters,
  type SearchPageJob,
  searchablePage,
} from './pageText';
import {writeSearchVocabulary} from './vocabulary';

/** The index's folder in the build; the search box loads `${baseUrl}pagefind/pagefind.js`. */
export const SEARCH_INDEX_DIR = 'pagefind';

/** Pagefind's prebuilt interfaces, written beside the index; the theme has its own. */
const UNUSED_UI_FILE = /^pagefind-(ui|modular-ui|component-ui|highlight)\.(js|css)$/;

function failIfErrors(step: string, errors: string[]): void {
  if (errors.length > 0) {
    throw new Error(`Pagefind could not ${step}: ${errors.join('; ')}`);
  }
}

/**
 * A page to index: its route path, the part of the site it belongs to, shown in results, and
 * what its results can be narrowed to.
 */
export type IndexedPage = {permalink: string; section: string; filters?: SearchFilters};

/** Where a result links to: the page's route, with the slash the site's `trailingSlash` gives its links. */
export function resultUrl(permalink: string, site: SearchSite): string {
  return applyTrailingSlash(permalink, {trailingSlash: site.trailingSlash, baseUrl: site.baseUrl});
}

/** What of the site config the index needs. */
export type SearchSite = {baseUrl: string; trailingSlash: boolean | undefined};

/**
 * What writeSearchIndex did: how many pages the index holds, whether it came from the cache,
 * whether a cached index was refused because its files no longer matched their digest, and the
 * pages that have no `<main>` (indexed by their `<article>` or `<body>`) or no body at all (not
 * indexed), for the build log to name.
 */
export type SearchIndexResult = {
  pages: number;
  fromCache: boolean;
  refusedCacheEntry: boolean;
  withoutMain: string[];
  unindexed: string[];
};

/** A document as Pagefind receives it: the result's URL, and the part of the page it reads with the page's section. */
export type IndexedDocument = {url: string; content: string};

/**
 * A digest of everything Pagefind's output depends on: each document's URL and content (the
 * part of its page that Pagefind reads), in order, the parts left out, Pagefind's version and the
 * theme's. The same digest, the same index.
 */
export function searchIndexKey(documents: IndexedDocument[], pagefindVersion: string): string {
  const hash = createHash('sha256').update(JSON.stringify([THEME_VERSION, pagefindVersion, SEARCH_EXCLUDED]));
  for (const {url, content} of documents) {
    hash.update(`\0${url}\0`).update(content);
  }
  return hash.digest('hex').slice(0, 32);
}

/**
 * The tags of a page that link its scripts and stylesheets (and its other `<link>`s): none is
 * indexed, and the bundler may name the same scripts differently from one build to the next (a
 * build with its cache and one without write different runtime chunks).
 */
const LINKING_TAGS = /<link\b[^>]*>|<script\b[^>]*\ssrc=[^>]*>\s*<\/script>/gi;

/**
 * The digest of the built pages as they are, before any is parsed: each page's HTML (less its
 * LINKING_TAGS), where its results link, its section and its filters, with what searchIndexKey
 * hashes besides. The same pages give the same documents, so a rebuild with no change finds its
 * index by this digest without parsing a page (most of the step's time on a rebuild otherwise).
 */
function builtPagesDigest(pagefindVersion: string) {
  const hash = createHash('sha256').update(
    JSON.stringify([THEME_VERSION, pagefindVersion, SEARCH_EXCLUDED, SEARCH_PART_MAX_TEXT]),
  );
  let key: string | undefined;
  return {
    add(url: string, section: string, filters: SearchFilters | undefined, html: string) {
      hash.update(`\0${url}\0${section}\0${JSON.stringify(filters ?? null)}\0`).update(html.replace(LINKING_TAGS, ''));
    },
    /** The file name of the digest, once every page is in. */
    key() {
      key ??= `${hash.digest('hex').slice(0, 32)}${PAGES_KEY_SUFFIX}`;
      return key;
    },
  };
}

/** The cache file that names the index of a set of built pages (its digest and the suffix): a sealed JSON file. */
const PAGES_KEY_SUFFIX = '.pages.json';

/** A cached index: its key and this suffix, its files packed in one (site/cache.ts's writePackedFolder). */
const INDEX_ENTRY_SUFFIX = '.index';

/** Where the index of `key` is kept in `cacheDir`. */
const indexEntry = (cacheDir: string, key: string) => path.join(cacheDir, `${key}${INDEX_ENTRY_SUFFIX}`);

/** What a pages-key file holds: the index's own key, and what the step reports of those pages. */
type PagesKeyEntry = {key: string; pages: number; withoutMain: string[]; unindexed: string[]};

function readPagesKey(file: string): PagesKeyEntry | undefined {
  const {text} = readSealedFile(file);
  try {
    const entry = text === undefined ? undefined : (JSON.parse(text) as PagesKeyEntry);
    return typeof entry?.key === 'string' && /^[0-9a-f]{32}$/.test(entry.key) ? entry : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Writes the Pagefind index of `pages` into `outDir/pagefind/`. With a `cacheDir`, an index
 * built from exactly the same documents before (a rebuild with no change) is copied from there
 * instead of built again; the cache keeps only the latest index, so it does not grow. The pages
 * are read and parsed through `builtPages`, which the other post-build steps share.
 */
export async function writeSearchIndex(
  outDir: string,
  pages: IndexedPage[],
  site: SearchSite,
  cacheDir?: string,
  builtPages = new BuiltPages(),
  pageReader?: (pages: number) => SearchPageReader,
): Promise<SearchIndexResult> {
  const files = pages.flatMap((page) => {
    const file = htmlFileForPermalink(outDir, page.permalink, site.baseUrl);
    return file ? [{...page, file}] : [];
  });
  builtPages.expect(files.map(({file}) => file));
  // The other steps say which pages they read before their first await: one turn of the event
  // loop, and each page read here is kept for them (builtPages.ts).
  await new Promise((resolve) => setImmediate(resolve));
  const pagefindVersion = installedPackage('pagefind').manifest.version;
  const usableCacheDir = cacheDir ? writableCacheDir(cacheDir) : undefined;
  const urlOf = (permalink: string) => resultUrl(permalink, site);
  // A build after one that kept its pages' digest reads the pages first, and reuses the index of
  // the same pages without parsing them. Read through `builtPages`, each page is kept for the
  // other steps as it would be when parsed.
  if (usableCacheDir && readdirSync(usableCacheDir).some((name) => name.endsWith(PAGES_KEY_SUFFIX))) {
    const digest = builtPagesDigest(pagefindVersion);
    for (const {permalink, section, filters, file} of files) {
      digest.add(urlOf(permalink), section, filters, builtPages.read(file));
    }
    const pagesKey = path.join(usableCacheDir, digest.key());
    const known = existsSync(pagesKey) ? readPagesKey(pagesKey) : undefined;
    // An index found changed is left for the parse below to find again, and replace.
    if (
      known &&
      (await reuseCachedIndex(indexEntry(usableCacheDir, known.key), path.join(outDir, SEARCH_INDEX_DIR))) === 'reused'
    ) {
      const now = new Date();
      await utimes(pagesKey, now, now);
      const {pages: indexed, withoutMain, unindexed} = known;
      return {pages: indexed, fromCache: true, refusedCacheEntry: false, withoutMain, unindexed};
    }
  }
  // With no index in the cache for these documents to match, Pagefind is started now and sent
  // each page as it is parsed: it indexes them in its own process meanwhile.
  const indexing = usableCacheDir && hasCachedIndex(usableCacheDir) ? undefined : await startIndexing();
  try {
    // Read one after the other, synchronously, as the other per-page file steps (builtFiles.ts
    // says why), letting the other steps in between pages: the Markdown twins hand each page's
    // article to their worker as this step reads it.
    const documents: IndexedDocument[] = [];
    const withoutMain: string[] = [];
    const unindexed: string[] = [];
    const digest = builtPagesDigest(pagefindVersion);
    let indexedPages = 0;
    // Each page is handed to the reader as it is read, and its answer taken in the order of the
    // pages, each document sent on to Pagefind as it comes (so the index is the same either way).
    const reader = (pageReader ?? pageReaderFor)(files.length);
    let handled: Promise<void> = Promise.resolve();
    const inFlight: Promise<void>[] = [];
    try {
      for (const {permalink, section, filters, file} of files) {
        await new Promise((resolve) => setImmediate(resolve));
        const url = urlOf(permalink);
        const {html, stamp} = builtPages.readToParse(file);
        digest.add(url, section, filters, html);
        const answer = reader.read(html, {url, section, filters});
        answer.catch(() => undefined);
        handled = handled.then(async () => {
          const {found, scripts} = await answer;
          builtPages.keepParsedScripts(file, stamp, scripts);
          // A long page is several documents, one a section (pageText.ts says why).
          if (!found) {
            unindexed.push(permalink);
            return;
          }
          if (found.root !== 'main') {
            withoutMain.push(permalink);
          }
          for (const part of found.parts) {
            documents.push(part);
            indexing?.add(part);
          }
          indexedPages++;
        });
        // Awaited below; a page that fails stops the step there, and the pages after it wait no answer.
        handled.catch(() => undefined);
        inFlight.push(handled);
        if (inFlight.length > SEARCH_PAGES_IN_FLIGHT) {
          await inFlight.shift();
        }
      }
      await handled;
    } finally {
      await reader.close();
    }
    const found = {withoutMain, unindexed};
    const outputPath = path.join(outDir, SEARCH_INDEX_DIR);
    const key = searchIndexKey(documents, pagefindVersion);
    const cached = usableCacheDir ? indexEntry(usableCacheDir, key) : undefined;
    // Once the index is in the cache, the digest of these pages names it for the next build.
    const keepPagesKey = () =>
      usableCacheDir &&
      writeSealedFile(
        path.join(usableCacheDir, digest.key()),
        JSON.stringify({key, pages: indexedPages, ...found} satisfies PagesKeyEntry),
      );
    // With Pagefind started, the cache held no index at all, this one included.
    const reused = cached && !indexing ? await reuseCachedIndex(cached, outputPath) : 'missing';
    if (reused === 'reused') {
      keepPagesKey();
      return {pages: indexedPages, fromCache: true, refusedCacheEntry: false, ...found};
    }
    const refusedCacheEntry = reused === 'refused';
    if (cached && refusedCacheEntry) {
      await rm(cached, {recursive: true, force: true});
    }
    if (indexing) {
      await indexing.write(outputPath);
      // Pagefind has nothing left to do while the index is copied into the cache.
      await indexing.close();
    } else {
      await indexDocuments(documents, outputPath);
    }
    if (cached && usableCacheDir) {
      // Written beside, then renamed: a build stopped halfway never leaves half an index behind.
      const partial = partialEntryPath(cached);
      writePackedFolder(partial, outputPath);
      publishCacheEntry(partial, cached);
      keepPagesKey();
      await pruneSearchIndexCache(usableCacheDir);
    }
    return {pages: indexedPages, fromCache: false, refusedCacheEntry, ...found};
  } finally {
    await indexing?.close();
  }
}

/** Who parses the built pages for the index (`searchablePage`): this thread, or a worker thread. */
export type SearchPageReader = {
  /** Whether it parses on a worker thread. */
  onWorker: boolean;
  read(html: string, info: SearchablePageInfo): Promise<SearchablePage>;
  close(): Promise<void>;
};

/** Parses each page on this thread, as it is handed over. */
export function inThreadPageReader(): SearchPageReader {
  return {onWorker: false, read: async (html, info) => searchablePage(html, info), close: () => Promise.resolve()};
}

/**
 * Parses on a worker thread (worker.ts, the compiled one in lib/ unless told otherwise: the
 * tests start it from the TypeScript source through a script of their own).
 */
export function workerPageReader(workerScript: string | URL = SEARCH_WORKER): SearchPageReader {
  const worker = jobWorker<SearchPageJob, SearchablePage>(workerScript, "The search index's worker");
  return {onWorker: true, read: (html, info) => worker.run({html, info}), close: worker.close};
}

/**
 * The pages that pay for a worker thread. Starting one and loading the parser in it costs
 * about 0.1 s of CPU, as much as parsing thirty pages; the main thread meanwhile reads the pages,
 * converts the Markdown twins of a small build and talks to Pagefind, all of which wait for it.
 */
export const PAGES_PER_SEARCH_WORKER = 50;

/**
 * Pages read and handed to the reader ahead of the one whose answer is awaited: enough that the
 * worker always has the next one, few enough that a large build does not hold every page's text.
 */
const SEARCH_PAGES_IN_FLIGHT = 16;

/** The reader for `pages` pages: a worker thread for many, on a machine with a core to spare; this thread otherwise. */
export function pageReaderFor(pages: number, workerScript?: string | URL): SearchPageReader {
  return pages >= PAGES_PER_SEARCH_WORKER && os.availableParallelism() > 1
    ? workerPageReader(workerScript)
    : inThreadPageReader();
}

/** Whether the cache holds an index (not only the digests that name them, nor one being written). */
function hasCachedIndex(cacheDir: string): boolean {
  return readdirSync(cacheDir).some((name) => !isPartialEntry(name) && name.endsWith(INDEX_ENTRY_SUFFIX));
}

/**
 * Puts a cached index into the build and marks it used: `missing` when the cache does not hold
 * it (another build sharing the cache may have removed it, its prune), `refused` when it was
 * changed since it was written; the index is to be built then.
 */
async function reuseCachedIndex(cached: string, outputPath: string): Promise<'reused' | 'missing' | 'refused'> {
  const packed = readPackedFolder(cached);
  if (packed === undefined || packed === 'refused') {
    return packed ?? 'missing';
  }
  await rm(outputPath, {recursive: true, force: true});
  await unpackFolderOffThread(packed, outputPath);
  const now = new Date();
  // Gone meanwhile (another build's prune): it was read whole, and is used all the same.
  await utimes(cached, now, now).catch(() => undefined);
  return 'reused';
}

/**
 * Indexes kept in the cache: enough for a monorepo's few sites (and a site's locales) to each
 * find their last one, few enough that the cache stays near the size of one build's indexes.
 */
export const SEARCH_INDEXES_KEPT = 6;

/** An index still being written that is older than this was left by a build that stopped: removed. */
const PARTIAL_ENTRY_MAX_AGE_MS = 24 * 60 * 60 * 1000;

/**
 * Removes all but the SEARCH_INDEXES_KEPT indexes most recently written or reused. Indexes that
 * other builds sharing the cache are writing are left alone, as are entries they remove meanwhile.
 */
async function pruneSearchIndexCache(cacheDir: string): Promise<void> {
  const entries = (
    await Promise.all(
      (
        await readdir(cacheDir)
      ).map(async (name) => {
        const used = await stat(path.join(cacheDir, name)).then(
          ({mtimeMs}) => mtimeMs,
          () => undefined,
        );
        return used === undefined ? [] : [{name, used}];
      }),
    )
  ).flat();
  const abandoned = entries.filter(
    ({name, used}) => isPartialEntry(name) && used < Date.now() - PARTIAL_ENTRY_MAX_AGE_MS,
  );
  // The indexes, and the digests that name them, each kept to the same number; anything else
  // (an index kept as a folder of files, as earlier builds of the theme kept them) goes.
  const newestFirst = (kept: typeof entries) => kept.sort((a, b) => b.used - a.used).slice(SEARCH_INDEXES_KEPT);
  const stale = [
    ...newestFirst(entries.filter(({name}) => !isPartialEntry(name) && name.endsWith(INDEX_ENTRY_SUFFIX))),
    ...newestFirst(entries.filter(({name}) => name.endsWith(PAGES_KEY_SUFFIX))),
    ...entries.filter(
      ({name}) => !isPartialEntry(name) && !name.endsWith(INDEX_ENTRY_SUFFIX) && !name.endsWith(PAGES_KEY_SUFFIX),
    ),
  ];
  await Promise.all(
    [...abandoned, ...stale].map(({name}) => rm(path.join(cacheDir, name), {recursive: true, force: true})),
  );
}

/** A Pagefind index being made: documents added as they come, then written. */
type Indexing = {
  add(document: IndexedDocument): void;
  /** Waits for every document added, and writes the index to `outputPath`. */
  write(outputPath: string): Promise<void>;
  /** Stops Pagefind's process. */
  close(): Promise<void>;
};

/** Starts Pagefind's process and an index in it. */
async function startIndexing(): Promise<Indexing> {
  const pagefind = await importEsm<typeof Pagefind>('pagefind');
  const close = async () => {
    await pagefind.close();
  };
  try {
    const {index, errors} = await pagefind.createIndex({rootSelector: 'main'});
    failIfErrors('start', errors);
    if (!index) {
      throw new Error('Pagefind could not start: it returned no index.');
    }
    // Each sent as it comes: Pagefind answers each by its message id, so no page waits for the
    // answer about the one before, which the busy event loop of a build would delay. The index
    // is byte for byte the same as when they are sent one by one.
    const added: {url: string; result: Promise<{errors: string[]}>}[] = [];
    return {
      add(document) {
        const result = index.addHTMLFile(document);
        // Awaited in `write`, in order; one that fails before needs no handler of its own.
        result.catch(() => undefined);
        added.push({url: document.url, result});
      },
      async write(outputPath) {
        for (const {url, result} of added) {
          failIfErrors(`index ${url}`, (await result).errors);
        }
        const written = await index.writeFiles({outputPath});
        failIfErrors('write the index', written.errors);
        writeSearchVocabulary(outputPath);
        for (const name of await readdir(outputPath)) {
          if (UNUSED_UI_FILE.test(name)) {
            await rm(path.join(outputPath, name));
          }
        }
      },
      close,
    };
  } catch (error) {
    await close();
    throw error;
  }
}

/** Has Pagefind index the documents, and writes its index to `outputPath`. */
export async function indexDocuments(documents: IndexedDocument[], outputPath: string): Promise<void> {
  const indexing = await startIndexing();
  try {
    for (const document of documents) {
      indexing.add(document);
    }
    await indexing.write(outputPath);
  } finally {
    await indexing.close();
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
