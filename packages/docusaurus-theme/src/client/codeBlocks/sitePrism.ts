/**
 * The Prism object theme-classic highlights code with, as its client module hands it to
 * `@theme/prism-include-languages` (the theme's wrapper remembers it), so that other theme code
 * can define its grammars at a chosen moment (prismGrammars.ts). A module of its own: every
 * page's bundle holds the wrapper, and with it only these few lines, not the code that uses them.
 */
let sitePrism: {languages: unknown} | undefined;

export function rememberSitePrism(prism: unknown): void {
  sitePrism = typeof prism === 'object' && prism !== null ? (prism as {languages: unknown}) : undefined;
}

/** The Prism rememberSitePrism was last given, if it was an object. */
export function rememberedSitePrism(): {languages: unknown} | undefined {
  return sitePrism;
}
