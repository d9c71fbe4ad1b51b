import type {Element, ElementContent, Root, RootContent} from 'hast';
import type {toText as ToText} from 'hast-util-to-text';
import type {Code, Html} from 'mdast';
import type rehypeRemark from 'rehype-remark';
import type {Options as RehypeRemarkOptions} from 'rehype-remark';
import type remarkGfm from 'remark-gfm';
import type remarkStringify from 'remark-stringify';
import type {unified} from 'unified';
import {MERMAID_SOURCE_CLASS} from './contract.js';
import {PAGE_FURNITURE_CLASSES} from './pageFurniture.js';

/**
 * Turns a rendered doc or blog post (its article's HTML) into Markdown: the page's "Markdown
 * twin". The HTML is first reduced to plain semantic HTML (theme-classic's code blocks, live
 * code blocks, admonitions, tabs and details become pre, blockquote, paragraphs), then the
 * unified ecosystem converts it (rehype-remark, remark-gfm, remark-stringify).
 *
 * The unified packages are ES modules only and the plugin is CommonJS, so this module takes
 * them as arguments instead of importing them: the build step loads them with a native import.
 */
export type MarkdownLibraries = {
  unified: typeof unified;
  rehypeRemark: typeof rehypeRemark;
  remarkGfm: typeof remarkGfm;
  remarkStringify: typeof remarkStringify;
  toText: typeof ToText;
};

/** A page's Markdown: its title (the text of its h1) and its content without that h1. */
export type PageMarkdown = {title: string | undefined; body: string};

type Handlers = NonNullable<RehypeRemarkOptions['handlers']>;

/** Elements that are controls or page furniture, never content. */
const DROPPED_TAGS = new Set(['button', 'template', 'script', 'style', 'noscript', 'nav', 'svg', 'link', 'meta']);

/** Docusaurus admonition types, as GitHub alert types. */
const ALERT_TYPES: Record<string, string> = {
  note: 'NOTE',
  secondary: 'NOTE',
  info: 'NOTE',
  tip: 'TIP',
  success: 'TIP',
  important: 'IMPORTANT',
  warning: 'WARNING',
  caution: 'WARNING',
  danger: 'CAUTION',
};

/** The element the reduction puts where a GitHub alert marker (`[!NOTE]`) must be written as is. */
const ALERT_TAG = 'hk-alert';

function classList(node: Element): string[] {
  const value: unknown = node.properties?.className;
  if (Array.isArray(value)) {
    return value.map(String);
  }
  return typeof value === 'string' ? value.split(/\s+/) : [];
}

const hasClass = (node: Element, name: string) => classList(node).includes(name);

/** CSS-module classes are hashed (`codeBlockTitle_Ktv7`): match them by the name before the hash. */
const hasModuleClass = (node: Element, name: string) =>
  classList(node).some((value) => value === name || value.startsWith(`${name}_`));

const isElement = (node: RootContent | ElementContent): node is Element => node.type === 'element';

/** The descendants of `node` that match, not looking inside a match. */
function findAll(node: Element | Root, matches: (element: Element) => boolean): Element[] {
  const found: Element[] = [];
  for (const child of node.children) {
    if (isElement(child)) {
      if (matches(child)) {
        found.push(child);
      } else {
        found.push(...findAll(child, matches));
      }
    }
  }
  return found;
}

const findFirst = (node: Element | Root, matches: (element: Element) => boolean) => findAll(node, matches)[0];

function element(tagName: string, children: ElementContent[], properties: Element['properties'] = {}): Element {
  return {type: 'element', tagName, properties, children};
}

const text = (value: string): ElementContent => ({type: 'text', value});
const boldLine = (value: string) => element('p', [element('strong', [text(value)])]);

function languageOf(...nodes: (Element | undefined)[]): string | undefined {
  for (const node of nodes) {
    const language = node && classList(node).find((value) => value.startsWith('language-'));
    if (language) {
      return language.slice('language-'.length);
    }
  }
  return undefined;
}

/** Reduces the article's HTML to plain semantic HTML that rehype-remark converts well. */
class Reducer {
  constructor(
    private readonly pageUrl: string,
    private readonly toText: MarkdownLibraries['toText'],
  ) {}

