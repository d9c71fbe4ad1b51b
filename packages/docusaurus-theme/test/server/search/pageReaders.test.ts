// @vitest-environment node

import {mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {
  inThreadPageReader,
  PAGES_PER_SEARCH_WORKER,
  pageReaderFor,
  type SearchPageReader,
  workerPageReader,
  writeSearchIndex,
} from '../../../src/server/search/searchIndex';
import {BuiltPages} from '../../../src/server/site/builtPages';

/** The worker as a build runs it, started from the TypeScript source (sourceWorker.cjs). */
const SOURCE_WORKER = path.join(__dirname, 'sourceWorker.cjs');

const site = {baseUrl: '/', trailingSlash: undefined};

/** A built site of `count` docs, each with the colour-mode script and one of its own in the body. */
function builtSite(count: number) {
  const outDir = mkdtempSync(path.join(os.tmpdir(), 'hk-search-readers-'));
  mkdirSync(path.join(outDir, 'docs'));
  const pages = Array.from({length: count}, (_, index) => {
    writeFileSync(
      path.join(outDir, 'docs', `page-${index}.html`),
      `<!doctype html><html lang="en"><head><title>Page ${index}</title><script>colourMode()</script></head><body><div id="__docusaurus"><nav>Menu</nav><main><h1>Page ${index}</h1><p>Hovercraft number ${index} floats over ${index % 2 ? 'water' : 'sand'}.</p><script>page${index}()</script></main></div></body></html>`,
    );
    return {permalink: `/docs/page-${index}`, section: 'Documentation'};
  });
  return {outDir, pages, files: pages.map((_, index) => path.join(outDir, 'docs', `page-${index}.html`))};
}

/** Every file of an index, with its bytes: Pagefind names its files after their content. */
const indexFiles = (outDir: string) =>
  readdirSync(path.join(outDir, 'pagefind'), {recursive: true, withFileTypes: true})
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(outDir, path.join(entry.parentPath, entry.name)))
    .sort()
    .map((name) => [name, readFileSync(path.join(outDir, name)).toString('base64')]);

/** A reader factory that records the page counts it was asked for. */
function recorded(make: () => SearchPageReader) {
  const chosenFor: number[] = [];
  const reader = (pages: number) => {
    chosenFor.push(pages);
    return make();
  };
  return {chosenFor, reader};
}

describe("the search index's page readers", {timeout: 120_000}, () => {
  it('a worker thread gives the same index, and the policy step the same scripts, as this thread', async () => {
    const inThread = builtSite(6);
    const onWorker = builtSite(6);
    const worker = recorded(() => workerPageReader(SOURCE_WORKER));
    const threadPages = new BuiltPages();
    const workerPages = new BuiltPages();
    const threadResult = await writeSearchIndex(
      inThread.outDir,
      inThread.pages,
      site,
      undefined,
      threadPages,
      inThreadPageReader,
    );
    const workerResult = await writeSearchIndex(
      onWorker.outDir,
      onWorker.pages,
      site,
      undefined,
      workerPages,
      worker.reader,
    );
    expect(worker.chosenFor).toEqual([6]);
    expect(workerResult).toEqual(threadResult);
    expect(indexFiles(onWorker.outDir)).toEqual(indexFiles(inThread.outDir));
    // The scripts the worker found are kept for the policy step: each page's own, in its place.
    const scripts = (pages: BuiltPages, files: string[]) =>
      files.map((file) => pages.pageScripts(file).scripts.map(({text}) => text));
    expect(scripts(workerPages, onWorker.files)).toEqual(scripts(threadPages, inThread.files));
    expect(scripts(workerPages, onWorker.files)[4]).toEqual(['colourMode()', 'page4()']);
  });

  it('a page the reader fails stops the step, naming why, and the worker is stopped', async () => {
    const {outDir, pages} = builtSite(3);
    let reader: SearchPageReader | undefined;
    const failing = () => {
      reader = workerPageReader(SOURCE_WORKER);
      const {close} = reader;
      return {onWorker: true, read: () => Promise.reject(new Error('the page could not be read')), close};
    };
    await expect(writeSearchIndex(outDir, pages, site, undefined, undefined, failing)).rejects.toThrow(
      'the page could not be read',
    );
    // Closing again after the step closed it: the thread is gone already, and nothing waits.
    await expect(reader?.close()).resolves.toBeUndefined();
  });

  it('an error in the worker reaches the step with its message', async () => {
    const reader = workerPageReader(SOURCE_WORKER);
    try {
      await expect(reader.read(undefined as unknown as string, {url: '/', section: 'Docs'})).rejects.toThrow(/.+/);
      // The worker still answers the next page.
      const answer = await reader.read('<html><body><main><p>Still here</p></main></body></html>', {
        url: '/',
        section: 'Docs',
      });
      expect(answer.found?.root).toBe('main');
    } finally {
      await reader.close();
    }
  });

  it('a worker thread parses only a build with enough pages, on a machine with a core to spare', async () => {
    const few = pageReaderFor(PAGES_PER_SEARCH_WORKER - 1, SOURCE_WORKER);
    const many = pageReaderFor(PAGES_PER_SEARCH_WORKER, SOURCE_WORKER);
    expect(few.onWorker).toBe(false);
    expect(many.onWorker).toBe(os.availableParallelism() > 1);
    await expect(few.read('<main><p>One</p></main>', {url: '/', section: 'Docs'})).resolves.toMatchObject({
      found: {root: 'main'},
    });
    await Promise.all([few.close(), many.close()]);
  });
});
