// @vitest-environment node
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import logger from '@docusaurus/logger';
import {afterAll, describe, expect, it, vi} from 'vitest';
import {readPackedFolder} from '../../../src/server/site/cache';
import {cardKey, cardPictureKey} from '../../../src/server/socialCards/cacheEntry';
import {
  CARD_CACHE_MAX_AGE_DAYS,
  CARD_CACHE_PATH,
  cardsCacheFile,
  drawSocialCards,
  pruneSocialCardCache,
  socialCardCacheDir,
} from '../../../src/server/socialCards/cards';
import {CARD_HEIGHT, CARD_WIDTH, titleFontSize} from '../../../src/server/socialCards/design';
import {interFontFiles, loadFonts} from '../../../src/server/socialCards/fonts';
import {renderSocialCard} from '../../../src/server/socialCards/render';
import {SOCIAL_CARD_SIZE} from '../../../src/shared/contract';
import {cardFileForPermalink, cardUrlForPermalink} from '../../../src/shared/routes';
import {canMountVolumes, readOnlyVolume, unmountVolumes} from '../site/readOnlyVolume';
import {inThreadDrawer, writeSocialCards} from './inThread';

const site = {title: 'Hoverkraft Theme', url: 'https://example.com', baseUrl: '/docs-site/'};

function pngSize(png: Buffer) {
  expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
  return {width: png.readUInt32BE(16), height: png.readUInt32BE(20)};
}

function docPages(count: number, title = (index: number) => `Page ${index}`, baseUrl = site.baseUrl) {
  return Array.from({length: count}, (_, index) => ({
    kind: 'doc' as const,
    permalink: `${baseUrl}docs/page-${index}`,
    title: title(index),
    section: 'Documentation',
    listed: true,
    ownImage: false,
  }));
}

function tempDir(prefix: string): string {
  return mkdtempSync(path.join(os.tmpdir(), prefix));
}

/**
 * A build of the site in `site`'s own locale into `outDir`, with its cards cached in `cacheDir`,
 * drawn in this thread (drawers.test.ts runs the worker pool).
 */
function build(cacheDir = tempDir('hk-card-cache-'), outDir = tempDir('hk-cards-')) {
  return {site, baseUrl: site.baseUrl, outDir, cacheDir, drawer: inThreadDrawer()};
}

describe('social card paths', () => {
  it('follow the route path under social-cards/', () => {
    expect(cardFileForPermalink('/docs-site/docs/components/hero', '/docs-site/')).toBe(
      'social-cards/docs/components/hero.png',
    );
    expect(cardFileForPermalink('/docs-site/', '/docs-site/')).toBe('social-cards/index.png');
  });

  it('are the same with and without a trailing slash, so trailingSlash changes no card', () => {
    expect(cardFileForPermalink('/docs-site/blog/hello/', '/docs-site/')).toBe('social-cards/blog/hello.png');
    expect(cardFileForPermalink('/docs-site/blog/hello', '/docs-site/')).toBe('social-cards/blog/hello.png');
    expect(cardFileForPermalink('/docs-site', '/docs-site/')).toBe('social-cards/docs-site.png');
    expect(cardFileForPermalink('/', '/')).toBe('social-cards/index.png');
  });

  it('become absolute URLs with the site URL and base URL, as og:image needs', () => {
    expect(cardUrlForPermalink('/docs-site/docs/intro', site)).toBe(
      'https://example.com/docs-site/social-cards/docs/intro.png',
    );
    expect(cardUrlForPermalink('/docs-site/docs/caf%C3%A9', {...site, url: 'https://example.com/'})).toBe(
      'https://example.com/docs-site/social-cards/docs/caf%C3%A9.png',
    );
    expect(cardUrlForPermalink('/', {url: 'https://example.com', baseUrl: '/'})).toBe(
      'https://example.com/social-cards/index.png',
    );
  });
});

// Drawing is CPU work: on a busy two-core runner a few cards can take longer than Vitest's 5 s.
const DRAWING = {timeout: 60_000};