  all(nodes: ElementContent[]): ElementContent[] {
    return nodes.flatMap((node) => (isElement(node) ? this.one(node) : node.type === 'comment' ? [] : [node]));
  }

  one(node: Element): ElementContent[] {
    if (hasClass(node, MERMAID_SOURCE_CLASS)) {
      return [this.code(this.toText(node), 'mermaid', undefined)];
    }
    if (
      DROPPED_TAGS.has(node.tagName) ||
      PAGE_FURNITURE_CLASSES.some((name) => hasClass(node, name)) ||
      node.properties?.hidden !== undefined
    ) {
      return [];
    }
    if (hasClass(node, 'theme-code-block')) {
      return this.codeBlock(node);
    }
    if (hasModuleClass(node, 'playgroundContainer')) {
      return this.liveCodeBlock(node);
    }
    if (hasClass(node, 'theme-admonition')) {
      return this.admonition(node);
    }
    if (hasClass(node, 'tabs-container') || hasClass(node, 'theme-tabs-container')) {
      return this.tabs(node);
    }
    if (node.tagName === 'details') {
      return this.details(node);
    }
    const properties = {...node.properties};
    if (node.tagName === 'a' && typeof properties.href === 'string') {
      properties.href = this.absolute(properties.href);
    }
    if (node.tagName === 'img' && typeof properties.src === 'string') {
      properties.src = this.absolute(properties.src);
    }
    return [{...node, properties, children: this.all(node.children)}];
  }

  absolute(url: string): string {
    try {
      return new URL(url, this.pageUrl).href;
    } catch {
      return url;
    }
  }

  code(value: string, language: string | undefined, meta: string | undefined): Element {
    return element('pre', [text(value)], {dataLanguage: language, dataMeta: meta});
  }

  /** theme-classic's code block: an optional title, then the highlighted `pre`, then buttons. */
  codeBlock(node: Element): ElementContent[] {
    const pre = findFirst(node, (child) => child.tagName === 'pre');
    if (!pre) {
      return [];
    }
    const title = findFirst(node, (child) => hasModuleClass(child, 'codeBlockTitle'));
    const meta = title ? `title="${this.toText(title).trim().replace(/"/g, "'")}"` : undefined;
    return [this.code(this.toText(pre), languageOf(node, pre), meta)];
  }

  /** theme-live-codeblock's playground: keep the editor's code, drop the headers and the result. */
  liveCodeBlock(node: Element): ElementContent[] {
    const editor = findFirst(node, (child) => hasModuleClass(child, 'playgroundEditor'));
    if (!editor) {
      return [];
    }
    const source = findFirst(editor, (child) => child.tagName === 'textarea' || child.tagName === 'pre') ?? editor;
    // react-live highlights every block as tsx; live code blocks are written as jsx.
    return [this.code(this.toText(source), 'jsx', 'live')];
  }

  /** An admonition becomes a GitHub alert: `> [!NOTE]`, its title in bold if it has its own. */
  admonition(node: Element): ElementContent[] {
    const type = classList(node)
      .find((value) => value.startsWith('theme-admonition-'))
      ?.slice('theme-admonition-'.length);
    const heading = findFirst(node, (child) => hasModuleClass(child, 'admonitionHeading'));
    const content = findFirst(node, (child) => hasModuleClass(child, 'admonitionContent'));
    const title = heading ? this.toText(heading).trim() : '';
    const ownTitle = title && title.toLowerCase() !== type ? [boldLine(title)] : [];
    return [
      element('blockquote', [
        element(ALERT_TAG, [], {dataType: ALERT_TYPES[type ?? ''] ?? 'NOTE'}),
        ...ownTitle,
        ...this.all(content?.children ?? []),
      ]),
    ];
  }

