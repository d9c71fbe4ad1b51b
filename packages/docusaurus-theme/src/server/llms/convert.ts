import os from 'node:os';
import type {Root} from 'hast';
import {
  createMarkdownConverter,
  findPageContent,
  type MarkdownLibraries,
  type PageMarkdown,
} from '../../shared/htmlToMarkdown';
import {importEsm} from '../site/esm';
import {jobWorker} from '../site/jobWorker';
import {TWIN_WORKER} from '../site/packageFiles';

/**
 * A built page's article to Markdown (shared/htmlToMarkdown.ts), in this thread or on a worker
 * thread (worker.ts): the twins' step hands a large build's pages to a worker, so that their
 * conversion runs beside the search index's parsing instead of after it.
 */

type Parser = (html: string) => Root;

/** Loads the unified packages and makes the converter. */
async function createConverter() {
  const [{unified}, {parseFragment}, {fromParse5}, rehypeRemark, remarkGfm, remarkStringify, {toText}] =
    await Promise.all([
      importEsm<typeof import('unified')>('unified'),
      importEsm<typeof import('parse5')>('parse5'),
      importEsm<typeof import('hast-util-from-parse5')>('hast-util-from-parse5'),
      importEsm<typeof import('rehype-remark')>('rehype-remark'),
      importEsm<typeof import('remark-gfm')>('remark-gfm'),
      importEsm<typeof import('remark-stringify')>('remark-stringify'),
      importEsm<typeof import('hast-util-to-text')>('hast-util-to-text'),
    ]);
  const libraries: MarkdownLibraries = {
    unified,
    rehypeRemark: rehypeRemark.default,
    remarkGfm: remarkGfm.default,
    remarkStringify: remarkStringify.default,
    toText,
  };
  // parse5 straight, as rehype-parse would call it but without source locations: nothing in a
  // twin reads where a node was in the HTML, and recording it took about half of the parse.
  const parse: Parser = (html) => fromParse5(parseFragment(html, {scriptingEnabled: false})) as Root;
  return {parse, convert: createMarkdownConverter(libraries)};
}

type Converter = Awaited<ReturnType<typeof createConverter>>;

let converterPromise: Promise<Converter> | undefined;

/** The converter, made once per thread: loading the unified packages takes a moment. */
function loadConverter(): Promise<Converter> {
  converterPromise ??= createConverter();
  return converterPromise;
}

/**
 * The rendered article of a built page. Only the <article> is parsed: the rest of the page
 * (navbar, sidebar, footer, scripts) is most of its bytes and none of its content.
 */
export function articleHtml(html: string): string {
  const start = html.indexOf('<article');
  const end = html.lastIndexOf('</article>');
  return start === -1 || end < start ? html : html.slice(start, end + '</article>'.length);
}

/** Converts one page's article HTML; undefined when it holds no doc or post content. */
export async function convertArticle(html: string, pageUrl: string): Promise<PageMarkdown | undefined> {
  const converter = await loadConverter();
  const page = findPageContent(converter.parse(html));
  return page ? converter.convert(page, pageUrl) : undefined;
}

/** Converts one page's HTML: for tests and one-off use. */
export function htmlToMarkdown(html: string, pageUrl: string): Promise<PageMarkdown | undefined> {
  return convertArticle(articleHtml(html), pageUrl);
}

/** Who converts a build's articles. */
export type ArticleConverter = {
  /** Whether it converts on a worker thread. */
  onWorker: boolean;
  /** Converts an article's HTML (`convertArticle`). */
  convert(html: string, pageUrl: string): Promise<PageMarkdown | undefined>;
  /** Stops what the converter started (its thread). */
  close(): Promise<void>;
};

/**
 * Converts in this thread, one article after the other. Each is a few milliseconds of
 * synchronous work: the search index (Pagefind answers each page it is sent through this
 * thread's event loop) runs at the same time, so the loop lets it in before each article.
 */
export function inThreadConverter(): ArticleConverter {
  return {
    onWorker: false,
    async convert(html, pageUrl) {
      await new Promise((resolve) => setImmediate(resolve));
      return convertArticle(html, pageUrl);
    },
    close: () => Promise.resolve(),
  };
}

/** A page for the worker to convert. */
export type TwinJob = {html: string; pageUrl: string};

/**
 * Converts on one worker thread (worker.ts, the compiled one in lib/ unless told otherwise:
 * the tests start it from the TypeScript source through a script of their own). Every article
 * is sent at once; the worker converts them in turn.
 */
export function workerConverter(workerScript: string | URL = TWIN_WORKER): ArticleConverter {
  const worker = jobWorker<TwinJob, PageMarkdown | undefined>(workerScript, "The Markdown twins' worker");
  return {onWorker: true, convert: (html, pageUrl) => worker.run({html, pageUrl}), close: worker.close};
}

/**
 * The articles that pay for a worker thread: starting one and loading the unified packages in
 * it costs about 0.3 s of CPU, about a hundred articles' conversion, and a build with fewer
 * pages has spare time on the other core in any case.
 */
export const ARTICLES_PER_WORKER = 200;

/** The converter for `articles` conversions: a worker thread for many, on a machine with a core to spare; this thread otherwise. */
export function converterFor(articles: number, workerScript?: string | URL): ArticleConverter {
  return articles >= ARTICLES_PER_WORKER && os.availableParallelism() > 1
    ? workerConverter(workerScript)
    : inThreadConverter();
}
