import {type DomUtils, parseDocument} from 'htmlparser2';
import {MERMAID_SOURCE_CLASS} from '../../shared/contract';
import {PAGE_FURNITURE_CLASSES} from '../../shared/pageFurniture';
import {CODE_WORD_MARK, SEARCH_DESCRIPTION_META, SEARCH_HEADINGS_META} from '../../shared/searchWords';
import {
  type KeyedPageScripts,
  parsePage as parseBuiltPage,
  parsedPageScripts,
  type TreeParts,
} from '../site/builtPages';

type Node = ReturnType<typeof DomUtils.getChildren>[number];
type Element = Extract<Node, {name: string; attribs: Record<string, string>}>;

/**
 * Where a built page's content is, for the search index: its `<main>` (what Docusaurus renders
 * for every doc, post and page), else its `<article>`, else its `<body>`. Found by parsing the
 * page, so that text that only looks like a tag (a title "The <main> element" in the page's
 * JSON-LD script) is never taken for one.
 */
export type ContentRoot = 'main' | 'article' | 'body';

const CONTENT_ROOTS: ContentRoot[] = ['main', 'article', 'body'];

/**
 * Elements after which text starts a new word. Docusaurus's minifier drops optional end tags
 * (`<td>a<td>b`), and Pagefind reads adjacent cells, items and blocks as one run of text:
 * "PropTypeDefault". A space after each keeps their words apart.
 */
const WORD_BOUNDARY_AFTER = new Set([
  'address',
  'blockquote',
  'br',
  'caption',
  'dd',
  'details',
  'dialog',
  'div',
  'dl',
  'dt',
  'figcaption',
  'figure',
  'footer',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'header',
  'hr',
  'li',
  'nav',
  'ol',
  'p',
  'pre',
  'section',
  'summary',
  'table',
  'tbody',
  'td',
  'tfoot',
  'th',
  'thead',
  'tr',
  'ul',
]);

/** Elements with no end tag. */
const VOID_ELEMENTS = new Set([
  'area',
  'base',
  'br',
  'col',
  'embed',
  'hr',
  'img',
  'input',
  'link',
  'meta',
  'source',
  'track',
  'wbr',
]);

/** Elements whose text is code: each of its words is marked with CODE_WORD_MARK for the excerpts. */
const CODE_ELEMENTS = new Set(['code', 'pre', 'kbd', 'samp']);

/** Code's text with CODE_WORD_MARK after each word (a run of characters that are not white space). */
const markCodeWords = (text: string) => text.replace(/\S+/g, (word) => `${word}${CODE_WORD_MARK}`);

/** Elements whose content is never text of the page. */
const SKIPPED_ELEMENTS = new Set(['script', 'style', 'template']);

/**
 * Inside each page's <main>, the parts that are not its content, left out of its documents: they
 * repeat on every page (table of contents, breadcrumbs, previous/next links) or are controls
 * (edit link, anchors). Elements with one of `classes`, a class starting with one of
 * `classPrefixes` (a CSS module's class: its suffix is a hash), or one of `elements`.
 */
export const SEARCH_EXCLUDED = {
  // The page's furniture, as the twins leave it out; and, beyond the article the twins read, the
  // desktop table of contents, and the hidden Mermaid source (a twin keeps it as a diagram's
  // fence; a search would find pages by its syntax).
  classes: [...PAGE_FURNITURE_CLASSES, 'theme-doc-toc-desktop', MERMAID_SOURCE_CLASS],
  // A live code block's editable source (theme-live-codeblock's; its preview stays indexed): JSX
  // read as prose finds pages by markup and shows it in excerpts.
  classPrefixes: ['playgroundEditor_'],
  elements: ['nav'],
};

const excludedClasses = new Set(SEARCH_EXCLUDED.classes);

const isExcluded = ({name, attribs}: Element) =>
  SKIPPED_ELEMENTS.has(name) ||
  SEARCH_EXCLUDED.elements.includes(name) ||
  (attribs.class ?? '')
    .split(/\s+/)
    .some(
      (className) =>
        excludedClasses.has(className) || SEARCH_EXCLUDED.classPrefixes.some((prefix) => className.startsWith(prefix)),
    );

