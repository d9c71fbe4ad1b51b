import {readdirSync, rmSync, statSync, utimesSync} from 'node:fs';
import path from 'node:path';
import {cardFileForPermalink} from '../../shared/routes';
import {
  buildFolderCacheFile,
  type PackedFolder,
  readPackedFolder,
  THEME_CACHE_PATH,
  themeCacheDir,
  unpackFolderOffThread,
  writableCacheDir,
  writePackedFiles,
} from '../site/cache';
import type {SitePage} from '../site/pages';
import {keyedCardDesign} from './cacheEntry';
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

/** How the file holding a build folder's cards ends. */
const CARDS_FILE_EXTENSION = '.cards';

/**
 * The cache file that holds the cards of the build written to `outDir`, each under its picture
 * key, sealed as one (site/cache.ts's `writePackedFiles`): creating a file costs far more than
 * writing its bytes (bench/measurements.md), and a card file each made a thousand-page build
 * create, and a rebuild open and check, a thousand. One per build folder, so that each locale's
 * build finds its own cards in one read, and a site's cards stop being kept once it stops
 * being built (`pruneSocialCardCache`).
 */
export function cardsCacheFile(cacheDir: string, outDir: string): string {
  return buildFolderCacheFile(cacheDir, outDir, CARDS_FILE_EXTENSION);
}

/** A page's card: its picture key and where it goes in the build. */
type Card = {key: string; file: string};

/** The cards of a build, drawn or found in the cache, and what drawing them took. */
export type SocialCardsDrawing = {
  cards: Card[];
  /** Each picture key's PNG. */
  pictures: Map<string, Uint8Array>;
  /** Pages whose card was drawn in this build. */
  drawn: number;
  /** Pages whose card was already in the cache, unchanged since a previous build. */
  fromCache: number;
  /** Whether this build folder's cards file was changed since it was written: none of it was used. */
  refused: boolean;
  /** The threads that drew cards: 0 when none were drawn. */
  threads: number;
  /** The cache file of this build's cards (`cardsCacheFile`); undefined when the cache cannot be written (writableCacheDir). */
  cacheFile: string | undefined;
};

/** What a build's cards are drawn for and where they are kept. */
export type SocialCardsBuild = {
  /** What every card shows of the site: the same in every locale (see `siteIdentity`). */
  site: SiteIdentity;
  /** This build's base URL, the one its pages' permalinks start with: the cards' files go under it. */
  baseUrl: string;
  /** This build's folder, which names its cards file in the cache. */
  outDir: string;
  /** The cache folder (`socialCardCacheDir`). */
  cacheDir: string;
  /** The fonts the cards are drawn with; Inter's by default. */
  fonts?: readonly CardFontFile[];
  /** Who draws the cards the cache lacks (drawers.ts); by default a pool of worker threads (pool.ts). */
  drawer?: CardDrawer;
};

/** The cards a cache holds for `keys`, and whether the build's own file holds exactly those. */
type CachedPictures = {pictures: Map<string, Uint8Array>; refused: boolean; current: boolean};

/**
 * The cached card of each picture key in `keys`: first from the build's own file (`own`), then,
 * for those it lacks, from the other build folders' files (another locale of the site draws most
 * of the same cards). A file changed since it was written is not used: the build's own is
 * `refused`, and written again once its cards are drawn; another build folder's is that build's
 * to refuse.
 */
function cachedPictures(own: string, keys: ReadonlySet<string>): CachedPictures {
  const cacheDir = path.dirname(own);
  const pictures = new Map<string, Uint8Array>();
  const take = (packed: PackedFolder) => {
    for (const {path: key, start, end} of packed.files) {
      if (keys.has(key) && !pictures.has(key)) {
        pictures.set(key, packed.data.subarray(start, end));
      }
    }
  };
  const ownCards = readPackedFolder(own);
  const refused = ownCards === 'refused';
  let current = false;
  if (ownCards && !refused) {
    take(ownCards);
    current = ownCards.files.length === keys.size && pictures.size === keys.size;
  }
  if (pictures.size < keys.size) {
    for (const name of readdirSync(cacheDir)) {
      const file = path.join(cacheDir, name);
      if (name.endsWith(CARDS_FILE_EXTENSION) && file !== own) {
        const other = readPackedFolder(file);
        if (other && other !== 'refused') {
          take(other);
        }
      }
      if (pictures.size === keys.size) {
        break;
      }
    }
  }
  return {pictures, refused, current};
}

/**
 * The card of each page: looked up in the cache by its picture key, a digest of everything it
 * shows (see `cardPictureKey`) and of nothing else (not its path, not its locale); only missing
 * cards are drawn, by `build.drawer`, and the build folder's cards file is written again when
 * what it holds changed. Needs only the pages' titles, so it can run while the site is being
 * bundled.
 */
