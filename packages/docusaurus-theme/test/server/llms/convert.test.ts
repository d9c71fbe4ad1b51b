// @vitest-environment node
import {mkdirSync, mkdtempSync, readFileSync, writeFileSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {
  ARTICLES_PER_WORKER,
  type ArticleConverter,
  converterFor,
  inThreadConverter,
  workerConverter,
} from '../../../src/server/llms/convert';
import {writeLlmsFiles} from '../../../src/server/llms/twins';
import type {SitePage} from '../../../src/server/site/pages';
import {LLMS_ARTICLE_HTML} from './fixtures/llmsArticle';

/** The worker as a build runs it, started from the TypeScript source (sourceWorker.cjs). */
const SOURCE_WORKER = path.join(__dirname, 'sourceWorker.cjs');

const site = {title: 'Site', tagline: 'The tagline', url: 'https://example.com', baseUrl: '/'};

/** A build folder of `count` copies of the fixture page, each with a word of its own, and their pages. */
function builtSite(count: number): {outDir: string; pages: SitePage[]} {
  const outDir = mkdtempSync(path.join(os.tmpdir(), 'hk-twins-convert-'));
  mkdirSync(path.join(outDir, 'docs'));
  const pages = Array.from({length: count}, (_, index): SitePage => {
    writeFileSync(
      path.join(outDir, 'docs', `page-${index}.html`),
      LLMS_ARTICLE_HTML.replace('Hidden until opened.', `Hidden until opened, on page ${index}.`),
    );
    return {
      kind: 'doc',
      permalink: `/docs/page-${index}`,
      title: `Page ${index}`,
      section: 'Docs',
      listed: true,
      ownImage: false,
      sidebarIndex: index,
    };
  });
  return {outDir, pages};
}

/** A converter that records the number of articles it was chosen for. */
function recorded(make: () => ArticleConverter) {
  const chosenFor: number[] = [];
  return {
    chosenFor,
    converter: (articles: number) => {
      chosenFor.push(articles);
      return make();
    },
  };
}

describe("the Markdown twins' converters", {timeout: 120_000}, () => {
  it('a worker thread writes the same twins as this thread, in the same order', async () => {
    const inThread = builtSite(5);
    const onWorker = builtSite(5);
    const worker = recorded(() => workerConverter(SOURCE_WORKER));
    await writeLlmsFiles(inThread.outDir, inThread.pages, site, undefined, undefined, inThreadConverter);
    await writeLlmsFiles(onWorker.outDir, onWorker.pages, site, undefined, undefined, worker.converter);
    expect(worker.chosenFor).toEqual([5]);
    for (const file of ['llms.txt', 'llms-full.txt', 'docs/page-3.md']) {
      expect(readFileSync(path.join(onWorker.outDir, file), 'utf8'), file).toBe(
        readFileSync(path.join(inThread.outDir, file), 'utf8'),
      );
    }
    expect(readFileSync(path.join(onWorker.outDir, 'docs/page-3.md'), 'utf8')).toContain('on page 3.');
  });

  it('only the pages the cache lacks are converted', async () => {
    const {outDir, pages} = builtSite(3);
    const cacheDir = mkdtempSync(path.join(os.tmpdir(), 'hk-twins-convert-cache-'));
    await writeLlmsFiles(outDir, pages, site, cacheDir);
    writeFileSync(
      path.join(outDir, 'docs', 'page-1.html'),
      LLMS_ARTICLE_HTML.replace('Hidden until opened.', 'Changed.'),
    );
    const converter = recorded(inThreadConverter);
    await writeLlmsFiles(outDir, pages, site, cacheDir, undefined, converter.converter);
    expect(converter.chosenFor).toEqual([1]);
    expect(readFileSync(path.join(outDir, 'docs/page-1.md'), 'utf8')).toContain('Changed.');
  });

  it('a conversion the worker fails stops the step, naming why, and the worker is stopped', async () => {
    const {outDir, pages} = builtSite(2);
    let converter: ArticleConverter | undefined;
    const failing = () => {
      converter = workerConverter(SOURCE_WORKER);
      const {close} = converter;
      return {onWorker: true, convert: () => Promise.reject(new Error('the article could not be read')), close};
    };
    await expect(writeLlmsFiles(outDir, pages, site, undefined, undefined, failing)).rejects.toThrow(
      'the article could not be read',
    );
    // Closing again after the step closed it: the thread is gone already, and nothing waits.
    await expect(converter?.close()).resolves.toBeUndefined();
  });

  it('a worker thread converts only a build with many pages, on a machine with a core to spare', async () => {
    const few = converterFor(ARTICLES_PER_WORKER - 1, SOURCE_WORKER);
    const many = converterFor(ARTICLES_PER_WORKER, SOURCE_WORKER);
    expect(few.onWorker).toBe(false);
    expect(many.onWorker).toBe(os.availableParallelism() > 1);
    await Promise.all([few.close(), many.close()]);
  });
});