describe('social cards', DRAWING, () => {
  it('are 1200×630 PNGs, the size the meta tags announce', async () => {
    const png = await renderSocialCard({title: 'Configuration', section: 'Documentation'}, site);
    expect(pngSize(png)).toEqual({width: CARD_WIDTH, height: CARD_HEIGHT});
    expect(SOCIAL_CARD_SIZE).toEqual({width: CARD_WIDTH, height: CARD_HEIGHT});
  });

  it('shrink long titles so that they fit', () => {
    expect(titleFontSize('Hero')).toBeGreaterThan(titleFontSize('A title of about forty characters long'));
    expect(titleFontSize('A title of about forty characters long')).toBeGreaterThan(titleFontSize('x'.repeat(80)));
  });

  it('are written for each page into the build, in seconds', async () => {
    const outDir = tempDir('hk-cards-');
    const pages = docPages(6);
    const started = performance.now();
    const report = await writeSocialCards(pages, build(undefined, outDir));
    expect(performance.now() - started).toBeLessThan(30_000);
    expect(report.files).toEqual(pages.map((_, index) => `social-cards/docs/page-${index}.png`));
    expect(report).toMatchObject({drawn: 6, fromCache: 0});
    for (const file of report.files) {
      expect(pngSize(readFileSync(path.join(outDir, file)))).toEqual({width: 1200, height: 630});
    }
  });
});

