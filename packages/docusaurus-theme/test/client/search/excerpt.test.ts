import {describe, expect, it} from 'vitest';
import {excerptParts} from '../../../src/client/search/excerpt';

describe('search excerpts', () => {
  it('marks the matched words and keeps the rest as plain text', () => {
    expect(excerptParts('the <mark>dark</mark> band of the <mark>footer</mark>')).toEqual([
      {text: 'the ', highlighted: false},
      {text: 'dark', highlighted: true},
      {text: ' band of the ', highlighted: false},
      {text: 'footer', highlighted: true},
    ]);
  });

  it("turns Pagefind's escaped angle brackets back into the characters the page showed", () => {
    expect(excerptParts('use &lt;Hero&gt; &amp; <mark>Button</mark>')).toEqual([
      {text: 'use <Hero> &amp; ', highlighted: false},
      {text: 'Button', highlighted: true},
    ]);
  });

  it('shows "&amp;" and "&" exactly as the page does: Pagefind does not escape ampersands', () => {
    // The page's text "Tom &amp; Jerry" (written &amp;amp; in its HTML) and "R&D".
    expect(excerptParts('Tom &amp; <mark>Jerry</mark> at R&D')).toEqual([
      {text: 'Tom &amp; ', highlighted: false},
      {text: 'Jerry', highlighted: true},
      {text: ' at R&D', highlighted: false},
    ]);
  });

  it('keeps anything else that looks like markup as the literal text it is', () => {
    expect(excerptParts('<b>bold</b> <mark>x</mark>')).toEqual([
      {text: '<b>bold</b> ', highlighted: false},
      {text: 'x', highlighted: true},
    ]);
  });
});
