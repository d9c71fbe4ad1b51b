import type {SitePage} from '../../../src/server/site/pages';
import {
  drawSocialCards,
  placeSocialCards,
  type SocialCardsBuild,
  type SocialCardsDrawing,
} from '../../../src/server/socialCards/cards';
import {type CardDrawer, drawCardIntoCache} from '../../../src/server/socialCards/drawers';
import {loadFonts} from '../../../src/server/socialCards/fonts';

/**
 * Draws cards in the calling thread, one at a time: for the tests that look at one card, where
 * a pool's threads (what a build uses) would only add their start.
 */
export function inThreadDrawer(): CardDrawer {
  return {
    async draw(drawings, {fonts: fontFiles, cacheDir}, drawn) {
      const fonts = await loadFonts(fontFiles);
      for (const drawing of drawings) {
        drawn.set(drawing.key, await drawCardIntoCache(drawing, fonts, cacheDir));
      }
      return drawings.length > 0 ? 1 : 0;
    },
  };
}

/** Draws what the cache lacks and writes a card for each page into the build, as a build's two steps do. */
export async function writeSocialCards(
  outDir: string,
  pages: SitePage[],
  build: SocialCardsBuild,
): Promise<SocialCardsDrawing & {files: string[]}> {
  return placeSocialCards(outDir, await drawSocialCards(pages, build), build.cacheDir);
}