describe('the social card cache', DRAWING, () => {
  it('draws nothing on a second build with the same pages, and writes the same files', async () => {
    const cacheDir = tempDir('hk-card-cache-');
    const first = tempDir('hk-cards-');
    const second = tempDir('hk-cards-');
    await writeSocialCards(docPages(3), build(cacheDir, first));
    const report = await writeSocialCards(docPages(3), build(cacheDir, second));
    expect(report).toMatchObject({drawn: 0, fromCache: 3, refused: false, threads: 0});
    for (const file of report.files) {
      expect(readFileSync(path.join(second, file)).equals(readFileSync(path.join(first, file))), file).toBe(true);
    }
  });

  it("keeps a build folder's cards in one cache file, each under its picture key", async () => {
    const cacheDir = tempDir('hk-card-cache-');
    const outDir = tempDir('hk-cards-');
    const drawing = await drawSocialCards(docPages(3), build(cacheDir, outDir));
    expect(readdirSync(cacheDir)).toEqual([path.basename(cardsCacheFile(cacheDir, outDir))]);
    const packed = readPackedFolder(cardsCacheFile(cacheDir, outDir));
    if (packed === undefined || packed === 'refused') {
      throw new Error(`the cards file was ${packed ?? 'missing'}`);
    }
    const keys = drawing.cards.map(({key}) => key).sort();
    expect(packed.files.map(({path: key}) => key)).toEqual(keys);
    for (const {path: key, start, end} of packed.files) {
      expect(Buffer.from(packed.data.subarray(start, end)).equals(drawing.pictures.get(key) as Uint8Array)).toBe(true);
    }
  });

  it('leaves the cards file as it is on a rebuild that uses the same cards', async () => {
    const cacheDir = tempDir('hk-card-cache-');
    const outDir = tempDir('hk-cards-');
    await writeSocialCards(docPages(3), build(cacheDir, outDir));
    const file = cardsCacheFile(cacheDir, outDir);
    const before = statSync(file);
    await writeSocialCards(docPages(3), build(cacheDir, outDir));
    expect(statSync(file).ino, 'not written again').toBe(before.ino);
  });

  it('refuses a cards file whose bytes were changed, draws its cards again, right, and writes it again', async () => {
    const cacheDir = tempDir('hk-card-cache-');
    const outDir = tempDir('hk-cards-');
    const first = await writeSocialCards(docPages(3), build(cacheDir, outDir));
    const file = first.cacheFile as string;
    const bytes = readFileSync(file);
    // One bit of the last card flipped.
    bytes[bytes.length - 1] = (bytes[bytes.length - 1] as number) ^ 1;
    writeFileSync(file, bytes);
    const second = await writeSocialCards(docPages(3), build(cacheDir, outDir));
    expect(second).toMatchObject({drawn: 3, fromCache: 0, refused: true});
    for (const [index, card] of first.cards.entries()) {
      const built = readFileSync(path.join(outDir, `social-cards/docs/page-${index}.png`));
      expect(built.equals(first.pictures.get(card.key) as Uint8Array)).toBe(true);
    }
    expect(readPackedFolder(file)).toMatchObject({files: expect.any(Array)});
  });

  it('puts cached cards into the build as files of their own: a built card changed in place leaves the cache whole', async () => {
    const cacheDir = tempDir('hk-card-cache-');
    const outDir = tempDir('hk-cards-');
    const first = await writeSocialCards(docPages(3), build(cacheDir, outDir));
    const cached = readFileSync(first.cacheFile as string);
    for (const file of first.files) {
      writeFileSync(path.join(outDir, file), 'edited by a later build step');
    }
    // A rebuild into the folder that still holds those files finds the cache intact.
    const second = await writeSocialCards(docPages(3), build(cacheDir, outDir));
    expect(second).toMatchObject({drawn: 0, fromCache: 3, refused: false});
    expect(readFileSync(first.cacheFile as string).equals(cached)).toBe(true);
    for (const file of second.files) {
      expect(pngSize(readFileSync(path.join(outDir, file)))).toEqual({width: 1200, height: 630});
    }
  });

  it("draws each card once for all of a site's locales: the second locale's build takes every card from the cache", async () => {
    const cacheDir = tempDir('hk-card-cache-');
    const englishDir = tempDir('hk-cards-');
    // Untranslated docs: the same titles under each locale's base URL, and the site's own address on every card.
    const english = await writeSocialCards(docPages(3), build(cacheDir, englishDir));
    const frenchDir = path.join(englishDir, 'fr');
    const french = await writeSocialCards(docPages(3, undefined, `${site.baseUrl}fr/`), {
      ...build(cacheDir, frenchDir),
      baseUrl: `${site.baseUrl}fr/`,
    });
    expect(english).toMatchObject({drawn: 3, fromCache: 0});
    expect(french).toMatchObject({drawn: 0, fromCache: 3});
    // Each locale's cards are where its pages point: under its own base URL, which is its build folder.
    expect(french.files).toEqual(english.files);
    expect(french.files.every((file) => existsSync(path.join(frenchDir, file)))).toBe(true);
    // A file of cards for each build folder, so that each locale's rebuild reads one.
    expect(readdirSync(cacheDir).sort()).toEqual(
      [cardsCacheFile(cacheDir, englishDir), cardsCacheFile(cacheDir, frenchDir)]
        .map((file) => path.basename(file))
        .sort(),
    );
  });

  it('draws again only the pages whose title changed, and keeps only the cards in use', async () => {
    const cacheDir = tempDir('hk-card-cache-');
    const outDir = tempDir('hk-cards-');
    await writeSocialCards(docPages(3), build(cacheDir, outDir));
    const renamed = docPages(3, (index) => (index === 1 ? 'A new title' : `Page ${index}`));
    const report = await writeSocialCards(renamed, build(cacheDir, outDir));
    expect(report).toMatchObject({drawn: 1, fromCache: 2});
    const packed = readPackedFolder(report.cacheFile as string);
    expect(packed !== 'refused' && packed?.files.map(({path: key}) => key)).toEqual(
      report.cards.map(({key}) => key).sort(),
    );
  });

  it('keys each card by what it shows: title, section, site title and address', async () => {
    const fonts = (await loadFonts()).forText('Intro').digest;
    const page = {title: 'Intro', section: 'Documentation'};
    const key = cardPictureKey(page, site, fonts);
    expect(cardPictureKey({...page}, {...site}, fonts)).toBe(key);
    expect(cardPictureKey({...page, title: 'Other'}, site, fonts)).not.toBe(key);
    expect(cardPictureKey({...page, section: 'Blog'}, site, fonts)).not.toBe(key);
    expect(cardPictureKey(page, {...site, title: 'Another site'}, fonts)).not.toBe(key);
    expect(cardPictureKey(page, {...site, url: 'https://example.org'}, fonts)).not.toBe(key);
    expect(cardPictureKey(page, {...site, baseUrl: '/'}, fonts)).not.toBe(key);
  });

  it('keys each card by the fonts it is drawn with, and by no other font', async () => {
    const inter = interFontFiles();
    const page = {title: 'Intro', section: 'Documentation'};
    const cyrillic = {title: 'Введение', section: 'Documentation'};
    // The same files read again give the same keys.
    expect(cardKey(page, site, await loadFonts([...inter]))).toBe(cardKey(page, site, await loadFonts(inter)));
    // Another Cyrillic font changes the Cyrillic card's key, not the Latin card's.
    const withoutCyrillic = inter.filter((font) => font.family !== 'Inter cyrillic');
    const [fewer, all] = [await loadFonts(withoutCyrillic), await loadFonts(inter)];
    expect(cardKey(cyrillic, site, fewer)).not.toBe(cardKey(cyrillic, site, all));
    expect(cardKey(page, site, fewer)).toBe(cardKey(page, site, all));
  });

  it('lives in the nearest node_modules/.cache above the site, where CI caches keep it', () => {
    const root = tempDir('hk-repo-');
    const siteDir = path.join(root, 'website');
    mkdirSync(path.join(root, 'node_modules'));
    mkdirSync(siteDir);
    expect(socialCardCacheDir(siteDir)).toBe(path.join(root, 'node_modules', CARD_CACHE_PATH));
    mkdirSync(path.join(siteDir, 'node_modules'));
    expect(socialCardCacheDir(siteDir)).toBe(path.join(siteDir, 'node_modules', CARD_CACHE_PATH));
    expect(CARD_CACHE_PATH).toBe(path.join('.cache', 'hoverkraft-docusaurus-theme', 'social-cards'));
  });

  it(`forgets cards files no build has used for ${CARD_CACHE_MAX_AGE_DAYS} days and earlier versions' cards, and keeps those in use`, async () => {
    const cacheDir = tempDir('hk-card-cache-');
    const drawing = await drawSocialCards(docPages(2), build(cacheDir));
    const own = drawing.cacheFile as string;
    const day = 24 * 60 * 60 * 1000;
    const longAgo = new Date(Date.now() - (CARD_CACHE_MAX_AGE_DAYS + 1) * day);
    const lately = new Date(Date.now() - (CARD_CACHE_MAX_AGE_DAYS - 1) * day);
    const earlierVersion = `${'a'.repeat(32)}.${'b'.repeat(32)}.png`;
    for (const [name, time] of [
      ['old.cards', longAgo],
      ['recent.cards', lately],
      ['stopped.cards.123.1.partial', longAgo],
      [earlierVersion, new Date()],
    ] as const) {
      writeFileSync(path.join(cacheDir, name), 'cards');
      utimesSync(path.join(cacheDir, name), time, time);
    }
    // This build's cards, however old their file, are in use.
    utimesSync(own, longAgo, longAgo);
    expect(pruneSocialCardCache(own)).toBe(3);
    expect(readdirSync(cacheDir).sort()).toEqual([path.basename(own), 'recent.cards'].sort());
    expect(statSync(own).mtimeMs).toBeGreaterThan(lately.getTime());
  });

  it('prunes without failing when another build sharing the cache removed the cards file meanwhile', async () => {
    const cacheDir = tempDir('hk-card-cache-');
    const drawing = await drawSocialCards(docPages(2), build(cacheDir));
    rmSync(drawing.cacheFile as string);
    expect(pruneSocialCardCache(drawing.cacheFile as string)).toBe(0);
  });
});