export async function drawSocialCards(pages: SitePage[], build: SocialCardsBuild): Promise<SocialCardsDrawing> {
  if (pages.length === 0) {
    return {cards: [], pictures: new Map(), drawn: 0, fromCache: 0, refused: false, threads: 0, cacheFile: undefined};
  }
  const {site, baseUrl} = build;
  const fontFiles = build.fonts ?? interFontFiles();
  const fonts = await loadFonts(fontFiles);
  const cacheDir = writableCacheDir(build.cacheDir);
  const cacheFile = cacheDir && cardsCacheFile(cacheDir, build.outDir);
  const keyed = pages.map((page) => ({page, ...keyedCardDesign(page, site, fonts)}));
  const keys = new Set(keyed.map(({key}) => key));
  const {pictures, refused, current} = cacheFile
    ? cachedPictures(cacheFile, keys)
    : {pictures: new Map<string, Uint8Array>(), refused: false, current: false};
  // Pages that look alike (same title and section, in any locale) share one drawing.
  const missing = new Map<string, CardDrawing>();
  for (const {design, key} of keyed) {
    if (!pictures.has(key) && !missing.has(key)) {
      missing.set(key, {design, key});
    }
  }
  const drawer = build.drawer ?? workerPoolDrawer();
  const drawnPictures = new Map<string, Uint8Array>();
  const threads = await drawer.draw([...missing.values()], fontFiles, drawnPictures);
  for (const [key, {design}] of missing) {
    const png = drawnPictures.get(key);
    if (!png) {
      throw new Error(`The social card of "${design.title.text}" was not drawn.`);
    }
    pictures.set(key, png);
  }
  if (cacheFile && !current) {
    writePackedFiles(
      cacheFile,
      [...keys].sort().map((key) => ({path: key, data: pictures.get(key) as Uint8Array})),
    );
  }
  const cards = keyed.map(({page, key}) => ({key, file: cardFileForPermalink(page.permalink, baseUrl)}));
  const drawn = keyed.filter(({key}) => missing.has(key)).length;
  return {cards, pictures, drawn, fromCache: cards.length - drawn, refused, threads, cacheFile};
}

/**
 * Writes each page's card into the build, a file of its own (on a thread of its own for many,
 * as cached files are: site/cache.ts); returns their paths in it, sorted.
 */
export async function copySocialCards(outDir: string, {cards, pictures}: SocialCardsDrawing): Promise<string[]> {
  const keys = [...pictures.keys()];
  const data = Buffer.concat(keys.map((key) => pictures.get(key) as Uint8Array));
  const ranges = new Map<string, {start: number; end: number}>();
  let start = 0;
  for (const key of keys) {
    const end = start + (pictures.get(key) as Uint8Array).length;
    ranges.set(key, {start, end});
    start = end;
  }
  const files = cards.map(({key, file}) => ({path: file, ...(ranges.get(key) as {start: number; end: number})}));
  await unpackFolderOffThread({data, files}, outDir);
  return cards.map(({file}) => file).sort();
}

/** Cached cards no build has used for this long are deleted, so that the cache stops growing. */
export const CARD_CACHE_MAX_AGE_DAYS = 30;

/**
 * Marks this build's cards file as used (its modification time is now) and deletes what no
 * build has used for `CARD_CACHE_MAX_AGE_DAYS`: the cards of build folders no longer built.
 * Within a file, the cards a build stops using leave it as it is written again. A card of an
 * earlier version of the theme, a file of its own (`<key>.<hash>.png`), is deleted at once: this
 * version never reads one. Returns how many files were deleted.
 */
export function pruneSocialCardCache(cacheFile: string, now = new Date()): number {
  const cacheDir = path.dirname(cacheFile);
  // Builds sharing the cache may delete or replace a file between these calls: a file gone
  // meanwhile needs neither marking nor deleting.
  try {
    utimesSync(cacheFile, now, now);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') {
      throw error;
    }
  }
  const oldest = now.getTime() - CARD_CACHE_MAX_AGE_DAYS * 24 * 60 * 60 * 1000;
  const deleted = readdirSync(cacheDir).filter((name) => {
    const file = path.join(cacheDir, name);
    // A file another build is writing is young; one a stopped build left half-written is not.
    return (
      file !== cacheFile &&
      (name.endsWith(EARLIER_CARD_EXTENSION) ||
        (statSync(file, {throwIfNoEntry: false})?.mtimeMs ?? Number.POSITIVE_INFINITY) < oldest)
    );
  });
  for (const name of deleted) {
    rmSync(path.join(cacheDir, name), {force: true});
  }
  return deleted.length;
}

/** How a card drawn by an earlier version of the theme, a cache file of its own, ends. */
const EARLIER_CARD_EXTENSION = '.png';

/**
 * Writes the drawn cards into the build (`copySocialCards`), then marks them used and prunes the
 * cache (`pruneSocialCardCache`).
 */
export async function placeSocialCards(
  outDir: string,
  drawing: SocialCardsDrawing,
): Promise<SocialCardsDrawing & {files: string[]}> {
  const files = await copySocialCards(outDir, drawing);
  if (drawing.cacheFile) {
    pruneSocialCardCache(drawing.cacheFile);
  }
  return {...drawing, files};
}
