import path from 'node:path';
import {CODE_LINE_CLASS_PREFIX} from '../../shared/codeNotationMarkers';
import {SEARCH_PAGE_CLASS} from '../../shared/contract';
import type {Feature} from '../site/feature';
import {
  CHUNKED_STYLESHEETS,
  CODE_NOTATION_CHUNK_MODULES,
  MDX_CHUNKS_LOADER,
  pathPattern,
  WRITING_COMPONENT_MODULES,
  WRITING_COMPONENT_STYLESHEETS,
} from '../site/packageFiles';
import {linkComponentStylesheetsStep} from './stylesheets';

/** The code-line notation's chunk, as loadCodeNotation.ts names it too. */
const CODE_NOTATION_CHUNK = 'hoverkraft-code-notation';
/** The chunk of the search page's stylesheets. */
const SEARCH_PAGE_CHUNK = 'hoverkraft-search-page';
/** The chunk of the live code blocks' stylesheet. */
const PLAYGROUND_CHUNK = 'hoverkraft-playground';
/**
 * How the class of theme-live-codeblock's playground starts: its CSS module keeps the local name
 * as a prefix (`playgroundContainer_` and a hash).
 */
const PLAYGROUND_CLASS_PREFIX = 'playgroundContainer_';
/** The chunk of the blog's stylesheets, the theme's and theme-classic's. */
const BLOG_CHUNK = 'hoverkraft-blog';

/** Above Docusaurus's `common` group (40), below its `styles` (50), which keeps every stylesheet. */
const CHUNK_PRIORITY = 45;

/** `PackageManagerTabs` → `package-manager-tabs`. */
const kebabCase = (name: string) => name.replace(/(?<=[a-z0-9])([A-Z])/g, '-$1').toLowerCase();

/** A cache group that gathers `modules` into one chunk of this name, wherever they are imported. */
function oneChunk(name: string, modules: RegExp) {
  return {name, test: modules, chunks: 'async', enforce: true, priority: CHUNK_PRIORITY};
}

/** The chunk of the writing component whose root element names it so (`data-hk-mdx`), if it is one. */
export function writingComponentChunk(component: string): string | undefined {
  const file = Object.hasOwn(WRITING_COMPONENT_MODULES, component) ? WRITING_COMPONENT_MODULES[component] : undefined;
  return file && `hoverkraft-${kebabCase(path.basename(path.dirname(file)))}`;
}

/**
 * Each writing component's folder, and the notation's modules, as one chunk each, wherever they
 * are imported (by the code that loads them on demand, by a page that uses the notation, by a
 * site's own page): a chunk with a name, whose stylesheet the build can link (stylesheets.ts),
 * and no copy in each importer's chunk.
 */
export function mdxChunkGroups(): Record<string, object> {
  const groups: Record<string, object> = {};
  for (const [component, file] of Object.entries(WRITING_COMPONENT_MODULES)) {
    const folder = path.dirname(file);
    const name = writingComponentChunk(component) as string;
    // Its scripts and its own stylesheet, not a stylesheet read elsewhere too (the docs sidebar
    // reads the Badge's colours): that would bring the whole chunk to every page that reads it.
    const stylesheets = WRITING_COMPONENT_STYLESHEETS.filter((sheet) => path.dirname(sheet) === folder);
    groups[name] = oneChunk(
      name,
      new RegExp(`^(?:${[`${pathPattern(folder + path.sep)}.+\\.js`, ...stylesheets.map(pathPattern)].join('|')})$`),
    );
  }
  groups[CODE_NOTATION_CHUNK] = oneChunk(
    CODE_NOTATION_CHUNK,
    new RegExp(`^(?:${CODE_NOTATION_CHUNK_MODULES.map(pathPattern).join('|')})$`),
  );
  for (const [chunk, stylesheets] of [
    [SEARCH_PAGE_CHUNK, CHUNKED_STYLESHEETS.searchPage],
    [PLAYGROUND_CHUNK, CHUNKED_STYLESHEETS.playground],
    [BLOG_CHUNK, CHUNKED_STYLESHEETS.blog],
  ] as const) {
    groups[chunk] = oneChunk(chunk, new RegExp(`^(?:${stylesheets})$`));
  }
  return groups;
}

/**
 * MDX pages' chunks: a compiled page that uses the code-line notation imports it, so that it
 * loads with the route, before React hydrates it (loader.ts says why that matters); each
 * writing component is a chunk of its own, whose stylesheet is linked only from the pages that
 * render it (stylesheets.ts).
 */
export function mdxChunksFeature(): Feature {
  return {
    name: 'mdxChunks',
    // `post`: after every loader of the content plugins' own rules, on the JavaScript MDX compiled.
    // `resource`, not `test`: Docusaurus reads the `include` of every rule whose `test` matches
    // `.mdx` as content another plugin compiles, and this rule compiles nothing.
    bundlerRules: [{resource: /\.mdx?$/i, enforce: 'post', use: [{loader: MDX_CHUNKS_LOADER}]}],
    clientCacheGroups: mdxChunkGroups(),
    // After the other steps, which read the pages as Docusaurus wrote them. The notation's
    // stylesheet goes to the pages with a marked line, the search page's to the search page, the
    // live code blocks' to the pages with a playground, the blog's to the pages with one of its
    // classes (a blog component may render on a page of the site's own).
    lastPostBuild: linkComponentStylesheetsStep(writingComponentChunk, [
      {classPrefix: CODE_LINE_CLASS_PREFIX, chunk: CODE_NOTATION_CHUNK},
      {classPrefix: SEARCH_PAGE_CLASS, chunk: SEARCH_PAGE_CHUNK},
      {classPrefix: PLAYGROUND_CLASS_PREFIX, chunk: PLAYGROUND_CHUNK},
      {classesOfItsStylesheet: true, chunk: BLOG_CHUNK},
    ]),
  };
}
