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

  it('turns escaped markup back into the characters the page showed', () => {
    expect(excerptParts('use &lt;Hero&gt; &amp; <mark>Button</mark>')).toEqual([
      {text: 'use <Hero> & ', highlighted: false},
      {text: 'Button', highlighted: true},
    ]);
  });

  it('keeps any other markup as inert text, never as elements', () => {
    const parts = excerptParts('<img src=x onerror="alert(1)">hi <b>bold</b>');
    expect(parts).toEqual([
      {text: 'hi ', highlighted: false},
      {text: 'bold', highlighted: false},
    ]);
  });
});
