import {type DomUtils, parseDocument} from 'htmlparser2';

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

/** Elements whose content is never text of the page. */
const SKIPPED_ELEMENTS = new Set(['script', 'style', 'template']);

const escapeText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
export const escapeAttribute = (value: string) => escapeText(value).replace(/"/g, '&quot;');

/** An element node: a tag (script and style elements included), not text, a comment or the doctype. */
const isElement = (node: Node): node is Element => 'attribs' in node && 'children' in node;

function serialize(node: Node, out: string[]): void {
  if (node.type === 'text') {
    out.push(escapeText((node as {data: string}).data));
    return;
  }
  if (!isElement(node)) {
    return;
  }
  const element = node;
  if (SKIPPED_ELEMENTS.has(element.name)) {
    return;
  }
  const attributes = Object.entries(element.attribs)
    .map(([name, value]) => (value === '' ? ` ${name}` : ` ${name}="${escapeAttribute(value)}"`))
    .join('');
  out.push(`<${element.name}${attributes}>`);
  if (!VOID_ELEMENTS.has(element.name)) {
    for (const child of element.children as Node[]) {
      serialize(child, out);
    }
    out.push(`</${element.name}>`);
  }
  if (WORD_BOUNDARY_AFTER.has(element.name)) {
    out.push(' ');
  }
}

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

/**
 * The document Pagefind reads for a page: its language, its title, and its content root as a
 * `<main>` (Pagefind's root selector) with the page's section as Pagefind metadata inside. The
 * rest of the page (navbar, sidebar, script and stylesheet names, whose hashes change from one
 * build to the next with no change to any page) is left out: Pagefind parses less, and the
 * index depends on the content alone. Undefined for a page with no body.
 */
export function searchableDocument(html: string, section: string): {content: string; root: ContentRoot} | undefined {
  const document = parseDocument(html, {lowerCaseTags: true, lowerCaseAttributeNames: true});
  const nodes = document.children as Node[];
  const found = CONTENT_ROOTS.map((root) => [root, findElement(nodes, root)] as const).find(([, element]) => element);
  if (!found) {
    return undefined;
  }
  const [root, element] = found as [ContentRoot, Element];
  const lang = (findElement(nodes, 'html')?.attribs.lang ?? '').trim();
  const title = textOf(findElement(nodes, 'title'));
  const out: string[] = [];
  for (const child of element.children as Node[]) {
    serialize(child, out);
  }
  const meta = section ? `<span hidden data-pagefind-meta="section:${escapeAttribute(section)}"></span>` : '';
  const mainAttributes = root === 'main' ? Object.entries(element.attribs) : [];
  const mainTag = `<main${mainAttributes.map(([name, value]) => ` ${name}="${escapeAttribute(value)}"`).join('')}>`;
  return {
    root,
    content:
      `<!doctype html><html lang="${escapeAttribute(lang)}"><head><title>${escapeText(title)}</title></head>` +
      `<body>${mainTag}${meta}${out.join('')}</main></body></html>`,
  };
}
