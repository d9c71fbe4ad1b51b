import {createHash} from 'node:crypto';
import logger from '@docusaurus/logger';
import {THEME_NAME} from '../../shared/contract';
import type {PageMarkdown} from '../../shared/htmlToMarkdown';
import {markdownLinkDestination, markdownText, titleOrPath} from '../../shared/markdownText';
import {LLMS_FULL_FILE, LLMS_INDEX_FILE, markdownTwinPath, twinFileForPermalink} from '../../shared/routes';
import {htmlFileForPermalink} from '../site/builtFiles';
import {BuiltPages} from '../site/builtPages';
import {
  buildFolderCacheFile,
  packedFiles,
  readSealedFile,
  themeCacheDir,
  unpackFolderOffThread,
  writableCacheDir,
  writeSealedFile,
} from '../site/cache';
import type {SitePage} from '../site/pages';
import {ARTICLES_PER_WORKER, type ArticleConverter, articleHtml, converterFor} from './convert';

/** The llms.txt section of docs that no sidebar category holds. */
export const LOOSE_DOCS_SECTION = 'Docs';
export const BLOG_LLMS_SECTION = 'Blog';

/**
 * Bumped whenever the conversion changes, so that twins cached by an older version of the
 * theme are converted again.
 */
const CONVERSION_VERSION = '2';

export type LlmsSite = {title: string; tagline: string; url: string; baseUrl: string};

/** A page that got a twin: where it lives and what llms.txt says about it. */
export type MarkdownTwin = {
  page: SitePage;
  /** The absolute URL of the page and of its twin. */
  pageUrl: string;
  twinUrl: string;
  markdown: PageMarkdown;
};

/** A page's title as the Markdown it goes in: its rendered h1, its metadata title, or its address. */
function pageTitle({page, markdown}: Pick<MarkdownTwin, 'page' | 'markdown'>): string {
  return markdownText(titleOrPath([markdown.title, page.title], page.permalink));
}

/** A twin as a file: the page's title as its h1, then its content. */
export function twinFileText(twin: Pick<MarkdownTwin, 'page' | 'markdown'>): string {
  return `# ${pageTitle(twin)}\n\n${twin.markdown.body}\n`;
}

/** The sections of llms.txt, in order: sidebar categories as the docs first meet them, then the blog. */
export function llmsSections(twins: MarkdownTwin[]): [string, MarkdownTwin[]][] {
  const sections = new Map<string, MarkdownTwin[]>();
  for (const twin of twins) {
    const {kind, category, version} = twin.page;
    const docs = category ?? LOOSE_DOCS_SECTION;
    // A site with several versions of its docs lists each version's pages apart, named by it.
    const name = kind === 'blogPost' ? BLOG_LLMS_SECTION : version ? `${docs} (version ${version})` : docs;
    sections.set(name, [...(sections.get(name) ?? []), twin]);
  }
  // The blog goes last even when a doc category shares its name's first appearance order.
  const blog = sections.get(BLOG_LLMS_SECTION);
  sections.delete(BLOG_LLMS_SECTION);
  return [...sections, ...(blog ? [[BLOG_LLMS_SECTION, blog] as [string, MarkdownTwin[]]] : [])];
}

function siteHeader(site: LlmsSite): string {
  return `# ${markdownText(site.title)}\n${site.tagline ? `\n> ${markdownText(site.tagline)}\n` : ''}`;
}

/** llms.txt, in the llmstxt.org format: title, tagline, then a list of links per section. */
export function llmsIndexText(site: LlmsSite, twins: MarkdownTwin[]): string {
  const sections = llmsSections(twins).map(([name, members]) => {
    const lines = members.map((twin) => {
      const description = markdownText(twin.page.description ?? '');
      return `- [${pageTitle(twin)}](${markdownLinkDestination(twin.twinUrl)})${description ? `: ${description}` : ''}`;
    });
    return `## ${markdownText(name)}\n\n${lines.join('\n')}\n`;
  });
  return [siteHeader(site), ...sections].join('\n');
}

/** llms-full.txt: every twin in the order of llms.txt, each under an h1 linking to its page. */
export function llmsFullText(site: LlmsSite, twins: MarkdownTwin[]): string {
  const pages = llmsSections(twins).flatMap(([, members]) =>
    members.map(
      (twin) => `# [${pageTitle(twin)}](${markdownLinkDestination(twin.pageUrl)})\n\n${twin.markdown.body}\n`,
    ),
  );
  return [siteHeader(site), ...pages].join('\n');
}

/** Docs in sidebar order (docs in no sidebar after them), then blog posts, newest first. */
export function inReadingOrder(pages: SitePage[]): SitePage[] {
  const docs = pages
    .filter((page) => page.kind === 'doc')
    .map((page, index) => ({page, index}))
    .sort((a, b) => (a.page.sidebarIndex ?? Infinity) - (b.page.sidebarIndex ?? Infinity) || a.index - b.index)
    .map(({page}) => page);
  return [...docs, ...pages.filter((page) => page.kind === 'blogPost')];
}

/** The pages that get a twin: listed docs and blog posts. */
export function pagesWithTwins(pages: SitePage[]): SitePage[] {
  return inReadingOrder(pages.filter((page) => page.listed && (page.kind === 'doc' || page.kind === 'blogPost')));
}

/** Where converted pages are kept between builds, keyed by a hash of their article HTML. */
export function llmsCacheDir(siteDir: string): string {
  return themeCacheDir(siteDir, 'llms');
}

/** The converted pages of one build folder (one locale), by the hash of each page's URL and article. */
type Conversions = Record<string, PageMarkdown>;

