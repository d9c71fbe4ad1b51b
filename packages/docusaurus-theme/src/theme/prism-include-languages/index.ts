import {PRISM_WHEN_LANGUAGES_DEFINED, rememberSitePrism} from '@hoverkraft/docusaurus-theme/client/internal';
import includeLanguages from '@theme-init/prism-include-languages';

/** The Prism that the highlighter chunk (client/codeBlocks/highlighter.ts) passes in. */
type PrismObject = Parameters<typeof includeLanguages>[0];

/**
 * theme-classic's `additionalLanguages` loader, run when prism-react-renderer defines its own
 * grammars: on first use when the theme's build step made them lazy (so a page without code
 * blocks pays for neither), at once otherwise, as in a stock site. The languages come after the
 * built-in grammars either way, as some of them extend those. The Prism object is remembered
 * for Playground/Provider (client/codeBlocks/prismGrammars.ts).
 */
export default function prismIncludeLanguages(Prism: PrismObject): void {
  // Kept for the playgrounds, which have the grammars defined before the page hydrates.
  rememberSitePrism(Prism);
  const whenDefined = (Prism as PrismObject & {[PRISM_WHEN_LANGUAGES_DEFINED]?: (callback: () => void) => void})[
    PRISM_WHEN_LANGUAGES_DEFINED
  ];
  if (typeof whenDefined === 'function') {
    whenDefined(() => includeLanguages(Prism));
  } else {
    includeLanguages(Prism);
  }
}
