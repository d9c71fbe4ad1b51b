/**
 * A remark plugin that puts a page's live code blocks, and the live editor they need, into that
 * page's own chunk.
 *
 * theme/CodeBlock loads the live editor lazily, so that pages without live blocks never
 * download it. A lazily loaded component sits in a React Suspense boundary, and React 19.2's
 * server renderer writes any large boundary out of line: the fallback where the playground
 * belongs, the playground in a hidden `<div>` at the end of the HTML, and an inline script that
 * swaps them after the first frame. On a page of playgrounds that doubles the HTML's code, and
 * the swap relays the whole page out in one long task (bench/measurements.md).
 *
 * This plugin rewrites each fenced block whose meta has the word `live` (the rule Docusaurus
 * uses) into `<LiveCodeBlock className metastring live children={code} />`, with
 * `import LiveCodeBlock from '@theme/LiveCodeBlock'` added to the page. The editor is then part
 * of the route's chunks, which Docusaurus loads before it renders or hydrates the page: no
 * boundary, no fallback, no swap. Pages without live blocks are left as they are.
 */

/** What the rewritten blocks import: the site's live code block (theme-live-codeblock's, or its swizzled copy). */
const LIVE_CODE_BLOCK_MODULE = '@theme/LiveCodeBlock';
/** The local name of the import; the `__` prefix keeps it out of the way of the page's own names. */
export const LIVE_CODE_BLOCK_IDENTIFIER = '__HoverkraftLiveCodeBlock';

/** The few mdast node shapes the plugin reads or writes. */
type MdastNode = {type: string; children?: MdastNode[]; [key: string]: unknown};
type CodeNode = MdastNode & {type: 'code'; lang?: string | null; meta?: string | null; value: string};
type JsxAttribute = {type: 'mdxJsxAttribute'; name: string; value: string | null};

function isLiveCode(node: MdastNode): node is CodeNode {
  return node.type === 'code' && typeof node.meta === 'string' && node.meta.split(' ').includes('live');
}

/** The element that replaces a live block, with the props MDX gives a fenced block's `<code>`. */
function liveCodeBlockElement(node: CodeNode): MdastNode {
  const attributes: JsxAttribute[] = [];
  if (node.lang) {
    attributes.push({type: 'mdxJsxAttribute', name: 'className', value: `language-${node.lang}`});
  }
  attributes.push(
    {type: 'mdxJsxAttribute', name: 'metastring', value: node.meta ?? ''},
    {type: 'mdxJsxAttribute', name: 'live', value: null},
    // The code goes in as a string prop: as JSX text, each line would lose its indentation.
    // mdast-util-to-hast ends a fenced block's text with a newline; keep the same text.
    {type: 'mdxJsxAttribute', name: 'children', value: node.value ? `${node.value}\n` : ''},
  );
  return {type: 'mdxJsxFlowElement', name: LIVE_CODE_BLOCK_IDENTIFIER, attributes, children: []};
}

/** `import __HoverkraftLiveCodeBlock from '@theme/LiveCodeBlock';`, as MDX's ESM node with its estree. */
function liveCodeBlockImport(): MdastNode {
  return {
    type: 'mdxjsEsm',
    value: `import ${LIVE_CODE_BLOCK_IDENTIFIER} from '${LIVE_CODE_BLOCK_MODULE}';`,
    data: {
      estree: {
        type: 'Program',
        sourceType: 'module',
        body: [
          {
            type: 'ImportDeclaration',
            specifiers: [
              {type: 'ImportDefaultSpecifier', local: {type: 'Identifier', name: LIVE_CODE_BLOCK_IDENTIFIER}},
            ],
            source: {type: 'Literal', value: LIVE_CODE_BLOCK_MODULE, raw: `'${LIVE_CODE_BLOCK_MODULE}'`},
            attributes: [],
          },
        ],
      },
    },
  };
}

/** Replaces the live blocks under `parent`, at any depth; returns how many it replaced. */
function replaceLiveBlocks(parent: MdastNode): number {
  let replaced = 0;
  for (const [index, child] of (parent.children ?? []).entries()) {
    if (isLiveCode(child)) {
      (parent.children as MdastNode[])[index] = liveCodeBlockElement(child);
      replaced += 1;
    } else if (child.children) {
      replaced += replaceLiveBlocks(child);
    }
  }
  return replaced;
}

/**
 * The plugin. Add it to the content plugins whose pages have live code blocks, in their
 * `remarkPlugins` (docs, blog, pages). It takes no options.
 */
export default function remarkLiveCodeBlocks(options?: unknown): (tree: MdastNode) => void {
  if (options !== undefined && options !== null) {
    throw new Error(
      `@hoverkraft/docusaurus-theme/remark-live-code-blocks takes no options; received ${JSON.stringify(options)}. ` +
        'Add it to remarkPlugins on its own, as remarkPlugins: [liveCodeBlocks].',
    );
  }
  return (tree) => {
    if (replaceLiveBlocks(tree) > 0) {
      tree.children?.push(liveCodeBlockImport());
    }
  };
}