/** The file that keeps the conversions of the build written to `outDir` (`buildFolderCacheFile`). */
export function conversionsFile(cacheDir: string, outDir: string): string {
  return buildFolderCacheFile(cacheDir, outDir);
}

/**
 * The conversions kept in `file`, when it is as this theme sealed it: a file edited since (by
 * hand, a tool, a half-restored CI cache) is refused with a warning, and every page converted
 * again, since what it holds would be published as is in twins, llms.txt and llms-full.txt.
 */
function readConversions(file: string): Conversions {
  const {text, refused} = readSealedFile(file);
  if (refused) {
    logger.warn(
      `[${THEME_NAME}] The cached Markdown twins in ${file} did not match their digest (edited since they were written, or written by a theme version that did not seal them): they were refused and the pages converted again.`,
    );
  }
  try {
    return text === undefined ? {} : (JSON.parse(text) as Conversions);
  } catch {
    return {};
  }
}

/** Keeps this build's conversions, and only those: a page removed or changed leaves nothing behind. */
function writeConversions(file: string, conversions: Conversions): void {
  writeSealedFile(file, JSON.stringify(conversions));
}

/**
 * Writes a Markdown twin beside every given page's HTML (`docs/intro.html` → `docs/intro.md`),
 * then `llms.txt` and `llms-full.txt` at the base URL. Pages whose built HTML is missing (a
 * hash-router build has none) are skipped. The pages are read through `builtPages`, which the
 * other post-build steps share; those the cache lacks are converted by `converter`, by default
 * `converterFor` their number, started as soon as ARTICLES_PER_WORKER of them are read (or once
 * all are, when fewer), so that a worker converts while pages are still being read. Returns the
 * twins written.
 */
export async function writeLlmsFiles(
  outDir: string,
  pages: SitePage[],
  site: LlmsSite,
  cacheDir: string | undefined,
  builtPages = new BuiltPages(),
  converter?: (articles: number) => ArticleConverter,
): Promise<MarkdownTwin[]> {
  const files = pagesWithTwins(pages).flatMap((page) => {
    const file = htmlFileForPermalink(outDir, page.permalink, site.baseUrl);
    return file ? [{page, file}] : [];
  });
  // Said before the first await, so that a step reading the same pages first keeps their article for this one.
  builtPages.expect(
    files.map(({file}) => file),
    articleHtml,
  );
  const origin = site.url.replace(/\/+$/, '');
  const usableCacheDir = cacheDir ? writableCacheDir(cacheDir) : undefined;
  const cacheFile = usableCacheDir ? conversionsFile(usableCacheDir, outDir) : undefined;
  const cached = cacheFile ? readConversions(cacheFile) : {};
  const read: {page: SitePage; pageUrl: string; key: string; markdown?: Promise<PageMarkdown | undefined>}[] = [];
  // The articles read before a converter is started, which it converts first.
  const waiting: {entry: (typeof read)[number]; html: string}[] = [];
  let converting: ArticleConverter | undefined;
  /** Hands the waiting articles to the converter, started now if it is not yet. */
  const convertWaiting = () => {
    converting ??= (converter ?? converterFor)(waiting.length);
    const active = converting;
    for (const {entry, html} of waiting.splice(0)) {
      entry.markdown = active.convert(html, entry.pageUrl);
      // A failure is awaited below, in order; the conversions after it need no handler of their own.
      entry.markdown.catch(() => undefined);
    }
  };
  const conversions: Conversions = {};
  const twins: MarkdownTwin[] = [];
  const written: {path: string; data: Uint8Array}[] = [];
  try {
    for (const {page, file} of files) {
      // The search index runs at the same time, answered through this thread's event loop: let it in between pages.
      await new Promise((resolve) => setImmediate(resolve));
      const pageUrl = `${origin}${page.permalink}`;
      // Synchronous reads and writes, as the other per-page file steps (builtFiles.ts says why).
      const html = builtPages.read(file, articleHtml);
      const key = createHash('sha256').update(`${CONVERSION_VERSION}\0${pageUrl}\0${html}`).digest('hex');
      const entry: (typeof read)[number] = {page, pageUrl, key};
      read.push(entry);
      if (cached[key]) {
        entry.markdown = Promise.resolve(cached[key]);
        continue;
      }
      waiting.push({entry, html});
      // Once there are articles enough to pay for a worker, it converts them while the other
      // steps still read and parse pages on this thread.
      if (converting || waiting.length >= ARTICLES_PER_WORKER) {
        convertWaiting();
      }
    }
    if (waiting.length > 0) {
      convertWaiting();
    }
    for (const {page, pageUrl, key, markdown: converted} of read) {
      const markdown = await converted;
      if (!markdown) {
        continue;
      }
      conversions[key] = markdown;
      const twinPath = markdownTwinPath(page.permalink, site.baseUrl);
      const twin: MarkdownTwin = {page, pageUrl, twinUrl: `${origin}${twinPath}`, markdown};
      written.push({path: twinFileForPermalink(page.permalink, site.baseUrl), data: Buffer.from(twinFileText(twin))});
      twins.push(twin);
    }
  } finally {
    await converting?.close();
  }
  if (cacheFile) {
    writeConversions(cacheFile, conversions);
  }
  if (twins.length > 0) {
    written.push(
      {path: LLMS_INDEX_FILE, data: Buffer.from(llmsIndexText(site, twins))},
      {path: LLMS_FULL_FILE, data: Buffer.from(llmsFullText(site, twins))},
    );
  }
  // A thousand twins take the main thread most of a second to write, which the search step,
  // beside, can use: they are written on a thread of their own, all at once.
  await unpackFolderOffThread(packedFiles(written), outDir);
  return twins;
}
