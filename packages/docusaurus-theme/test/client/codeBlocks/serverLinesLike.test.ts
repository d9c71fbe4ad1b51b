import {describe, expect, it, vi} from 'vitest';
import {serverLinesIn} from '../../../src/client/codeBlocks/serverLinesLike';

/** A block's server lines in `markup`, found in one call. */
const serverLinesLike = (block: Element, markup: string | undefined) => serverLinesIn(markup)(block);

/** A code block's `<pre>` as theme-classic writes it: one `.token-line` a line, each with its tokens. */
function pre(preClass: string, lines: Array<{text: string; className?: string; tokens?: string[]}>): string {
  const body = lines
    .map(
      ({text, className = 'token-line', tokens = [text]}) =>
        `<span class="${className}">${tokens.map((token) => `<span class="token keyword">${token}</span>`).join('')}<br></span>`,
    )
    .join('');
  return `<pre class="${preClass}" tabindex="0"><code class="codeBlockLines_abcd">${body}</code></pre>`;
}

/** A block rendered plain in its wrapper: the whole line in one token. */
function plain(html: string): Element {
  const wrapper = document.createElement('div');
  wrapper.innerHTML = html;
  return wrapper;
}

const SERVER_CLASS = 'prism-code language-bash codeBlock_RMoD thin-scrollbar';
const PLAIN_CLASS = 'prism-code language-bash codeBlock_ipgK thin-scrollbar';

describe("a code block's server lines, found by what its plain render shows", () => {
  it('finds the block with the same lines and language, whatever CSS module styles each <pre>', () => {
    const server = pre(SERVER_CLASS, [{text: 'npm install x', tokens: ['npm', ' install x']}]);
    const markup = `<div data-hk-mdx="PackageManagerTabs">${pre(SERVER_CLASS, [{text: 'yarn add x'}])}${server}</div>`;
    expect(serverLinesLike(plain(pre(PLAIN_CLASS, [{text: 'npm install x'}])), markup)).toBe(server);
  });

  it('finds nothing for other code, another language, other line classes or other line numbering', () => {
    const markup = pre(SERVER_CLASS, [{text: 'npm install x'}, {text: 'npm test'}]);
    for (const other of [
      pre(PLAIN_CLASS, [{text: 'npm install x'}, {text: 'npm run test'}]),
      pre(PLAIN_CLASS.replace('language-bash', 'language-sh'), [{text: 'npm install x'}, {text: 'npm test'}]),
      pre(PLAIN_CLASS, [
        {text: 'npm install x', className: 'token-line theme-code-block-highlighted-line'},
        {text: 'npm test'},
      ]),
      pre(PLAIN_CLASS, [
        {text: 'npm install x', className: 'token-line codeLine_lJS_'},
        {text: 'npm test', className: 'token-line codeLine_lJS_'},
      ]),
      pre(PLAIN_CLASS, [{text: 'npm install x'}]),
    ]) {
      expect(serverLinesLike(plain(other), markup), other).toBeUndefined();
    }
  });

  it('finds nothing in markup without code blocks, in no markup, or for a block that rendered nothing', () => {
    const block = pre(PLAIN_CLASS, [{text: 'npm install x'}]);
    expect(serverLinesLike(plain(block), '<ul><li>No code here</li></ul>')).toBeUndefined();
    expect(serverLinesLike(plain(block), undefined)).toBeUndefined();
    expect(serverLinesLike(plain(''), pre(SERVER_CLASS, [{text: 'npm install x'}]))).toBeUndefined();
  });

  it('parses the markup once, when the first block looks, however many blocks look', () => {
    const blocks = ['npm install x', 'yarn add x', 'pnpm add x'];
    const markup = blocks.map((text) => pre(SERVER_CLASS, [{text}])).join('');
    const createElement = vi.spyOn(document, 'createElement');
    const find = serverLinesIn(markup);
    const templates = () => createElement.mock.calls.filter(([name]) => name === 'template').length;
    expect(templates(), 'nothing parsed before a block looks').toBe(0);
    for (const text of blocks) {
      expect(find(plain(pre(PLAIN_CLASS, [{text}])))).toBe(pre(SERVER_CLASS, [{text}]));
    }
    expect(templates()).toBe(1);
    createElement.mockRestore();
  });
});
