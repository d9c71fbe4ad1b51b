// @vitest-environment node
import {describe, expect, it} from 'vitest';
import {customPropertyRules, rewriteCustomPropertyRules} from '../../src/shared/cssRules';

/** What a stylesheet's `:root` rules outside at-rules declare, later rules winning. */
const rootTokens = (css: string) =>
  new Map(
    customPropertyRules(css)
      .filter((rule) => rule.wrappers.length === 0 && rule.selector === ':root')
      .flatMap((rule) => rule.declarations),
  );

describe('the custom properties of a stylesheet', () => {
  it('are found after a brace or a comment opener inside a string, which is text, not structure', () => {
    const css = `.quote::before { content: "}"; }
.path::after { content: '/*'; }
.icon { background: url("data:image/svg+xml,<svg>{}</svg>"); }
:root { --ifm-color-primary: #7b3fa0; }
.after { content: "*/"; }
[data-theme='dark'] { --ifm-color-primary: #c9a2e0; }`;
    expect(rootTokens(css).get('--ifm-color-primary')).toBe('#7b3fa0');
    expect(customPropertyRules(css).map((rule) => rule.selector)).toEqual([':root', "[data-theme='dark']"]);
  });

  it('are found after a comment holding braces, and a comment in a value is not part of it', () => {
    const css = `/* .old { } } { */
:root { --ifm-color-primary: /* brand */ #7b3fa0; --ifm-font-family-base: "a;b", sans-serif; }`;
    expect([...rootTokens(css)]).toEqual([
      ['--ifm-color-primary', '#7b3fa0'],
      ['--ifm-font-family-base', '"a;b", sans-serif'],
    ]);
  });

  it('keep !important, and name the at-rules around them, not a rule nested in a rule', () => {
    const css = `@media (min-width: 997px) { @supports (color: oklch(0 0 0)) { :root { --x: red !important; } } }
.card { --inside-card: 1; .title { --nested: 2; } }`;
    expect(customPropertyRules(css)).toEqual([
      {
        wrappers: ['@media (min-width: 997px)', '@supports (color: oklch(0 0 0))'],
        selector: ':root',
        declarations: [['--x', 'red !important']],
      },
      {wrappers: [], selector: '.card', declarations: [['--inside-card', '1']]},
    ]);
  });

  it('are rewritten in place, strings with braces and the rest of the stylesheet kept as written', () => {
    const css = `.a::before { content: "}"; }\n:root { --x: 1; }\n@font-face { font-family: "X{"; }`;
    expect(rewriteCustomPropertyRules(css, ({selector}) => `${selector}.boosted`)).toBe(
      `.a::before { content: "}"; }\n:root.boosted { --x: 1; }\n@font-face { font-family: "X{"; }`,
    );
  });
});
