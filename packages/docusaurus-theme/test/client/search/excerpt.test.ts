import {describe, expect, it} from 'vitest';
import {excerptHtml, excerptParts} from '../../../src/client/search/excerpt';
import {toSearchHit} from '../../../src/client/search/useSearch';
import {CODE_WORD_MARK} from '../../../src/shared/searchWords';

/** The runs a reader sees for Pagefind's excerpt of a page whose indexed text is `content`. */
const shown = (excerpt: string, content?: string) => excerptParts(excerptHtml(excerpt, content));

describe('search excerpts', () => {
  it('shows the words the page showed as code as one run of code, without their marks', () => {
    const m = CODE_WORD_MARK;
    const content = `Set navbar:${m} {hideOnScroll:${m} true}${m} in the config`;
    expect(shown(`Set navbar:${m} <mark>{hideOnScroll:${m}</mark> true}${m} in`, content)).toEqual([
      {text: 'Set ', highlighted: false},
      {text: 'navbar: ', highlighted: false, code: true},
      {text: '{hideOnScroll:', highlighted: true, code: true},
      {text: ' true}', highlighted: false, code: true},
      {text: ' in', highlighted: false},
    ]);
  });

  it('shows code with angle brackets as the text it is, inside the code', () => {
    const m = CODE_WORD_MARK;
    expect(shown(`use &lt;Hero${m} /&gt;${m} <mark>here</mark>`, `use <Hero${m} />${m} here`)).toEqual([
      {text: 'use ', highlighted: false},
      {text: '<Hero />', highlighted: false, code: true},
      {text: ' ', highlighted: false},
      {text: 'here', highlighted: true},
    ]);
  });

  it('marks the matched words and keeps the rest as plain text', () => {
    expect(shown('the <mark>dark</mark> band of the <mark>footer</mark>')).toEqual([
      {text: 'the ', highlighted: false},
      {text: 'dark', highlighted: true},
      {text: ' band of the ', highlighted: false},
      {text: 'footer', highlighted: true},
    ]);
  });

  it("turns Pagefind's escaped angle brackets back into the characters the page showed", () => {
    const content = 'Components: use <Hero> & Button in a page.';
    expect(shown('use &lt;Hero&gt; & <mark>Button</mark>', content)).toEqual([
      {text: 'use <Hero> & ', highlighted: false},
      {text: 'Button', highlighted: true},
    ]);
  });

  it('shows "&lt;b&gt;" the page wrote as text as written, not as <b>: Pagefind escapes both alike', () => {
    // The page shows `Write &lt;b&gt; for <b> in HTML` (its HTML: `&amp;lt;b&amp;gt;` and `&lt;b&gt;`).
    const content = 'Entities. Write &lt;b&gt; for <b> in HTML source.';
    expect(shown('Write &lt;b&gt; for &lt;b&gt; in <mark>HTML</mark> source.', content)).toEqual([
      {text: 'Write &lt;b&gt; for <b> in ', highlighted: false},
      {text: 'HTML', highlighted: true},
      {text: ' source.', highlighted: false},
    ]);
    // A match on the word itself, and the page's own line breaks between words.
    expect(shown('<mark>&lt;b&gt;</mark> tag', 'The\n&lt;b&gt;   tag')).toEqual([
      {text: '&lt;b&gt;', highlighted: true},
      {text: ' tag', highlighted: false},
    ]);
  });

  it('shows "&amp;" and "&" exactly as the page does: Pagefind does not escape ampersands', () => {
    // The page's text "Tom &amp; Jerry" (written &amp;amp; in its HTML) and "R&D".
    expect(shown('Tom &amp; <mark>Jerry</mark> at R&D')).toEqual([
      {text: 'Tom &amp; ', highlighted: false},
      {text: 'Jerry', highlighted: true},
      {text: ' at R&D', highlighted: false},
    ]);
  });

  it("takes &lt; and &gt; for the page's angle brackets when its text is not at hand", () => {
    expect(shown('use &lt;Hero&gt; at R&D &amp; <mark>x</mark>')).toEqual([
      {text: 'use <Hero> at R&D &amp; ', highlighted: false},
      {text: 'x', highlighted: true},
    ]);
  });

  it('keeps anything else that looks like markup as the literal text it is', () => {
    expect(excerptParts(excerptHtml('<b>bold</b> <mark>x</mark>', undefined))).toEqual([
      {text: '<b>bold</b> ', highlighted: false},
      {text: 'x', highlighted: true},
    ]);
  });
});

describe('the excerpt of a search result', () => {
  it('shows the page\'s text as written, "&lt;b&gt;" included, and its <b> as <b>', () => {
    // What Pagefind's data() gives for a page that shows `Write &lt;b&gt; for <b>`.
    const hit = toSearchHit('1', {
      url: '/docs/html',
      content: 'HTML. Write &lt;b&gt; for <b> in HTML.',
      excerpt: 'Write &lt;b&gt; for &lt;b&gt; in <mark>HTML.</mark>',
      meta: {title: 'HTML'},
      sub_results: [],
    });
    expect(excerptParts(hit.excerpt).map((part) => part.text)).toEqual(['Write &lt;b&gt; for <b> in ', 'HTML.']);
  });
});
