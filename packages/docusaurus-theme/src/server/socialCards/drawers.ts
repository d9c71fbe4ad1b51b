import path from 'node:path';
import {writeFileAtomic} from '../site/builtFiles';
import {cardEntryName} from './cacheEntry';
import type {CardDesign} from './design';
import {type CardFontFile, type CardFonts, loadFonts} from './fonts';
import {renderCard} from './render';

/**
 * Who draws the cards the cache lacks: a pool of worker threads (pool.ts, what a build uses) or
 * this thread. cards.ts is handed one, so that the tests can run either: the pool from the
 * source through a worker script of their own, this thread where they look at one card. What
 * one card's drawing is, `drawCardIntoCache`, is the same in both.
 */

/** A card to draw: its design and its picture key, which names its file in the cache. */
export type CardDrawing = {key: string; design: CardDesign};

/** What every card of a build is drawn with, and where they go. */
export type CardDrawingTarget = {fonts: readonly CardFontFile[]; cacheDir: string};

export type CardDrawer = {
  /**
   * Draws each card into `target.cacheDir` (`drawCardIntoCache`) and records its file in `drawn`,
   * by its key; resolves to the number of threads that drew, 0 when there was nothing to draw.
   */
  draw(drawings: CardDrawing[], target: CardDrawingTarget, drawn: Map<string, string>): Promise<number>;
};

/**
 * Draws a card and writes it into the cache folder under its picture key and content hash
 * (cacheEntry.ts); resolves to the file's path. Written in one step (a temporary file, then
 * renamed), so that a build stopped halfway never leaves a half-written card in the cache.
 */
export async function drawCardIntoCache(
  {design, key}: CardDrawing,
  fonts: CardFonts,
  cacheDir: string,
): Promise<string> {
  const png = await renderCard(design, fonts);
  const file = path.join(cacheDir, cardEntryName(key, png));
  writeFileAtomic(file, png);
  return file;
}

/** Draws cards in this thread, one at a time. */
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
