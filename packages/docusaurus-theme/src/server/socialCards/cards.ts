import {mkdtempSync, readdirSync, rmSync, statSync, utimesSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {cardFileForPermalink} from '../../shared/routes';
import {copyFilesFromCache, THEME_CACHE_PATH, themeCacheDir, writableCacheDir} from '../site/cache';
import type {SitePage} from '../site/pages';
import {cardEntryIntact, keyedCardDesign, parseCardEntryName} from './cacheEntry';
import type {SiteIdentity} from './design';
import type {CardDrawer, CardDrawing} from './drawers';
import {type CardFontFile, interFontFiles, loadFonts} from './fonts';
import {workerPoolDrawer} from './pool';

/** The cache's folder under `node_modules`, where CI caches (and `docusaurus clear`) expect it. */
export const CARD_CACHE_PATH = path.join(THEME_CACHE_PATH, 'social-cards');

/**
 * Where drawn cards are kept between builds: `node_modules/.cache/hoverkraft-docusaurus-theme/
 * social-cards/` in the nearest folder above the site that has a `node_modules` (the site's own,
 * or the monorepo root's), else under the site's `.docusaurus` folder.
 */
export function socialCardCacheDir(siteDir: string): string {
  return themeCacheDir(siteDir, 'social-cards');
}

/** A page's card: its picture key, its file in the cache and where it goes in the build. */
type Card = {key: string; cached: string; file: string};

/** The cards of a build, all of them in the cache once drawn, and what drawing them took. */
export type SocialCardsDrawing = {
  cards: Card[];
  /** Pages whose card was drawn in this build. */
  drawn: number;
  /** Pages whose card was already in the cache, unchanged since a previous build. */
  fromCache: number;
  /** Cached cards whose bytes no longer matched their content hash: deleted, and drawn again. */
  refused: number;
  /** The threads that drew cards: 0 when none were drawn. */
  threads: number;
  /**
   * Where the cards were drawn: the cache folder, or, when it cannot be written
   * (writableCacheDir), a temporary folder of this build's own, removed once the cards are copied.
   */
  drawnIn: string;
  /** Whether `drawnIn` is the shared cache folder. */
  cached: boolean;
};

/** What a build's cards are drawn for and where they are kept. */
export type SocialCardsBuild = {
  /** What every card shows of the site: the same in every locale (see `siteIdentity`). */
  site: SiteIdentity;
  /** This build's base URL, the one its pages' permalinks start with: the cards' files go under it. */
  baseUrl: string;
  /** The cache folder (`socialCardCacheDir`). */
  cacheDir: string;
  /** The fonts the cards are drawn with; Inter's by default. */
  fonts?: readonly CardFontFile[];
  /** Who draws the cards the cache lacks (drawers.ts); by default a pool of worker threads (pool.ts). */
  drawer?: CardDrawer;
};

/**
 * The intact cached card of each picture key in `cacheDir`. A file whose bytes no longer match
 * its name's content hash is deleted, and counted, so that it is drawn again.
 */
function intactCachedCards(cacheDir: string, keys: Set<string>): {cached: Map<string, string>; refused: number} {
  const cached = new Map<string, string>();
  let refused = 0;
  for (const name of readdirSync(cacheDir)) {
    const entry = parseCardEntryName(name);
    if (!entry || !keys.has(entry.key) || cached.has(entry.key)) {
      continue;
    }
    const file = path.join(cacheDir, name);
    if (cardEntryIntact(file, name)) {
      cached.set(entry.key, file);
    } else {
      rmSync(file, {force: true});
      refused += 1;
    }
  }
  return {cached, refused};
}

/**
 * Makes sure the cache holds a card for each page. Each card is looked up in the cache by its
 * picture key, a digest of everything it shows (see `cardPictureKey`) and of nothing else (not
 * its path, not its locale), and reused once its bytes are checked against their content hash;
 * only missing cards are drawn, by `build.drawer`. Needs only the pages' titles, so it can run
 * while the site is being bundled.
 */
export async function drawSocialCards(pages: SitePage[], build: SocialCardsBuild): Promise<SocialCardsDrawing> {
  if (pages.length === 0) {
    return {cards: [], drawn: 0, fromCache: 0, refused: 0, threads: 0, drawnIn: build.cacheDir, cached: true};
  }
  const {site, baseUrl} = build;
  const fontFiles = build.fonts ?? interFontFiles();
  const fonts = await loadFonts(fontFiles);
  const writable = writableCacheDir(build.cacheDir);
  const cacheDir = writable ?? mkdtempSync(path.join(os.tmpdir(), 'hoverkraft-social-cards-'));
  const keyed = pages.map((page) => ({page, ...keyedCardDesign(page, site, fonts)}));
  const {cached, refused} = intactCachedCards(cacheDir, new Set(keyed.map(({key}) => key)));
  // Pages that look alike (same title and section, in any locale) share one drawing.
  const missing = new Map<string, CardDrawing>();
  for (const {design, key} of keyed) {
    if (!cached.has(key) && !missing.has(key)) {
      missing.set(key, {design, key});
    }
  }
  const drawer = build.drawer ?? workerPoolDrawer();
  const threads = await drawer.draw([...missing.values()], {fonts: fontFiles, cacheDir}, cached);
  const cards = keyed.map(({page, key}) => ({
    key,
    cached: cached.get(key) as string,
    file: cardFileForPermalink(page.permalink, baseUrl),
  }));
  const drawn = keyed.filter(({key}) => missing.has(key)).length;
  return {
    cards,
    drawn,
    fromCache: cards.length - drawn,
    refused,
    threads,
    drawnIn: cacheDir,
    cached: Boolean(writable),
  };
}

/** Puts the drawn cards from the cache into the build; returns their paths in it, sorted. */
export function copySocialCards(outDir: string, {cards}: SocialCardsDrawing): string[] {
  copyFilesFromCache(cards.map(({cached, file}) => ({cached, target: path.join(outDir, file)})));
  return cards.map(({file}) => file).sort();
}

/** Cards no build has used for this long are deleted from the cache, so that it stops growing. */
export const CARD_CACHE_MAX_AGE_DAYS = 30;

/**
 * Marks this build's cards as used (their modification time is now) and deletes the cached
 * cards that no build has used for `CARD_CACHE_MAX_AGE_DAYS`: old titles, old theme versions.
 * A card another locale or site uses stays as long as that one is built within the period.
 * Returns how many cards were deleted.
 */
export function pruneSocialCardCache(cacheDir: string, {cards}: SocialCardsDrawing, now = new Date()): number {
  const used = new Set(cards.map(({cached}) => path.basename(cached)));
  // Builds sharing the cache may delete or replace a card between these calls: a card gone
  // meanwhile needs neither marking nor deleting.
  for (const name of used) {
    try {
      utimesSync(path.join(cacheDir, name), now, now);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') {
        throw error;
      }
    }
  }
  const oldest = now.getTime() - CARD_CACHE_MAX_AGE_DAYS * 24 * 60 * 60 * 1000;
  const deleted = readdirSync(cacheDir).filter(
    (name) =>
      name.endsWith('.png') &&
      !used.has(name) &&
      (statSync(path.join(cacheDir, name), {throwIfNoEntry: false})?.mtimeMs ?? Number.POSITIVE_INFINITY) < oldest,
  );
  for (const name of deleted) {
    rmSync(path.join(cacheDir, name), {force: true});
  }
  return deleted.length;
}

/**
 * Writes the drawn cards into the build (`copySocialCards`), then tidies where they were drawn:
 * this build's temporary folder is removed, the shared cache pruned (`pruneSocialCardCache`).
 */
export function placeSocialCards(
  outDir: string,
  drawing: SocialCardsDrawing,
  cacheDir: string,
): SocialCardsDrawing & {files: string[]} {
  const files = copySocialCards(outDir, drawing);
  if (!drawing.cached) {
    rmSync(drawing.drawnIn, {recursive: true, force: true});
  } else if (drawing.cards.length > 0) {
    pruneSocialCardCache(cacheDir, drawing);
  }
  return {...drawing, files};
}
