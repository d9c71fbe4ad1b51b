import {CODE_NOTATION_MARKER, ESCAPED_CODE_NOTATION_MARKER} from '../../shared/codeNotationMarkers';
import {CODE_NOTATION_MODULE} from '../site/packageFiles';
import {timedLoader} from '../site/timings';

/**
 * Puts the code-line notation among the chunks of the MDX pages that use it.
 *
 * The notation (`// [!code ++]` and the rest) loads only on pages whose code blocks carry a
 * marker. Loaded on demand, it could arrive after React had started to hydrate the page, and a
 * block with markers cannot hydrate without it: the server wrote its lines from the notation,
 * and a Suspense boundary around it would make React's server renderer write a large block out
 * of line, behind an inline script. The render would wait with no boundary, and React would throw
 * it away and start the page again; react-helmet-async, which renders Docusaurus's `<Head>`,
 * counts a `<Head>` when it first renders, not when React keeps it, so the tags of every `<Head>`
 * of the thrown render (the page's hreflang links, its Markdown twin, `docusaurus_version`)
 * stayed in the head of every page the reader went to next.
 *
 * Imported by the compiled page itself, the notation becomes part of the route's chunks, which
 * Docusaurus loads before it hydrates or shows the route: the render never waits. This is a
 * post-loader over what `@docusaurus/mdx-loader` compiles, for docs, blog posts, pages and any
 * plugin's MDX. (The writing components need no such help: a component whose chunk is not in yet
 * keeps the server's markup while the page hydrates, client/mdx/writingComponents.tsx.)
 */

/** Every module MDX compiles has it: the guard against a `.md` file some other rule hands over as text. */
const COMPILED_MDX = 'function _createMdxContent(';

/** The modules the compiled page needs: the notation's, when a code block of it may carry a marker. */
export function mdxChunkImports(source: string): string[] {
  if (!source.includes(COMPILED_MDX)) {
    return [];
  }
  // A block's code sits in the compiled page as a string: the marker itself, or its escaped form
  // with the backslash doubled. A page that only mentions the marker loads the notation too.
  const marked =
    source.includes(CODE_NOTATION_MARKER) || source.includes(ESCAPED_CODE_NOTATION_MARKER.replace('\\', '\\\\'));
  return marked ? [CODE_NOTATION_MODULE] : [];
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
  this.callback(
    null,
    timedLoader('mdx-chunks', () => withMdxChunkImports(source)),
    sourceMap,
    meta,
  );
}
