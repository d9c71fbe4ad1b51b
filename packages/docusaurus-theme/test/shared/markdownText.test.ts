import {describe, expect, it} from 'vitest';
import {markdownLinkDestination, markdownText, titleOrPath} from '../../src/shared/markdownText';

describe('text from titles and descriptions, written into Markdown', () => {
  it.each([
    ['<script>alert(1)</script>', '\\<script\\>alert(1)\\</script\\>'],
    ['[Click me](https://example.org)', '\\[Click me\\](https://example.org)'],
    ['AT&amp;T and R&D', 'AT\\&amp;T and R&D'],
    ['*bold* _it_ `code` a|b ~x~', '\\*bold\\* \\_it\\_ \\`code\\` a\\|b \\~x\\~'],
    ['# Not a heading', '\\# Not a heading'],
    ['1. Not a list', '1\\. Not a list'],
    ['- Not an item', '\\- Not an item'],
    ['C:\\path', 'C:\\\\path'],
    ['  two\n lines  ', 'two lines'],
    ['Zażółć 日本語 العربية 👋', 'Zażółć 日本語 العربية 👋'],
  ])('%j reads as the words it is', (input, expected) => {
    expect(markdownText(input)).toBe(expected);
  });

  it('percent-encodes link addresses, once', () => {
    expect(markdownLinkDestination('https://example.com/docs/my page (draft)')).toBe(
      'https://example.com/docs/my%20page%20%28draft%29',
    );
    expect(markdownLinkDestination('https://example.com/docs/my%20page')).toBe('https://example.com/docs/my%20page');
    expect(markdownLinkDestination('https://example.com/docs/café')).toBe('https://example.com/docs/caf%C3%A9');
    // An escape of a reserved character stays one: encoded once, not twice.
    expect(markdownLinkDestination('https://example.com/docs/a%2Fb?q=%26')).toBe(
      'https://example.com/docs/a%2Fb?q=%26',
    );
  });

  it("falls back to the page's address for an empty title", () => {
    expect(titleOrPath('', '/docs/my%20page')).toBe('/docs/my page');
    expect(titleOrPath('   ', '/docs/x')).toBe('/docs/x');
    expect(titleOrPath('Title', '/docs/x')).toBe('Title');
  });

  it('falls back to the next title, then the address, for a title of only invisible characters', () => {
    // Zero-width space, non-joiner, joiner, word joiner, byte-order mark, left-to-right mark, soft hyphen.
    const invisible = '\u200B\u200C\u200D\u2060\uFEFF\u200E\u00AD';
    expect(titleOrPath(invisible, '/docs/my%20page')).toBe('/docs/my page');
    expect(titleOrPath([invisible, 'Metadata title'], '/docs/x')).toBe('Metadata title');
    expect(titleOrPath([undefined, ` ${invisible} `], '/docs/x')).toBe('/docs/x');
    expect(titleOrPath('\u200BZero\u200Bwidth', '/docs/x')).toBe('\u200BZero\u200Bwidth');
  });
});
