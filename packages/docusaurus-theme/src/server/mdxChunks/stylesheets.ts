import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {Parser} from 'htmlparser2';
import {htmlFiles, writeFileAtomic} from '../site/builtFiles';
import {pathPattern} from '../site/packageFiles';
import type {PostBuildStep} from '../site/postBuild';

/**
 * The writing components' stylesheets, linked from the pages that render them.
 *
 * Docusaurus puts all CSS in one stylesheet that every page loads, and links only that one in a
 * page's HTML. The writing components' rules leave it (dialogStylesheets/feature.ts) for the
 * stylesheet of each component's chunk (feature.ts), which the bundler's chunk loader fetches
 * with the chunk after a client-side navigation. A page opened directly must have it from its
 * HTML, before the first paint and without JavaScript: this step links it in the head of each
 * built page whose HTML holds the component (its root element carries `data-hk-mdx`), after
 * Docusaurus's stylesheet, with the address the chunk loader uses, so that it is not fetched
 * twice. Other chunks whose rules left it are named by a class their markup gives an element
 * (the code-line notation's marked lines).
 */

/**
 * A chunk whose stylesheet a page needs when one of its elements has a class that starts with
 * `classPrefix`, or (`classesOfItsStylesheet`) a class that the stylesheet's own selectors name.
 */
export type ClassChunk = {chunk: string} & ({classPrefix: string} | {classesOfItsStylesheet: true});

/** The class names a stylesheet's selectors name: not words inside its declarations, urls or strings. */
export function stylesheetClasses(css: string): Set<string> {
  const selectors = css
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/"(?:[^"\\]|\\.)*"|'(?:[^'\\]|\\.)*'/g, '""')
    .replace(/\{[^{}]*\}/g, '{}');
  return new Set(Array.from(selectors.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g), (match) => match[1] as string));
}

/** The attribute on each writing component's root element, whose value is the component's name. */
const COMPONENT_ATTRIBUTE = 'data-hk-mdx';

/** Where Docusaurus writes the stylesheets of a build, under its base URL. */
const CSS_DIR = path.join('assets', 'css');

/**
 * What the step needs of a page: the components it renders, the chunks its elements' classes
 * name, and where its last stylesheet link ends.
 */
export type PageStylesheets = {
  components: Set<string>;
  classChunks: Set<string>;
  afterLastStylesheet: number | undefined;
};

/**
 * Reads one built page for the writing components it renders, the chunks (`chunkOfClass`) the
 * classes of its elements name, and the end of its last stylesheet link in the head.
 */
export function pageStylesheets(
  html: string,
  chunkOfClass: (className: string) => string | undefined = () => undefined,
): PageStylesheets {
  const components = new Set<string>();
  const classChunks = new Set<string>();
  let afterLastStylesheet: number | undefined;
  let inHead = false;
  // A stylesheet for pages without JavaScript sits in a <noscript>: the links go after it, not in it.
  let inNoscript = 0;
  const parser: Parser = new Parser(
    {
      onopentag(name, attributes) {
        if (name === 'head') {
          inHead = true;
        } else if (name === 'noscript') {
          inNoscript += 1;
        } else if (
          inHead &&
          inNoscript === 0 &&
          name === 'link' &&
          (attributes.rel ?? '').split(/\s+/).includes('stylesheet')
        ) {
          afterLastStylesheet = parser.endIndex + 1;
        }
        const component = attributes[COMPONENT_ATTRIBUTE];
        if (component) {
          components.add(component);
        }
        for (const name of attributes.class?.split(/\s+/) ?? []) {
          const chunk = chunkOfClass(name);
          if (chunk) {
            classChunks.add(chunk);
          }
        }
      },
      onclosetag(name) {
        if (name === 'head') {
          inHead = false;
        } else if (name === 'noscript') {
          inNoscript -= 1;
        }
      },
    },
    {lowerCaseTags: true, lowerCaseAttributeNames: true, decodeEntities: true},
  );
  parser.end(html);
  return {components, classChunks, afterLastStylesheet};
}

/**
 * The page with a link to each stylesheet in `hrefs` it does not link yet, right after its last
 * stylesheet link (or at the end of its head), so that they come after Docusaurus's in the cascade.
 */
