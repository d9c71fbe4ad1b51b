import {CODE_NOTATION_MARKER, ESCAPED_CODE_NOTATION_MARKER} from '../../shared/codeNotationMarkers';
import {CODE_NOTATION_MODULE, WRITING_COMPONENT_MODULES} from '../site/packageFiles';

/**
 * Puts the code an MDX page's components need among the page's own chunks.
 *
 * The writing components (Steps, FileTree…) and the code-line notation load only on pages that
 * use them. Loaded on demand, they could arrive after React had started to hydrate the page; the
 * hydrating render then has to wait for them with no Suspense boundary (one would make React's
 * server renderer write a large component out of line, behind an inline script), so React
 * throws that render away and starts the page again once they are in. react-helmet-async, which
 * renders Docusaurus's `<Head>`, counts a `<Head>` when it first renders, not when React keeps
 * it: every `<Head>` of the discarded render stayed counted for good, and its tags (the page's
 * hreflang links, its Markdown twin, `docusaurus_version`) stayed in the head of every page the
 * reader went to next.
 *
 * Imported by the compiled page itself, the modules become part of the route's chunks, which
 * Docusaurus loads before it hydrates or renders the route: the render never waits. This is a
 * post-loader over what `@docusaurus/mdx-loader` compiles, for docs, blog posts, pages and any
 * plugin's MDX; a page names a component of the MDX scope with `_missingMdxReference("Name"`.
 */

/** How MDX's compiled code checks, at render time, that a component of the MDX scope is there. */
const SCOPE_COMPONENT = /\b_missingMdxReference\("([A-Za-z_$][\w$]*)"/g;

/** Every module MDX compiles has it: the guard against a `.md` file some other rule hands over as text. */
const COMPILED_MDX = 'function _createMdxContent(';

/** The modules the compiled page needs, in a stable order, once each. */
export function mdxChunkImports(source: string): string[] {
  if (!source.includes(COMPILED_MDX)) {
    return [];
  }
  const modules = new Set<string>();
  for (const [, name] of source.matchAll(SCOPE_COMPONENT)) {
    const file = name && Object.hasOwn(WRITING_COMPONENT_MODULES, name) ? WRITING_COMPONENT_MODULES[name] : undefined;
    if (file) {
      modules.add(file);
    }
  }
  // A block's code sits in the compiled page as a string: the marker itself, or its escaped form
  // with the backslash doubled. A page that only mentions the marker loads the notation too.
  if (source.includes(CODE_NOTATION_MARKER) || source.includes(ESCAPED_CODE_NOTATION_MARKER.replace('\\', '\\\\'))) {
    modules.add(CODE_NOTATION_MODULE);
  }
  return [...modules].sort();
}

/** The prefix of the names the imports bind: no page of MDX names its own so. */
const BINDING = '__hoverkraftMdxChunk';

/**
 * The compiled page, importing each module it needs. A bare `import "…"` would not do: the
 * package marks its JavaScript free of side effects, so the bundler would drop it. The modules'
 * namespaces are named once in a statement of the page, which the bundler counts as a use; the
 * modules then ship with the page, and are evaluated before it.
 */
export function withMdxChunkImports(source: string): string {
  const imports = mdxChunkImports(source);
  if (imports.length === 0) {
    return source;
  }
  const names = imports.map((_, index) => `${BINDING}${index}`);
  const lines = imports.map((file, index) => `import * as ${names[index]} from ${JSON.stringify(file)};`);
  // At the end: the lines before keep their numbers, and the source map stays right.
  return `${source}\n${lines.join('\n')}\n[${names.join(', ')}];\n`;
}

/** The loader's `this`: what it reads of the bundler's loader context. */
type LoaderContext = {callback: (error: null, content: string, sourceMap?: unknown, meta?: unknown) => void};

/** The bundler loader (webpack and Rspack), after `@docusaurus/mdx-loader`. */
export default function mdxChunksLoader(
  this: LoaderContext,
  source: string,
  sourceMap?: unknown,
  meta?: unknown,
): void {
  this.callback(null, withMdxChunkImports(source), sourceMap, meta);
}
