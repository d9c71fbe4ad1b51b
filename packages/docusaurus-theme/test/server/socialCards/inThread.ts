import type {SitePage} from '../../../src/server/site/pages';
import {
  drawSocialCards,
  placeSocialCards,
  type SocialCardsBuild,
  type SocialCardsDrawing,
} from '../../../src/server/socialCards/cards';
import type {CardDrawer} from '../../../src/server/socialCards/drawers';
import {loadFonts} from '../../../src/server/socialCards/fonts';
import {renderCard} from '../../../src/server/socialCards/render';

/**
 * Draws cards in the calling thread, one at a time: for the tests that look at one card, where
 * a pool's threads (what a build uses) would only add their start.
 */
export function inThreadDrawer(): CardDrawer {
  return {
    async draw(drawings, fontFiles, drawn) {
      const fonts = await loadFonts(fontFiles);
      for (const {key, design} of drawings) {
        drawn.set(key, await renderCard(design, fonts));
      }
      return drawings.length > 0 ? 1 : 0;
    },
  };
}

/** Draws what the cache lacks and writes a card for each page into the build, as a build's two steps do. */
export async function writeSocialCards(
  pages: SitePage[],
  build: SocialCardsBuild,
): Promise<SocialCardsDrawing & {files: string[]}> {
  return placeSocialCards(build.outDir, await drawSocialCards(pages, build));
}
