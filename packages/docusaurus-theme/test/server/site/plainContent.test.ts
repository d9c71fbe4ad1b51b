// @vitest-environment node

import {describe, expect, it} from 'vitest';
import {openingTagEnd, plainContentEnd} from '../../../src/server/site/plainContent';

const REFUSED = new Set(['script', 'link', 'html', 'head', 'body', 'main', 'template']);

/** Where the content of the `<aside>` at the start of `html` ends, or -1. */
function contentEnd(html: string): number {
  const tagEnd = openingTagEnd(html, 0);
  expect(tagEnd, 'the opening tag of the test page').toBeGreaterThan(0);
  return plainContentEnd(html, tagEnd, 'aside', REFUSED);
}

/** The index of the aside's own end tag: the last `</aside>` of the test page. */
const ownEnd = (html: string) => html.lastIndexOf('</aside>');

describe('the end of plain content, found without the tokenizer', () => {
  it.each([
    ['nested elements and text', '<aside class="a b" data-x=1><div><p>Text &amp; more > less</p></div></aside>'],
    ['nested asides', '<aside><aside><nav>Inner</nav></aside><p>After</p></aside>'],
    [
      'end tags the minifier left out',
      '<aside><ul><li>One<li>Two<ul><li>Deep</ul><li>Three</ul><p>Para<p>Next</aside>',
    ],
    [
      'unquoted values that end with a slash',
      '<aside><a class=brand href=/docs/>Home</a><img src=/a.png alt=A/></aside>',
    ],
    ['svg paths closed by />', '<aside><svg viewBox="0 0 9 9"><path d="M0 0"/><g><circle r=1 /></g></svg></aside>'],
    [
      'comments, React markers among them',
      '<aside><!-- --><!--$--><b>x</b><!-- <script>no</script> </aside> --><!--/$--></aside>',
    ],
    ['upper-case names', '<ASIDE><DIV>Text</DIV></Aside>'],
    ['an integration point whose /> the parser does not honour', '<aside><svg><desc/>Text</desc></svg></aside>'],
  ])('finds the end of %s', (_, html) => {
    expect(contentEnd(html)).toBe(html.toLowerCase().lastIndexOf('</aside>'));
  });

  it.each([
    ['a script', '<aside><script>run()</script></aside>'],
    ['a link', '<aside><link rel=preload href=/a.js></aside>'],
    ['a style, read as raw text', '<aside><style>a{}</style></aside>'],
    ['a title, read as raw text', '<aside><svg><title>Logo</title></svg></aside>'],
    ['a part of the tree', '<aside><main>Content</main></aside>'],
    ['an end tag that closes an element outside', '<aside><div>Text</div></div></aside>'],
    ['an end tag of a void element', '<aside><br></br></aside>'],
    ['a </p> with no <p> open', '<aside>Text</p></aside>'],
    ['a self-closing tag outside an svg', '<aside><div/>Text</aside>'],
    ['a self-closing svg, whose context the parser keeps', '<aside><svg/>Text</aside>'],
    ['an svg left open', '<aside><div><svg><path></div></aside>'],
    ['CDATA', '<aside><![CDATA[x]]></aside>'],
    ['a processing instruction', '<aside><?x y?></aside>'],
    ['a < that opens no tag', '<aside>1 < 2</aside>'],
    ['a malformed attribute', '<aside><a b"c=d>x</a></aside>'],
    ['a quoted value with a tag in it, which React would have escaped', '<aside><a title="</aside>">x</a></aside>'],
    ['an unclosed comment', '<aside><!-- open </aside>'],
    ['no end tag at all', '<aside><div>Text</div>'],
  ])('refuses content with %s', (_, html) => {
    expect(contentEnd(html)).toBe(-1);
  });

  it('reads an opening tag to its end, or not at all when its attributes are malformed', () => {
    const html = '<nav aria-label=Main class="navbar x">';
    expect(openingTagEnd(html, 0)).toBe(html.length);
    expect(openingTagEnd('<nav a="x>', 0)).toBe(-1);
    expect(openingTagEnd('<nav =x>', 0)).toBe(-1);
  });

  it('gives the index of the end tag, not of what follows it', () => {
    const html = '<aside><p>Sidebar</p></aside><main>Content</main>';
    expect(contentEnd(html)).toBe(ownEnd(html));
  });
});
