// @vitest-environment node
import {mkdtempSync, readFileSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {SOCIAL_CARD_SIZE} from '../../src/client/contract';
import {
  CARD_HEIGHT,
  CARD_WIDTH,
  cardFileForPermalink,
  cardUrlForPermalink,
  renderSocialCard,
  titleFontSize,
  writeSocialCards,
} from '../../src/server/socialCards';

const site = {title: 'Hoverkraft Theme', url: 'https://example.com', baseUrl: '/docs-site/'};

function pngSize(png: Buffer) {
  expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
  return {width: png.readUInt32BE(16), height: png.readUInt32BE(20)};
}

describe('social card paths', () => {
  it('follow the route path under social-cards/', () => {
    expect(cardFileForPermalink('/docs-site/docs/components/hero', '/docs-site/')).toBe(
      'social-cards/docs/components/hero.png',
    );
    expect(cardFileForPermalink('/docs-site/blog/hello/', '/docs-site/')).toBe('social-cards/blog/hello.png');
    expect(cardFileForPermalink('/docs-site/', '/docs-site/')).toBe('social-cards/index.png');
  });

  it('become absolute URLs with the site URL and base URL, as og:image needs', () => {
    expect(cardUrlForPermalink('/docs-site/docs/intro', site)).toBe(
      'https://example.com/docs-site/social-cards/docs/intro.png',
    );
    expect(cardUrlForPermalink('/docs-site/docs/caf%C3%A9', {...site, url: 'https://example.com/'})).toBe(
      'https://example.com/docs-site/social-cards/docs/caf%C3%A9.png',
    );
  });
});

describe('social cards', () => {
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
    const outDir = mkdtempSync(path.join(os.tmpdir(), 'hk-cards-'));
    const pages = Array.from({length: 6}, (_, index) => ({
      kind: 'doc' as const,
      permalink: `/docs-site/docs/page-${index}`,
      title: `Page ${index}`,
      section: 'Documentation',
      listed: true,
      ownImage: false,
    }));
    const started = performance.now();
    const files = await writeSocialCards(outDir, pages, site);
    expect(performance.now() - started).toBeLessThan(30_000);
    expect(files).toEqual(pages.map((_, index) => `social-cards/docs/page-${index}.png`));
    for (const file of files) {
      expect(pngSize(readFileSync(path.join(outDir, file)))).toEqual({width: 1200, height: 630});
    }
  });
});
