import {loadHighlighter} from './loadHighlighter';
import {rememberedSitePrism} from './sitePrism';

/** The user timing a trace shows where the theme had Prism's grammars defined ahead of use. */
export const PRISM_GRAMMARS_MEASURE = 'Hoverkraft: define Prism grammars';

/**
 * Has Prism's grammars defined now, if the theme's build made them wait for their first use
 * (server/codeBlocks/prismLazyLanguages.ts; otherwise they already are, and this costs nothing), and
 * records the time it took as the user timing PRISM_GRAMMARS_MEASURE.
 */
export function definePrismGrammarsNow(): void {
  const sitePrism = rememberedSitePrism();
  if (!sitePrism || typeof performance === 'undefined') {
    return;
  }
  const start = performance.now();
  // Reading `languages` is what defines them.
  if (sitePrism.languages) {
    performance.measure(PRISM_GRAMMARS_MEASURE, {start});
  }
}

/**
 * The highlighter chunk (loadHighlighter.ts), then definePrismGrammarsNow in a task of its own.
 * Posted as a message, as React's scheduler posts its work: a page that hydrates after the
 * chunk arrives (the playground chunks ask for it as they are evaluated, before preloading ends
 * and hydration is scheduled) gets its grammars, and the site's languages, defined first, in a
 * short task instead of inside the hydration's long one.
 */
export function definePrismGrammarsSoon(): void {
  loadHighlighter().then(
    () => {
      if (typeof MessageChannel === 'undefined') {
        definePrismGrammarsNow();
        return;
      }
      const channel = new MessageChannel();
      channel.port1.onmessage = () => {
        channel.port1.close();
        definePrismGrammarsNow();
      };
      channel.port2.postMessage(undefined);
    },
    // No highlighter: the live editors tokenise without the site's languages, as they can.
    () => undefined,
  );
}
