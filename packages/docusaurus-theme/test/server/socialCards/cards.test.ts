// @vitest-environment node
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  statSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {
  CARD_CACHE_MAX_AGE_DAYS,
  CARD_CACHE_PATH,
  drawSocialCards,
  pruneSocialCardCache,
  socialCardCacheDir,
  writeSocialCards,
} from '../../../src/server/socialCards/cards';
import {
  CARD_HEIGHT,
  CARD_WIDTH,
  cardPictureKey,
  fontsDigest,
  loadFonts,
  renderSocialCard,
  titleFontSize,
} from '../../../src/server/socialCards/image';
import {SOCIAL_CARD_SIZE} from '../../../src/shared/contract';
import {cardFileForPermalink, cardUrlForPermalink} from '../../../src/shared/routes';

const site = {title: 'Hoverkraft Theme', url: 'https://example.com', baseUrl: '/docs-site/'};

function pngSize(png: Buffer) {
  expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
  return {width: png.readUInt32BE(16), height: png.readUInt32BE(20)};
}

function docPages(count: number, title = (index: number) => `Page ${index}`) {
  return Array.from({length: count}, (_, index) => ({
    kind: 'doc' as const,
    permalink: `/docs-site/docs/page-${index}`,
    title: title(index),
    section: 'Documentation',
    listed: true,
    ownImage: false,
  }));
}

function tempDir(prefix: string): string {
  return mkdtempSync(path.join(os.tmpdir(), prefix));
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
    const report = await writeSocialCards(outDir, pages, site, tempDir('hk-card-cache-'));
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
    await writeSocialCards(first, docPages(3), site, cacheDir);
    const report = await writeSocialCards(second, docPages(3), site, cacheDir);
    expect(report).toMatchObject({drawn: 0, fromCache: 3, threads: 0});
    for (const file of report.files) {
      expect(readFileSync(path.join(second, file)).equals(readFileSync(path.join(first, file))), file).toBe(true);
    }
  });

  it('puts cached cards into the build as links, and a second build into the same folder keeps the cache whole', async () => {
    const cacheDir = tempDir('hk-card-cache-');
    const outDir = tempDir('hk-cards-');
    const first = await writeSocialCards(outDir, docPages(3), site, cacheDir);
    const cachedCards = () =>
      readdirSync(cacheDir)
        .filter((name) => name.endsWith('.png'))
        .map((name) => path.join(cacheDir, name));
    const sizes = cachedCards().map((file) => statSync(file).size);
    expect(sizes.every((size) => size > 0)).toBe(true);
    // Same file system: each card in the build is the cached file under a second name.
    for (const file of first.files) {
      const built = statSync(path.join(outDir, file));
      expect(
        cachedCards().some((cached) => statSync(cached).ino === built.ino),
        file,
      ).toBe(true);
    }
    // A rebuild into the folder that still holds those links leaves the cached cards whole.
    const second = await writeSocialCards(outDir, docPages(3), site, cacheDir);
    expect(second).toMatchObject({drawn: 0, fromCache: 3});
    expect(cachedCards().map((file) => statSync(file).size)).toEqual(sizes);
    for (const file of second.files) {
      expect(pngSize(readFileSync(path.join(outDir, file)))).toEqual({width: 1200, height: 630});
    }
  });

  it('draws again only the pages whose title changed', async () => {
    const cacheDir = tempDir('hk-card-cache-');
    await writeSocialCards(tempDir('hk-cards-'), docPages(3), site, cacheDir);
    const renamed = docPages(3, (index) => (index === 1 ? 'A new title' : `Page ${index}`));
    const report = await writeSocialCards(tempDir('hk-cards-'), renamed, site, cacheDir);
    expect(report).toMatchObject({drawn: 1, fromCache: 2});
  });

  it('keys each card by what it shows: title, section, site title and address', () => {
    const fonts = fontsDigest(loadFonts());
    const page = {title: 'Intro', section: 'Documentation'};
    const key = cardPictureKey(page, site, fonts);
    expect(cardPictureKey({...page}, {...site}, fonts)).toBe(key);
    expect(cardPictureKey({...page, title: 'Other'}, site, fonts)).not.toBe(key);
    expect(cardPictureKey({...page, section: 'Blog'}, site, fonts)).not.toBe(key);
    expect(cardPictureKey(page, {...site, title: 'Another site'}, fonts)).not.toBe(key);
    expect(cardPictureKey(page, {...site, url: 'https://example.org'}, fonts)).not.toBe(key);
    expect(cardPictureKey(page, {...site, baseUrl: '/'}, fonts)).not.toBe(key);
  });

  it('keys each card by the fonts it is drawn with', () => {
    const fonts = loadFonts();
    const page = {title: 'Intro', section: 'Documentation'};
    const otherFonts = fonts.map((font) => ({...font, data: Buffer.concat([font.data, Buffer.from([0])])}));
    expect(fontsDigest(otherFonts)).not.toBe(fontsDigest(fonts));
    expect(cardPictureKey(page, site, fontsDigest(otherFonts))).not.toBe(
      cardPictureKey(page, site, fontsDigest(fonts)),
    );
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

  it(`forgets cards that no build has used for ${CARD_CACHE_MAX_AGE_DAYS} days, and keeps those in use`, async () => {
    const cacheDir = tempDir('hk-card-cache-');
    const drawing = await drawSocialCards(docPages(2), site, cacheDir);
    const day = 24 * 60 * 60 * 1000;
    const longAgo = new Date(Date.now() - (CARD_CACHE_MAX_AGE_DAYS + 1) * day);
    const lately = new Date(Date.now() - (CARD_CACHE_MAX_AGE_DAYS - 1) * day);
    for (const [name, time] of [
      ['old.png', longAgo],
      ['recent.png', lately],
    ] as const) {
      writeFileSync(path.join(cacheDir, name), 'png');
      utimesSync(path.join(cacheDir, name), time, time);
    }
    // This build's cards, however old their files, are in use.
    for (const {cached} of drawing.cards) {
      utimesSync(cached, longAgo, longAgo);
    }
    expect(pruneSocialCardCache(cacheDir, drawing)).toBe(1);
    expect(existsSync(path.join(cacheDir, 'old.png'))).toBe(false);
    expect(readdirSync(cacheDir).sort()).toEqual(
      [...drawing.cards.map(({cached}) => path.basename(cached)), 'recent.png'].sort(),
    );
  });
});
