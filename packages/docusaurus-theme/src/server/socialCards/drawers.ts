import path from 'node:path';
import {writeFileAtomic} from '../site/builtFiles';
import {cardEntryName} from './cacheEntry';
import type {CardDesign} from './design';
import type {CardFontFile, CardFonts} from './fonts';
import {renderCard} from './render';

/**
 * Who draws the cards the cache lacks: a pool of worker threads (pool.ts, what a build uses), or
 * in the tests the calling thread (test/server/socialCards/inThread.ts). cards.ts is handed one,
 * so that the tests can run either: the pool from the source through a worker script of their
 * own, the calling thread where they look at one card. What one card's drawing is,
 * `drawCardIntoCache`, is the same in both.
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