describe('a social card cache the build cannot write', DRAWING, () => {
  afterAll(unmountVolumes);

  /** Writes the cards of three pages with the cache at `cacheDir`; returns the build's warnings too. */
  async function buildWith(cacheDir: string) {
    const outDir = tempDir('hk-cards-');
    const warn = vi.spyOn(logger, 'warn').mockImplementation(() => {});
    try {
      const report = await writeSocialCards(docPages(3), build(cacheDir, outDir));
      return {outDir, report, warnings: warn.mock.calls.map(([message]) => String(message))};
    } finally {
      warn.mockRestore();
    }
  }

  it('draws every card without the cache, says so in one line, and writes nothing into it', async () => {
    const root = tempDir('hk-card-cache-');
    // A cache path under a file (ENOTDIR) cannot be written, even by root.
    writeFileSync(path.join(root, 'node_modules'), '');
    const {outDir, report, warnings} = await buildWith(path.join(root, 'node_modules', '.cache', 'social-cards'));
    expect(report).toMatchObject({drawn: 3, fromCache: 0, cacheFile: undefined});
    expect(warnings).toEqual([expect.stringContaining('cannot be written (ENOTDIR): this build runs without it')]);
    for (const file of report.files) {
      expect(pngSize(readFileSync(path.join(outDir, file)))).toEqual({width: 1200, height: 630});
    }
    expect(report.cacheFile).toBeUndefined();
  });

  it.runIf(canMountVolumes)('builds from a read-only volume holding an earlier build cache (EROFS)', async () => {
    let earlier: string[] = [];
    const volume = await readOnlyVolume(async (root) => {
      earlier = (await writeSocialCards(docPages(3), build(path.join(root, 'cards')))).files;
    });
    const {report, warnings} = await buildWith(path.join(volume, 'cards'));
    expect(report.files).toEqual(earlier);
    expect(warnings).toEqual([expect.stringContaining('cannot be written (EROFS)')]);
  });
});
