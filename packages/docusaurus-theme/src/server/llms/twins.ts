import {createHash} from 'node:crypto';
import {mkdirSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import logger from '@docusaurus/logger';
import type {Root} from 'hast';
import {THEME_NAME} from '../../shared/contract';
import {
  createMarkdownConverter,
  findPageContent,
  type MarkdownLibraries,
  type PageMarkdown,
} from '../../shared/htmlToMarkdown';
import {markdownLinkDestination, markdownText, titleOrPath} from '../../shared/markdownText';
import {LLMS_FULL_FILE, LLMS_INDEX_FILE, markdownTwinPath, twinFileForPermalink} from '../../shared/routes';
import {htmlFileForPermalink} from '../site/builtFiles';
import {BuiltPages} from '../site/builtPages';
import {readSealedFile, themeCacheDir, writableCacheDir, writeSealedFile} from '../site/cache';
import {importEsm} from '../site/esm';
import type {SitePage} from '../site/pages';

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

type Parser = (html: string) => Root;

/** Loads the unified packages and makes the converter. */
async function createConverter() {
  const [{unified}, rehypeParse, rehypeRemark, remarkGfm, remarkStringify, {toText}] = await Promise.all([
    importEsm<typeof import('unified')>('unified'),
    importEsm<typeof import('rehype-parse')>('rehype-parse'),
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
  const parser = unified().use(rehypeParse.default, {fragment: true});
  const parse: Parser = (html) => parser.parse(html) as Root;
  return {parse, convert: createMarkdownConverter(libraries)};
}

let converterPromise: ReturnType<typeof createConverter> | undefined;

/** The converter, made once per process: loading the unified packages takes a moment. */
function loadConverter() {
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

/** Converts one page's article HTML, as parsed; undefined when it holds no doc or post content. */
export async function convertArticle(
  html: string,
  pageUrl: string,
  converter: Awaited<ReturnType<typeof loadConverter>>,
): Promise<PageMarkdown | undefined> {
  const page = findPageContent(converter.parse(html));
  return page ? converter.convert(page, pageUrl) : undefined;
}

/** Loads the converter and converts one page's HTML: for tests and one-off use. */
export async function htmlToMarkdown(html: string, pageUrl: string): Promise<PageMarkdown | undefined> {
  return convertArticle(articleHtml(html), pageUrl, await loadConverter());
}

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

/**
 * The file that keeps the conversions of the build written to `outDir`: one file for all its
 * pages (a thousand small files cost more to create and open than the conversions they save),
 * one per build folder, so that the locales of a site keep theirs apart. Named after the build
 * folder's place relative to the cache, so that a checkout in another directory (a CI runner
 * restoring the cache elsewhere) finds the same file.
 */
export function conversionsFile(cacheDir: string, outDir: string): string {
  const folder = createHash('sha256').update(path.relative(cacheDir, outDir)).digest('hex').slice(0, 16);
  return path.join(cacheDir, `${folder}.json`);
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
 * other post-build steps share. Returns the twins written.
 */
export async function writeLlmsFiles(
  outDir: string,
  pages: SitePage[],
  site: LlmsSite,
  cacheDir: string | undefined,
  builtPages = new BuiltPages(),
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
  let converter: Awaited<ReturnType<typeof loadConverter>> | undefined;
  const usableCacheDir = cacheDir ? writableCacheDir(cacheDir) : undefined;
  const cacheFile = usableCacheDir ? conversionsFile(usableCacheDir, outDir) : undefined;
  const cached = cacheFile ? readConversions(cacheFile) : {};
  const conversions: Conversions = {};
  const twins: MarkdownTwin[] = [];
  for (const {page, file} of files) {
    // Each page is a few milliseconds of synchronous work. The search index (Pagefind answers
    // each page it is sent through this thread's event loop) and the card workers (which get
    // their next card from it) run at the same time, so the loop lets them in between pages.
    await new Promise((resolve) => setImmediate(resolve));
    const pageUrl = `${origin}${page.permalink}`;
    // Synchronous reads and writes, as the other per-page file steps (builtFiles.ts says why).
    const html = builtPages.read(file, articleHtml);
    const key = createHash('sha256').update(`${CONVERSION_VERSION}\0${pageUrl}\0${html}`).digest('hex');
    let markdown = cached[key];
    if (!markdown) {
      converter ??= await loadConverter();
      markdown = await convertArticle(html, pageUrl, converter);
      if (!markdown) {
        continue;
      }
    }
    conversions[key] = markdown;
    const twinPath = markdownTwinPath(page.permalink, site.baseUrl);
    const twin: MarkdownTwin = {page, pageUrl, twinUrl: `${origin}${twinPath}`, markdown};
    const twinFile = path.join(outDir, twinFileForPermalink(page.permalink, site.baseUrl));
    mkdirSync(path.dirname(twinFile), {recursive: true});
    writeFileSync(twinFile, twinFileText(twin));
    twins.push(twin);
  }
  if (cacheFile) {
    writeConversions(cacheFile, conversions);
  }
  if (twins.length > 0) {
    writeFileSync(path.join(outDir, LLMS_INDEX_FILE), llmsIndexText(site, twins));
    writeFileSync(path.join(outDir, LLMS_FULL_FILE), llmsFullText(site, twins));
  }
  return twins;
}
