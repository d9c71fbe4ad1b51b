import {afterEach, describe, expect, it, vi} from 'vitest';
import {
  definePrismGrammarsNow,
  definePrismGrammarsSoon,
  PRISM_GRAMMARS_MEASURE,
} from '../../../src/client/codeBlocks/prismGrammars';
import {rememberSitePrism} from '../../../src/client/codeBlocks/sitePrism';
import prismIncludeLanguages from '../../../src/theme/prism-include-languages';

// The highlighter chunk (Prism and theme-classic's content) is what the browser loads; here it is there at once.
vi.mock('../../../src/client/codeBlocks/loadHighlighter', () => ({loadHighlighter: () => Promise.resolve(() => null)}));

afterEach(() => {
  rememberSitePrism(undefined);
  performance.clearMeasures();
});

/** A Prism whose grammars, like the lazy ones of the theme's build, are defined when `languages` is first read. */
function lazyPrism() {
  const prism = {defined: 0};
  Object.defineProperty(prism, 'languages', {
    get() {
      prism.defined += 1;
      return {};
    },
  });
  return prism;
}

describe('Prism grammars defined ahead of use', () => {
  it('are defined on the Prism theme-classic hands to prism-include-languages, and timed', () => {
    const prism = lazyPrism();
    prismIncludeLanguages(prism as never);
    const readsByIncludeLanguages = prism.defined;
    definePrismGrammarsNow();
    expect(prism.defined).toBe(readsByIncludeLanguages + 1);
    expect(performance.getEntriesByName(PRISM_GRAMMARS_MEASURE, 'measure')).toHaveLength(1);
  });

  it('are left alone when no Prism was handed over (a site without theme-classic highlighting)', () => {
    definePrismGrammarsNow();
    expect(performance.getEntriesByName(PRISM_GRAMMARS_MEASURE, 'measure')).toHaveLength(0);
  });
});

describe('Prism grammars defined soon', () => {
  it('are defined in a task of their own, after the current one', async () => {
    const prism = lazyPrism();
    rememberSitePrism(prism);
    definePrismGrammarsSoon();
    expect(prism.defined).toBe(0);
    // After the highlighter chunk (loaded once, then at once) and a task of their own.
    await vi.waitFor(() => expect(prism.defined).toBe(1), {timeout: 2_000});
  });
});
