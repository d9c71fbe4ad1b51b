import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {SEARCH_THEME_COMPONENTS, themeFolder} from './themePaths';

/**
 * The package's own files that the plugin reads or hands to Docusaurus by path, and its version:
 * every such path is named here, once. This module sits at lib/server/site/ once compiled and at
 * src/server/site/ when tests run the plugin from source; the package root is three folders up
 * from either.
 */
export const PACKAGE_ROOT = path.resolve(__dirname, '..', '..', '..');

/** The package version, part of every cache key: a new theme version never reuses old output. */
export const THEME_VERSION = (
  JSON.parse(readFileSync(path.join(PACKAGE_ROOT, 'package.json'), 'utf8')) as {version: string}
).version;

const lib = (...segments: string[]) => path.join(PACKAGE_ROOT, 'lib', ...segments);

/** A path as it reads in a regular expression: the bundler's tests match files by expression. */
export const pathPattern = (file: string) => file.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

/** The brand stylesheets, in cascade order: tokens first, then the rules that use them. */
export const BRAND_STYLESHEETS = ['brandTokens.css', 'global.css', 'print.css'].map((file) => lib('css', file));

/** The brand tokens, read at build time by the social cards (their colours) and by the check of a site's token overrides. */
export const BRAND_TOKENS_CSS = lib('css', 'brandTokens.css');

/** The styles that apply only with JavaScript off. */
export const NOSCRIPT_CSS = lib('css', 'noscript.css');

/** The idle, de-duplicated route prefetch, a client module for the core versions it was checked against. */
export const PREFETCH_CLIENT_MODULE = lib('client', 'prefetch.js');

/** The client code several kinds of route chunk share, client modules so that the main bundle holds it once. */
export const SHARED_CLIENT_MODULES = [
  lib('client', 'lazyChunk.js'),
  lib('client', 'codeBlocks', 'useLazyChunk.js'),
  lib('client', 'codeBlocks', 'isHydrating.js'),
];

/** The browser's loader of the Pagefind index, which imports it by a URL known only at run time. */
export const PAGEFIND_LOADER = lib('client', 'search', 'pagefind.js');

/** What theme/CodeBlock renders `live` blocks with when no theme provides `@theme/LiveCodeBlock`. */
export const LIVE_CODE_BLOCK_FALLBACK = lib('client', 'codeBlocks', 'liveCodeBlockFallback.js');

/** The bundler loader that defines Prism's grammars with a faster walk. */
export const PRISM_LOADER = lib('server', 'codeBlocks', 'prismLoader.js');

/** The bundler loader that puts the code-line notation among the chunks of the MDX pages that use it (mdxChunks/loader.ts). */
export const MDX_CHUNKS_LOADER = lib('server', 'mdxChunks', 'loader.js');

/**
 * The compiled module of each writing component, by the name an MDX page uses: the files the
 * package's `./components/*` entries name, which client/mdx/writingComponents.tsx imports.
 */
export const WRITING_COMPONENT_MODULES: Record<string, string> = {
  Steps: lib('components', 'Steps', 'index.js'),
  FileTree: lib('components', 'FileTree', 'index.js'),
  CardGrid: lib('components', 'CardGrid', 'index.js'),
  LinkCard: lib('components', 'CardGrid', 'index.js'),
  Badge: lib('components', 'Badge', 'index.js'),
  PackageManagerTabs: lib('components', 'PackageManagerTabs', 'index.js'),
};

/**
 * The writing components' own stylesheets, which load with each component's chunk and are linked
 * from the pages that render it (mdxChunks/stylesheets.ts), not from every page. The Badge's
 * colours (badgeTypes.module.css) stay in the stylesheet of every page: the docs sidebar's badges
 * use them too.
 */
export const WRITING_COMPONENT_STYLESHEETS = ['Steps', 'FileTree', 'CardGrid', 'Badge'].map((component) =>
  lib('components', component, 'styles.module.css'),
);

/** The compiled code-line notation (client/codeBlocks/codeNotationChunk.ts), which loadCodeNotation.ts imports. */
export const CODE_NOTATION_MODULE = lib('client', 'codeBlocks', 'codeNotationChunk.js');

/**
 * The notation's stylesheet, which loads with its chunk and is linked from the pages whose code
 * has marked lines (mdxChunks/stylesheets.ts), not from every page.
 */
export const CODE_NOTATION_STYLESHEET = lib('client', 'codeBlocks', 'codeNotation.module.css');

/** The modules of the notation's chunk: the entry, the parser, the sign of a changed line and the stylesheet. */
export const CODE_NOTATION_CHUNK_MODULES = [
  ...['codeNotationChunk.js', 'codeNotation.js', 'codeNotationSign.js'].map((file) =>
    lib('client', 'codeBlocks', file),
  ),
  CODE_NOTATION_STYLESHEET,
];

/** The bundler loader that leaves translator notes out of the browser's code (translatorNotes.ts). */
export const TRANSLATOR_NOTES_LOADER = lib('server', 'i18n', 'translatorNotes.js');