const escapeText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
export const escapeAttribute = (value: string) => escapeText(value).replace(/"/g, '&quot;');

/** An element node: a tag (script and style elements included), not text, a comment or the doctype. */
const isElement = (node: Node): node is Element => 'attribs' in node && 'children' in node;

/**
 * Attributes left out of the documents: an image inlined as a data URI (a bundler inlines small
 * ones), since Pagefind takes a page's first image as its `image` metadata, and metadata is
 * searchable: the URI's base64 would make nonsense queries find the page. And `class` and
 * `style`, which Pagefind does not read (the parts SEARCH_EXCLUDED names are left out here) and
 * which are four bytes in ten of a page's content, nearly all on code's highlighted tokens.
 */
const isLeftOut = (name: string, value: string) =>
  name === 'class' || name === 'style' || ((name === 'src' || name === 'srcset') && /^\s*data:/i.test(value));

const openingTag = (element: Element, attribs: Record<string, string> = element.attribs) =>
  `<${element.name}${Object.entries(attribs)
    .filter(([name, value]) => !isLeftOut(name, value))
    .map(([name, value]) => (value === '' ? ` ${name}` : ` ${name}="${escapeAttribute(value)}"`))
    .join('')}>`;

/**
 * One part of a page's content as markup, the element it starts at (none: the top of the page)
 * and the section headings it holds.
 */
type SerializedPart = {start?: Element; markup: string[]; hasText: boolean; headings: Element[]};

/** The headings whose text is a document's `SEARCH_HEADINGS_META`: those of its sections, as in the table of contents. */
const SECTION_HEADINGS = new Set(['h2', 'h3']);

/**
 * Serializes a content root's children, starting a new part before each element of `cuts`: the
 * elements still open there are closed at the end of the part before and opened again, without
 * their `id` (an anchor belongs to one part), at the start of the next. Each node's text is
 * written once, into one part, and the parts SEARCH_EXCLUDED names are left out (a block of
 * them leaves a space, as any block does). With no cuts, one part: the whole content.
 */
function serializeParts(nodes: Node[], cuts: ReadonlySet<Element> = new Set()): SerializedPart[] {
  const parts: SerializedPart[] = [{markup: [], hasText: false, headings: []}];
  const open: Element[] = [];
  let current = parts[0] as SerializedPart;
  // How many code elements the node being written is inside.
  let inCode = 0;
  const write = (node: Node): void => {
    if (node.type === 'text') {
      const text = (node as {data: string}).data;
      current.markup.push(escapeText(inCode > 0 ? markCodeWords(text) : text));
      current.hasText ||= /\S/.test(text);
      return;
    }
    if (!isElement(node)) {
      return;
    }
    if (isExcluded(node)) {
      current.markup.push(WORD_BOUNDARY_AFTER.has(node.name) ? ' ' : '');
      return;
    }
    if (cuts.has(node)) {
      current.markup.push(...[...open].reverse().map(({name}) => `</${name}>`));
      current = {
        start: node,
        markup: open.map((element) => openingTag(element, withoutId(element.attribs))),
        hasText: false,
        headings: [],
      };
      parts.push(current);
    }
    current.markup.push(openingTag(node));
    if (SECTION_HEADINGS.has(node.name)) {
      current.headings.push(node);
    }
    if (!VOID_ELEMENTS.has(node.name)) {
      const isCode = CODE_ELEMENTS.has(node.name);
      inCode += isCode ? 1 : 0;
      open.push(node);
      for (const child of node.children as Node[]) {
        write(child);
      }
      open.pop();
      inCode -= isCode ? 1 : 0;
      current.markup.push(`</${node.name}>`);
    }
    if (WORD_BOUNDARY_AFTER.has(node.name)) {
      current.markup.push(' ');
    }
  };
  for (const node of nodes) {
    write(node);
  }
  return parts;
}

const withoutId = ({id: _id, ...attribs}: Record<string, string>) => attribs;

function findElement(nodes: Node[], name: string): Element | undefined {
  for (const node of nodes) {
    if (!isElement(node)) {
      continue;
    }
    const element = node;
    if (element.name === name) {
      return element;
    }
    if (!SKIPPED_ELEMENTS.has(element.name)) {
      const found = findElement(element.children as Node[], name);
      if (found) {
        return found;
      }
    }
  }
  return undefined;
}

const textOf = (element: Element | undefined): string =>
  element
    ? (element.children as Node[])
        .map((child) => (child.type === 'text' ? (child as {data: string}).data : ''))
        .join('')
    : '';

/** A built page's parts that every document made of it repeats: its language, title and content root. */
type ParsedPage = {
  root: ContentRoot;
  element: Element;
  /** The page's `<title>`. */
  title: string;
  /** The page's `<meta name="description">`: what it is about, in its author's words ('' without one). */
  description: string;
  /** A document of the page for Pagefind, holding `markup` in a `<main>` after the metadata and filters given. */
  document: (meta: [key: string, value: string][], markup: string, filters?: SearchFilters) => string;
};

const metaTag = ([key, value]: [string, string]) =>
  `<span hidden data-pagefind-meta="${key}:${escapeAttribute(value)}"></span>`;

/**
 * What a page's results can be narrowed to, as Pagefind filters: its part of the site
 * (`scope`: "Documentation", "Blog", or another docs or blog instance) and its docs version.
 */
export type SearchFilters = {scope?: string; version?: string};

const filterTags = (filters: SearchFilters): string =>
  Object.entries(filters)
    .filter(([, value]) => value)
    .map(([key, value]) => `<span hidden data-pagefind-filter="${key}:${escapeAttribute(value)}"></span>`)
    .join('');

/** A built page's HTML, or its tree as `parseDocument` gives it with these options (server/site/builtPages.ts parses once for several steps). */
export type PageSource = string | ReturnType<typeof parseDocument>;

function parsePage(html: PageSource): ParsedPage | undefined {
  const document =
    typeof html === 'string' ? parseDocument(html, {lowerCaseTags: true, lowerCaseAttributeNames: true}) : html;
  const nodes = document.children as Node[];
  const found = CONTENT_ROOTS.map((root) => [root, findElement(nodes, root)] as const).find(([, element]) => element);
  if (!found) {
    return undefined;
  }
  const [root, element] = found as [ContentRoot, Element];
  const lang = (findElement(nodes, 'html')?.attribs.lang ?? '').trim();
  const title = textOf(findElement(nodes, 'title'));
  const head = findElement(nodes, 'head');
  const description = (
    (head?.children as Node[] | undefined)
      ?.filter(isElement)
      .find((element) => element.name === 'meta' && element.attribs.name === 'description')?.attribs.content ?? ''
  )
    .replace(/\s+/g, ' ')
    .trim();
  const mainTag = root === 'main' ? openingTag(element) : '<main>';
  return {
    root,
    element,
    title,
    description,
    document: (meta, markup, filters = {}) =>
      `<!doctype html><html lang="${escapeAttribute(lang)}"><head><title>${escapeText(title)}</title></head>` +
      `<body>${mainTag}${meta.map(metaTag).join('')}${filterTags(filters)}${markup}</main></body></html>`,
  };
}

const sectionMeta = (section: string): [string, string][] => (section ? [['section', section]] : []);

/**
 * The metadata that ranks a document above one that only mentions the words (SEARCH_HEADINGS_META
 * says why): the headings of its sections and, for the page or its top part, the page's summary.
 */
function rankingMeta(headings: Element[], description: string): [string, string][] {
  const texts = headings.map(headingText).filter(Boolean);
  return [
    ...(texts.length > 0 ? [[SEARCH_HEADINGS_META, texts.join(' · ')] as [string, string]] : []),
    ...(description ? [[SEARCH_DESCRIPTION_META, description] as [string, string]] : []),
  ];
}

/** The page as one document: all its content, with its section, ranking metadata and filters. */
function wholeDocument(page: ParsedPage, section: string, filters: SearchFilters = {}): string {
  const [whole] = serializeParts(page.element.children as Node[]);
  return page.document(
    [...sectionMeta(section), ...rankingMeta(whole?.headings ?? [], page.description)],
    whole?.markup.join('') ?? '',
    filters,
  );
}

/**
 * The document Pagefind reads for a page: its language, its title, and its content root as a
 * `<main>` (Pagefind's root selector) with the page's section as Pagefind metadata inside. The
 * rest of the page (navbar, sidebar, script and stylesheet names, whose hashes change from one
 * build to the next with no change to any page) is left out: Pagefind parses less, and the
 * index depends on the content alone. Undefined for a page with no body.
 */
export function searchableDocument(
  html: PageSource,
  section: string,
  filters: SearchFilters = {},
): {content: string; root: ContentRoot} | undefined {
  const page = parsePage(html);
  if (!page) {
    return undefined;
  }
  return {root: page.root, content: wholeDocument(page, section, filters)};
}

/**
 * Characters of text above which a page is indexed in parts. Pagefind's browser code reads the
 * whole of a result's page for its excerpt of each heading with a match, so a result's time grows
 * with the square of its page's text: about 10 s before the first result of a page of 2 MB of
 * text showed, against a few milliseconds for a part (bench/measurements.md, "Long pages in
 * search"). Pages under it, nearly all, stay one document.
 */
export const SEARCH_PART_MAX_TEXT = 100_000;

/** The headings a long page is split at, in turn, while a part is still over the limit. */
const SPLIT_HEADINGS = ['h2', 'h3'];

/** Where a part with no heading left to split at is cut, in chunks under the limit: before a block. */
const CHUNK_STARTS = new Set([...WORD_BOUNDARY_AFTER].filter((name) => name !== 'br'));

/** Each element of a content root in document order, with where it starts in the root's text. */
type TextMap = {elements: Element[]; start: number[]; length: number};

function mapText(nodes: Node[]): TextMap {
  const map: TextMap = {elements: [], start: [], length: 0};
  const visit = (node: Node): void => {
    if (node.type === 'text') {
      map.length += (node as {data: string}).data.length;
    } else if (isElement(node) && isExcluded(node)) {
      map.length += WORD_BOUNDARY_AFTER.has(node.name) ? 1 : 0;
    } else if (isElement(node)) {
      const index = map.elements.push(node) - 1;
      map.start[index] = map.length;
      for (const child of node.children as Node[]) {
        visit(child);
      }
      // The space serializeParts writes after it, so that a part's length is the text Pagefind reads.
      map.length += WORD_BOUNDARY_AFTER.has(node.name) ? 1 : 0;
    }
  };
  for (const node of nodes) {
    visit(node);
  }
  return map;
}

/**
 * The elements that start a part of a page whose text is over `maxText`: each `h2` with an id;
 * in a part still over it, each `h3` with an id; and in one still over it with no heading left,
 * the blocks that keep each chunk under it (a single block over it stays whole: text is never cut).
 */
function partStarts({elements, start, length}: TextMap, maxText: number): Set<Element> {
  const starts = new Set<Element>();
  const offset = (index: number) => (index < 0 ? 0 : index < elements.length ? (start[index] as number) : length);
  // From element `from` (-1: the top of the content) to element `to`, which the next part starts at.
  const split = (from: number, to: number, level: number): void => {
    if (offset(to) - offset(from) <= maxText) {
      return;
    }
    const heading = SPLIT_HEADINGS[level];
    if (heading) {
      const headings: number[] = [];
      for (let index = from + 1; index < to; index++) {
        const element = elements[index] as Element;
        if (element.name === heading && element.attribs.id) {
          headings.push(index);
          starts.add(element);
        }
      }
      const bounds = [from, ...headings, to];
      for (let part = 0; part + 1 < bounds.length; part++) {
        split(bounds[part] as number, bounds[part + 1] as number, level + 1);
      }
      return;
    }
    // Each block is a place to cut: a chunk is cut at the last one before it would go over the limit.
    let chunkStart = offset(from);
    let lastBlock: number | undefined;
    for (let index = from + 1; index <= to; index++) {
      if (index < to && !CHUNK_STARTS.has((elements[index] as Element).name)) {
        continue;
      }
      if (offset(index) - chunkStart > maxText && lastBlock !== undefined) {
        starts.add(elements[lastBlock] as Element);
        chunkStart = offset(lastBlock);
        lastBlock = undefined;
      }
      if (index < to && offset(index) > chunkStart) {
        lastBlock = index;
      }
    }
  };
  split(-1, elements.length, 0);
  return starts;
}

/** A heading's text as the reader sees it: without its "#" link and the zero-width space in it. */
function headingText(element: Element | undefined): string {
  const parts: string[] = [];
  const visit = (node: Node): void => {
    if (node.type === 'text') {
      parts.push((node as {data: string}).data);
    } else if (isElement(node) && !isExcluded(node)) {
      for (const child of node.children as Node[]) {
        visit(child);
      }
    }
  };
  if (element) {
    visit(element);
  }
  return parts
    .join('')
    .replace(/\u200b/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * Where a part starting at each of `starts` is in its page: the id of the nearest heading at or
 * before it, which its link goes to, and its section's heading, which its title names (the `h2`
 * it is under, else the `h3`).
 */
function placesOf(
  elements: Element[],
  starts: ReadonlySet<Element>,
): Map<Element, {anchor?: string; heading?: string}> {
  const places = new Map<Element, {anchor?: string; heading?: string}>();
  let anchor: string | undefined;
  let h2: string | undefined;
  let h3: string | undefined;
  for (const element of elements) {
    if (/^h[1-6]$/.test(element.name)) {
      anchor = element.attribs.id || anchor;
      if (element.name === 'h2') {
        h2 = headingText(element);
      } else if (element.name === 'h3') {
        h3 = headingText(element);
      }
    }
    if (starts.has(element)) {
      places.set(element, {anchor, heading: h2 || h3 || undefined});
    }
  }
  return places;
}

/** `#id` as Pagefind writes it into the links of a result's sections (the URL standard's escaping). */
function hashOf(id: string): string {
  const url = new URL('https://example.com/');
  url.hash = id;
  return url.hash;
}

/** A document of a page for Pagefind: the URL its result links to, and what Pagefind reads. */
export type SearchablePart = {url: string; content: string};

/**
 * The documents Pagefind reads for the page at `url`: one, `searchableDocument`'s, for a page of
 * up to `maxText` characters of text; for a longer page, one a part (see `partStarts`). Every part
 * keeps the page's language and section, links to its heading (`url#id`; the top part to `url`)
 * and is titled "Page title: Section heading" with the heading also as `part` metadata, which
 * tells the results which of their headings the title already names. Pagefind keeps one document
 * a URL: a chunk under the same heading as the part before it is indexed at `url?part=N#id` and
 * links to `url#id` through Pagefind's `url` metadata.
 */
export function searchableParts(
  html: PageSource,
  section: string,
  url: string,
  maxText = SEARCH_PART_MAX_TEXT,
  filters: SearchFilters = {},
): {parts: SearchablePart[]; root: ContentRoot} | undefined {
  const page = parsePage(html);
  if (!page) {
    return undefined;
  }
  const nodes = page.element.children as Node[];
  const text = mapText(nodes);
  if (text.length <= maxText) {
    return {root: page.root, parts: [{url, content: wholeDocument(page, section, filters)}]};
  }
  const starts = partStarts(text, maxText);
  const places = placesOf(text.elements, starts);
  const pageTitle = headingText(findElement(nodes, 'h1')) || page.title.trim();
  const linked = new Set<string>();
  const parts = serializeParts(nodes, starts)
    .filter((part) => part.hasText)
    .map((part, index) => {
      const {anchor, heading} = (part.start && places.get(part.start)) || {};
      const hash = anchor ? hashOf(anchor) : '';
      const link = `${url}${hash}`;
      const first = !linked.has(link);
      linked.add(link);
      const title = [pageTitle, heading].filter(Boolean).join(': ');
      const meta: [string, string][] = [
        ...sectionMeta(section),
        ...(title ? [['title', title] as [string, string]] : []),
        ...(heading ? [['part', heading] as [string, string]] : []),
        ...(first ? [] : [['url', link] as [string, string]]),
        ...rankingMeta(part.headings, part.start ? '' : page.description),
      ];
      return {
        url: first ? link : `${url}?part=${index + 1}${hash}`,
        content: page.document(meta, part.markup.join(''), filters),
      };
    });
  return {root: page.root, parts};
}

/** A built page as the search step takes it in: its documents for Pagefind, and its scripts for the policy step. */
export type SearchablePage = {
  found: ReturnType<typeof searchableParts>;
  scripts: KeyedPageScripts;
};

/** What the search step knows of a page besides its HTML: where its results link and what they are filed under. */
export type SearchablePageInfo = {url: string; section: string; filters?: SearchFilters};

/**
 * The parts of a page's tree `parsePage` reads: its `<head>` (language aside, which the
 * `<html>` holding them gives), every `<title>` (the first is the page's, wherever it is) and
 * its `<main>`, none of them inside an element `findElement` passes over.
 */
const SEARCHED_PARTS: TreeParts = {only: new Set(['head', 'title', 'main']), skipping: SKIPPED_ELEMENTS};

/**
 * Parses a built page once (builtPages.ts's `parsePage`, building only the parts of the tree
 * the search reads: SEARCHED_PARTS) for its search documents
 * (`searchableParts`) and its inline scripts: the same work on this thread or the search
 * step's worker (worker.ts).
 */
export function searchablePage(html: string, {url, section, filters}: SearchablePageInfo): SearchablePage {
  const parsed = parseBuiltPage(html, SEARCHED_PARTS);
  // A page without a <main> is indexed from its <article> or <body>: those need the whole tree,
  // which searchableParts parses from the HTML.
  const source = findElement(parsed.document.children as Node[], 'main') ? parsed.document : html;
  return {
    found: searchableParts(source, section, url, SEARCH_PART_MAX_TEXT, filters),
    scripts: parsedPageScripts(html, parsed),
  };
}

/** A page for the search step's worker: its HTML, and what `searchablePage` needs besides. */
export type SearchPageJob = {html: string; info: SearchablePageInfo};
