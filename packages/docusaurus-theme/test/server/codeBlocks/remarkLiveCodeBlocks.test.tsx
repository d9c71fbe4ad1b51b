import codeCompat from '@docusaurus/mdx-loader/lib/remark/mdx1Compat/codeCompatPlugin';
import {compile} from '@mdx-js/mdx';
import {Fragment, type ReactNode} from 'react';
import * as runtime from 'react/jsx-runtime';
import {renderToStaticMarkup} from 'react-dom/server';
import {describe, expect, it} from 'vitest';
import remarkLiveCodeBlocks from '../../../src/server/codeBlocks/remarkLiveCodeBlocks';

type Props = Record<string, unknown>;
type Format = 'md' | 'mdx';

const LIVE_CODE_BLOCK = '@theme/LiveCodeBlock';

/** The props each live code block and each fenced block's `<code>` got in the last render. */
let recorded: {live: Props[]; code: Props[]} = {live: [], code: []};

function RecordedLiveCodeBlock(props: Props): ReactNode {
  recorded.live.push(props);
  return null;
}

function RecordedCode(props: Props): ReactNode {
  recorded.code.push(props);
  return null;
}

/**
 * Compiles `markdown` as Docusaurus does (its code-compat plugin last) and renders it, with the
 * fenced blocks' `<code>` and the plugin's `@theme/LiveCodeBlock` import both recorded.
 */
async function renderPage(markdown: string, {plugin = true, format = 'mdx' as Format} = {}) {
  const body = String(
    await compile(markdown, {
      format,
      outputFormat: 'function-body',
      remarkPlugins: [...(plugin ? [remarkLiveCodeBlocks] : []), codeCompat],
    }),
  );
  const imported: string[] = [];
  recorded = {live: [], code: []};
  // The compiled body imports with `await import(...)`; hand it the recorded component instead.
  const importModule = async (specifier: string) => {
    imported.push(specifier);
    if (specifier !== LIVE_CODE_BLOCK) {
      throw new Error(`unexpected import ${specifier}`);
    }
    return {default: RecordedLiveCodeBlock};
  };
  const AsyncFunction = Object.getPrototypeOf(async () => undefined).constructor as new (
    source: string,
  ) => (options: unknown) => Promise<{default: (props: {components: unknown}) => ReactNode}>;
  const run = new AsyncFunction(body.replaceAll('await import(', 'await arguments[0].importModule('));
  const {default: Content} = await run({...runtime, baseUrl: import.meta.url, importModule});
  const components = {pre: Fragment, code: RecordedCode};
  renderToStaticMarkup(<Content components={components} />);
  return {imported, ...recorded};
}

const LIVE_FENCES = [
  '```jsx live\n<Button to="/docs">Go</Button>\n```',
  '```tsx live noInline title="Counter"\nconst x = `a` + 1;\nrender(<p>{x}</p>);\n```',
  '```jsx live\n<div>\n  {"{braces}"} and <b>tags</b>\n\n</div>\n```',
];

describe('remark-live-code-blocks', () => {
  for (const fence of LIVE_FENCES) {
    it(`gives the live code block what MDX gives the fenced block: ${fence.split('\n')[0]}`, async () => {
      const stock = await renderPage(fence, {plugin: false});
      const ours = await renderPage(fence);
      expect(stock.code).toHaveLength(1);
      expect(ours.code, 'no live block is left to theme/CodeBlock').toEqual([]);
      expect(ours.live).toEqual(stock.code);
      expect(ours.imported).toEqual([LIVE_CODE_BLOCK]);
    });
  }

  it('replaces live blocks at any depth and imports the live code block once', async () => {
    const page = [
      '# Examples',
      '- a list item\n\n  ```jsx live\n  <p>in a list</p>\n  ```',
      '<div className="demo">\n\n```jsx live\n<p>in JSX</p>\n```\n\n</div>',
      '> ```jsx live\n> <p>in a quote</p>\n> ```',
    ].join('\n\n');
    const {live, code, imported} = await renderPage(page);
    expect(live.map((props) => props.children)).toEqual([
      '<p>in a list</p>\n',
      '<p>in JSX</p>\n',
      '<p>in a quote</p>\n',
    ]);
    expect(code).toEqual([]);
    expect(imported).toEqual([LIVE_CODE_BLOCK]);
  });

  it('leaves other code blocks to theme/CodeBlock, and a page without live blocks imports nothing', async () => {
    const page = [
      '```jsx\n<p>static</p>\n```',
      '```jsx title="live"\n<p>a title, not the flag</p>\n```',
      '```\nplain\n```',
    ].join('\n\n');
    const {live, code, imported} = await renderPage(page);
    expect(live).toEqual([]);
    expect(code.map((props) => Boolean(props.live))).toEqual([false, false, false]);
    expect(imported).toEqual([]);
  });

  it('works in pages compiled as CommonMark (format: md) too', async () => {
    const fence = LIVE_FENCES[0] as string;
    const stock = await renderPage(fence, {plugin: false, format: 'md'});
    const ours = await renderPage(fence, {format: 'md'});
    expect(ours.live).toEqual(stock.code);
    expect(ours.imported).toEqual([LIVE_CODE_BLOCK]);
  });

  it('says it takes no options when given some', () => {
    expect(() => remarkLiveCodeBlocks({component: 'x'})).toThrow(
      /remark-live-code-blocks takes no options; received \{"component":"x"\}/,
    );
  });
});