/**
 * The search page's stylesheets: its own, and those of the parts the search dialog shares with it
 * (the start, the scopes, a hit's summary). They load with a chunk of their own and are linked
 * from the search page only (mdxChunks/stylesheets.ts); the dialog's chunk needs that chunk too.
 */
export const SEARCH_PAGE_STYLESHEETS = [
  lib(themeFolder(true), 'SearchPage', 'styles.module.css'),
  ...['styles.module.css', 'SearchScopes.module.css', 'SearchStart.module.css'].map((file) =>
    lib('client', 'search', file),
  ),
];

/**
 * The live code blocks' stylesheet (theme/Playground/Provider), which loads with the live
 * editor's chunk and is linked from the pages that render a playground.
 */
export const PLAYGROUND_STYLESHEET = lib(themeFolder(true), 'Playground', 'Provider', 'styles.css');

/**
 * The blog's stylesheets: the theme's (its blog index, its post header) and, matched by
 * THEME_CLASSIC_BLOG_STYLESHEETS, theme-classic's. They load with a chunk of their own, which
 * every blog page's code needs, and are linked from the pages that use one of their classes.
 */
export const BLOG_STYLESHEETS = [
  lib(themeFolder(true), 'BlogListPage', 'styles.module.css'),
  lib(themeFolder(true), 'BlogPostItem', 'Header', 'styles.css'),
];

/**
 * theme-classic's blog stylesheets (its Blog* components' CSS modules), as a regular expression
 * over a module's path, wherever the package is installed. Should theme-classic move them, the
 * pattern matches nothing and they stay in the stylesheet every page loads, as in stock.
 */
export const THEME_CLASSIC_BLOG_STYLESHEETS = String.raw`[\\/]@docusaurus[\\/]theme-classic[\\/]lib[\\/]theme[\\/]Blog[^\\/]*[\\/](?:[^\\/]+[\\/])*[^\\/]+\.module\.css`;

const anyOf = (files: readonly string[]) => files.map(pathPattern).join('|');

/**
 * The stylesheets that leave the one every page loads for the stylesheet of a chunk of their own
 * (besides the writing components' and the dialogs'), by chunk: each a regular expression's
 * source that matches a module's whole path. mdxChunks/feature.ts gathers each into its chunk,
 * dialogStylesheets/feature.ts keeps them all out of Docusaurus's `styles`.
 */
export const CHUNKED_STYLESHEETS = {
  codeNotation: pathPattern(CODE_NOTATION_STYLESHEET),
  searchPage: anyOf(SEARCH_PAGE_STYLESHEETS),
  playground: pathPattern(PLAYGROUND_STYLESHEET),
  blog: `${anyOf(BLOG_STYLESHEETS)}|.*${THEME_CLASSIC_BLOG_STYLESHEETS}`,
};

/**
 * The stylesheets of the dialogs that open only on a reader's action, whose code loads then
 * (dialogStylesheets/feature.ts): the search dialog's panel and the zoom dialog.
 */
export const DIALOG_STYLESHEETS = [
  lib('client', 'search', 'SearchPanel.module.css'),
  lib('client', 'zoom', 'dialog.module.css'),
];

/** The compiled code the bundler reads for pages: components, client code and theme folders. */
export const BROWSER_CODE_DIRS = [lib('client'), lib('components'), lib(themeFolder(true)), lib(themeFolder(false))];

/** The Markdown twins' worker thread's script. */
export const TWIN_WORKER = lib('server', 'llms', 'worker.js');

/** The search step's worker thread's script. */
export const SEARCH_WORKER = lib('server', 'search', 'worker.js');

/** The script of the thread that copies cached files into a build (site/copyWorker.ts). */
export const COPY_WORKER = lib('server', 'site', 'copyWorker.js');

/** The card-drawing worker thread's script. */
export const SOCIAL_CARD_WORKER = lib('server', 'socialCards', 'worker.js');

/** The theme components of a site with the built-in search on, or off (themePaths.ts says why both). */
export const themeComponentsDir = (search: boolean) => lib(themeFolder(search));

/**
 * The compiled modules behind the theme path of a site with search off: `lib/theme`'s folders and
 * files but the search components'. The theme path re-exports them, so `docusaurus
 * write-translations` must be told to read them for their messages.
 */
export const compiledThemeWithoutSearch = () =>
  readdirSync(lib(themeFolder(true)))
    .filter((name) => !SEARCH_THEME_COMPONENTS.includes(name))
    .map((name) => lib(themeFolder(true), name));

/** The components' TypeScript sources, which `docusaurus swizzle --typescript` copies. */
export const TYPESCRIPT_THEME_DIR = path.join(PACKAGE_ROOT, 'src', 'theme');

/** The compiled folders whose messages `docusaurus write-translations` extracts, beside the theme path. */
export const TRANSLATED_CODE_DIRS = [lib('components'), lib('client')];

/** The translations the theme ships, one JSON file of code translations per language. */
export const TRANSLATIONS_DIR = path.join(PACKAGE_ROOT, 'i18n');

/** The favicon used when a site configures none of its own. */
export const DEFAULT_FAVICON = path.join(PACKAGE_ROOT, 'assets', 'favicon.svg');