export function withStylesheetLinks(html: string, hrefs: string[], afterLastStylesheet: number | undefined): string {
  const missing = hrefs.filter((href) => !html.includes(`href="${href}"`) && !html.includes(`href=${href}`));
  if (missing.length === 0) {
    return html;
  }
  const links = missing.map((href) => `<link rel="stylesheet" href="${href}">`).join('');
  const at = afterLastStylesheet ?? html.indexOf('</head>');
  if (at < 0) {
    return html;
  }
  return `${html.slice(0, at)}${links}${html.slice(at)}`;
}

/**
 * The stylesheet (its file name in assets/css) of each chunk named in `chunks`, as the build
 * wrote them: `<chunk name>.<content hash>.css`. A chunk without CSS has none.
 */
export function chunkStylesheets(outDir: string, chunks: Iterable<string>): Map<string, string> {
  const dir = path.join(outDir, CSS_DIR);
  let files: string[];
  try {
    files = readdirSync(dir);
  } catch {
    return new Map();
  }
  const found = new Map<string, string>();
  for (const chunk of chunks) {
    const own = files.filter((file) => file.startsWith(`${chunk}.`) && /^[^.]+\.[\da-z]+\.css$/i.test(file));
    if (own.length > 1) {
      throw new Error(
        `[@hoverkraft/docusaurus-theme] ${dir} holds ${own.length} stylesheets of the chunk "${chunk}" (${own.join(', ')}): ` +
          'expected one. Build into an empty folder.',
      );
    }
    if (own[0]) {
      found.set(chunk, own[0]);
    }
  }
  return found;
}

/**
 * The post-build step, given the chunk of each writing component by the name its root element
 * carries, and the chunks named by a class of an element (`classChunks`). Only pages whose text
 * holds the attribute or one of the classes (or prefixes) are parsed and written.
 */
export function linkComponentStylesheetsStep(
  chunkOf: (component: string) => string | undefined,
  classChunks: readonly ClassChunk[] = [],
): PostBuildStep {
  const prefixed = classChunks.flatMap((entry) => ('classPrefix' in entry ? [entry] : []));
  const byStylesheet = classChunks.flatMap((entry) => ('classesOfItsStylesheet' in entry ? [entry.chunk] : []));
  return async ({outDir, siteConfig}) => {
    // The classes each such chunk's stylesheet names, as the build wrote it (hashed names).
    const classChunk = new Map<string, string>();
    for (const [chunk, stylesheet] of chunkStylesheets(outDir, byStylesheet)) {
      for (const name of stylesheetClasses(readFileSync(path.join(outDir, CSS_DIR, stylesheet), 'utf8'))) {
        classChunk.set(name, chunk);
      }
    }
    const chunkOfClass = (name: string) =>
      classChunk.get(name) ?? prefixed.find(({classPrefix}) => name.startsWith(classPrefix))?.chunk;
    // One pass over each page's text finds the pages worth parsing.
    const marker = new RegExp(
      [COMPONENT_ATTRIBUTE, ...prefixed.map(({classPrefix}) => classPrefix), ...classChunk.keys()]
        .map(pathPattern)
        .join('|'),
    );
    const pageChunks = (page: PageStylesheets) => [...[...page.components].map(chunkOf), ...page.classChunks];
    const chunks = new Set<string>();
    const pages: Array<{file: string; html: string; page: PageStylesheets}> = [];
    for (const file of htmlFiles(outDir)) {
      const full = path.join(outDir, file);
      const html = readFileSync(full, 'utf8');
      if (!marker.test(html)) {
        continue;
      }
      const page = pageStylesheets(html, chunkOfClass);
      for (const chunk of pageChunks(page)) {
        if (chunk) {
          chunks.add(chunk);
        }
      }
      pages.push({file: full, html, page});
    }
    const stylesheets = chunkStylesheets(outDir, chunks);
    for (const {file, html, page} of pages) {
      const hrefs = pageChunks(page)
        .map((chunk) => stylesheets.get(chunk ?? ''))
        .filter((stylesheet): stylesheet is string => stylesheet !== undefined)
        .map((stylesheet) => `${siteConfig.baseUrl}${CSS_DIR.split(path.sep).join('/')}/${stylesheet}`);
      const updated = withStylesheetLinks(html, [...new Set(hrefs)].sort(), page.afterLastStylesheet);
      if (updated !== html) {
        writeFileAtomic(file, updated);
      }
    }
    // Quiet: it runs on every build.
    return undefined;
  };
}