  /** Every tab, not just the selected one: its label as a bold line, then its content. */
  tabs(node: Element): ElementContent[] {
    const tabList = findFirst(node, (child) => child.properties?.role === 'tablist');
    const tabs = tabList ? findAll(tabList, (child) => child.properties?.role === 'tab') : [];
    const panels = findAll(node, (child) => child.properties?.role === 'tabpanel');
    // Lazy tabs render only the selected panel.
    const labels =
      panels.length === tabs.length ? tabs : tabs.filter((tab) => String(tab.properties?.ariaSelected) === 'true');
    return panels.flatMap((panel, index) => {
      const label = labels[index];
      return [...(label ? [boldLine(this.toText(label).trim())] : []), ...this.all(panel.children)];
    });
  }

  /** A collapsible section: its summary as a bold line, then its content, shown. */
  details(node: Element): ElementContent[] {
    const summary = node.children.find((child) => isElement(child) && child.tagName === 'summary');
    const rest = node.children.filter((child) => child !== summary);
    return [...(summary && isElement(summary) ? [boldLine(this.toText(summary).trim())] : []), ...this.all(rest)];
  }
}

/**
 * The content of a rendered doc or blog post: theme-classic renders a doc's Markdown into
 * `.theme-doc-markdown` and a post's into `#__blog-post-container`, both with class `markdown`.
 * A blog post's title is in the article's header, outside that container.
 */
export function findPageContent(tree: Root | Element): {content: Element; title: Element | undefined} | undefined {
  const content =
    findFirst(tree, (node) => hasClass(node, 'theme-doc-markdown')) ??
    findFirst(tree, (node) => node.properties?.id === '__blog-post-container') ??
    findFirst(
      tree,
      (node) => node.tagName === 'article' && findFirst(node, (child) => hasClass(child, 'markdown')) !== undefined,
    );
  if (!content) {
    return undefined;
  }
  const title = findFirst(content, (node) => node.tagName === 'h1') ?? findFirst(tree, (node) => node.tagName === 'h1');
  return {content, title};
}

function trimTrailingNewlines(value: string): string {
  return value.replace(/\n+$/, '');
}

function handlers(toText: MarkdownLibraries['toText']): Handlers {
  return {
    pre(state, node) {
      const language = node.properties?.dataLanguage;
      const meta = node.properties?.dataMeta;
      const result: Code = {
        type: 'code',
        lang:
          typeof language === 'string'
            ? language
            : (languageOf(
                node,
                findFirst(node, (child) => child.tagName === 'code'),
              ) ?? null),
        meta: typeof meta === 'string' ? meta : null,
        value: trimTrailingNewlines(toText(node)),
      };
      state.patch(node, result);
      return result;
    },
    [ALERT_TAG](_state, node) {
      const result: Html = {type: 'html', value: `[!${String(node.properties?.dataType)}]`};
      return result;
    },
  };
}

/**
 * Makes the converter. `convert(content, pageUrl)` takes the page's content element (see
 * `findPageContent`) and the page's absolute URL, against which links are made absolute.
 */
export function createMarkdownConverter(libraries: MarkdownLibraries) {
  const processor = libraries
    .unified()
    .use(libraries.rehypeRemark, {handlers: handlers(libraries.toText)})
    .use(libraries.remarkGfm)
    .use(libraries.remarkStringify, {bullet: '-', fences: true, rule: '-', emphasis: '_', listItemIndent: 'one'});

  return async function convert(
    page: {content: Element; title: Element | undefined},
    pageUrl: string,
  ): Promise<PageMarkdown> {
    const reducer = new Reducer(pageUrl, libraries.toText);
    const children = reducer.all(page.title ? without(page.content.children, page.title) : page.content.children);
    const tree = await processor.run({type: 'root', children: children as RootContent[]});
    const body = processor.stringify(tree as Parameters<typeof processor.stringify>[0]).trim();
    return {title: page.title ? libraries.toText(page.title).trim() : undefined, body};
  };
}

/** The nodes without `target`, and without a <header> that held nothing else. */
function without(nodes: ElementContent[], target: Element): ElementContent[] {
  return nodes.flatMap((node) => {
    if (node === target) {
      return [];
    }
    if (!isElement(node) || !findFirst(node, (child) => child === target)) {
      return [node];
    }
    const children = without(node.children, target);
    const empty = children.every((child) => child.type === 'text' && !child.value.trim());
    return node.tagName === 'header' && empty ? [] : [{...node, children}];
  });
}
