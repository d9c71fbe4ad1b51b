import type {CardDesign} from './design';
import type {CardFontFile} from './fonts';

/**
 * Who draws the cards the cache lacks: a pool of worker threads (pool.ts, what a build uses), or
 * in the tests the calling thread (test/server/socialCards/inThread.ts). cards.ts is handed one,
 * so that the tests can run either: the pool from the source through a worker script of their
 * own, the calling thread where they look at one card. Both draw with render.ts's `renderCard`
 * and hand the PNG's bytes back: cards.ts keeps a build's cards in one cache file.
 */

/** A card to draw: its design and its picture key, which names it in the cache. */
export type CardDrawing = {key: string; design: CardDesign};

export type CardDrawer = {
  /**
   * Draws each card with `fonts` and records its PNG in `drawn`, by its key; resolves to the
   * number of threads that drew, 0 when there was nothing to draw.
   */
  draw(drawings: CardDrawing[], fonts: readonly CardFontFile[], drawn: Map<string, Uint8Array>): Promise<number>;
};
