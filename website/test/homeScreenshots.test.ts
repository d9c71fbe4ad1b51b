import {execFileSync} from 'node:child_process';
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {load} from 'cheerio';
import {beforeAll, describe, expect, it} from 'vitest';
import {COLOR_MODES, COMPARISON_WIDTHS, gettingStartedImage, VIEWPORTS} from '../../scripts/site/screenshots.mjs';
import {BASE_URL} from '../siteConstants';

const websiteDir = path.resolve(__dirname, '..');
const repoRoot = path.resolve(websiteDir, '..');
// HK_WEBSITE_BUILD checks another build of the site (one built with --out-dir) instead.
const buildDir = process.env.HK_WEBSITE_BUILD ?? path.join(websiteDir, 'build');

beforeAll(() => {
  // The test command builds once before the tests; run alone, this test builds the site itself.
  if (!existsSync(path.join(buildDir, 'index.html'))) {
    execFileSync('npm', ['run', 'build'], {cwd: websiteDir, stdio: 'inherit'});
  }
});

/** The pixel size of a PNG or WebP file, read from its header. */
function imageSize(file: string): {width: number; height: number} {
  const bytes = readFileSync(file);
  if (bytes.toString('latin1', 1, 4) === 'PNG') {
    return {width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20)};
  }
  if (bytes.toString('latin1', 0, 4) !== 'RIFF' || bytes.toString('latin1', 8, 12) !== 'WEBP') {
    throw new Error(`${file} is neither a PNG nor a WebP file`);
  }
  const chunk = bytes.toString('latin1', 12, 16);
  if (chunk === 'VP8 ') {
    return {width: bytes.readUInt16LE(26) & 0x3fff, height: bytes.readUInt16LE(28) & 0x3fff};
  }
  if (chunk === 'VP8L') {
    const bits = bytes.readUInt32LE(21);
    return {width: (bits & 0x3fff) + 1, height: ((bits >> 14) & 0x3fff) + 1};
  }
  if (chunk === 'VP8X') {
    return {width: bytes.readUIntLE(24, 3) + 1, height: bytes.readUIntLE(27, 3) + 1};
  }
  throw new Error(`${file}: unknown WebP chunk "${chunk}"`);
}

/** The home page's section that compares the theme with stock Docusaurus. */
const COMPARISON = 'main section[aria-labelledby="compare-heading"]';

type Candidate = {url: string; width: number; declared: {width: number; height: number}; from: string};

/** Every picture file the home page's comparison offers, with the width its srcset gives and the size its element declares. */
function comparisonCandidates(): Candidate[] {
  const $ = load(readFileSync(path.join(buildDir, 'index.html'), 'utf8'));
  return $(`${COMPARISON} picture`)
    .get()
    .flatMap((picture) =>
      $(picture)
        .find('source, img')
        .get()
        .flatMap((element) => {
          const $element = $(element);
          const declared = {width: Number($element.attr('width')), height: Number($element.attr('height'))};
          return ($element.attr('srcset') ?? '').split(',').map((entry) => {
            const [url = '', descriptor = ''] = entry.trim().split(/\s+/);
            return {url, width: Number.parseInt(descriptor, 10), declared, from: $.html(element).slice(0, 120)};
          });
        }),
    );
}

/** The file a URL of the site names, in website/static. */
function staticFile(url: string): string {
  expect(url.startsWith(BASE_URL), `${url} should be under the base path ${BASE_URL}`).toBe(true);
  return path.join(websiteDir, 'static', url.slice(BASE_URL.length));
}

describe("the home page's comparison with stock Docusaurus", () => {
  it('shows both sites in both colour modes, each with a phone and a desktop picture', () => {
    const urls = comparisonCandidates().map(({url}) => path.basename(url));
    for (const site of ['stock', 'themed']) {
      for (const mode of ['light', 'dark']) {
        for (const device of ['desktop', 'phone']) {
          expect(
            urls.filter((url) => url.startsWith(`compare-${site}-${device}-${mode}-`)).sort(),
            `the page should offer the ${device} picture of the ${site} site in ${mode} mode at every width the script writes`,
          ).toEqual(
            COMPARISON_WIDTHS[device as keyof typeof COMPARISON_WIDTHS]
              .map((width) => `compare-${site}-${device}-${mode}-${width}.webp`)
              .sort(),
          );
        }
      }
    }
  });

  it('declares each picture with the size of its file, so that nothing shifts when it loads', () => {
    const candidates = comparisonCandidates();
    expect(candidates.length).toBeGreaterThan(0);
    for (const {url, width, declared, from} of candidates) {
      const file = staticFile(url);
      expect(
        existsSync(file),
        `${url} (in ${from}) should exist: run node scripts/site/screenshots.mjs site-images`,
      ).toBe(true);
      const size = imageSize(file);
      expect(size.width, `${url} should be ${width} pixels wide, as its srcset says`).toBe(width);
      // The declared width and height give the box its aspect ratio before the file arrives.
      expect(
        Math.abs(size.height - Math.round((width * declared.height) / declared.width)),
        `${url} is ${size.width}×${size.height}; the page declares ${declared.width}×${declared.height}`,
      ).toBeLessThanOrEqual(1);
    }
  });

  it('loads the pictures lazily, each with alt text', () => {
    const $ = load(readFileSync(path.join(buildDir, 'index.html'), 'utf8'));
    const images = $(`${COMPARISON} picture img`).get();
    expect(images.length).toBe(4);
    for (const image of images) {
      expect($(image).attr('loading')).toBe('lazy');
      expect($(image).attr('alt')?.length ?? 0, 'every picture needs a description').toBeGreaterThan(40);
    }
  });
});

describe("Getting started's pictures of the site", () => {
  it('are the WebP files the screenshot script writes, one per colour mode, at the size the page declares', () => {
    const $ = load(readFileSync(path.join(buildDir, 'docs', 'getting-started.html'), 'utf8'));
    const images = $('main img[src*="/img/screenshots/"]').get();
    expect(images.length, 'one picture per colour mode').toBe(COLOR_MODES.length);
    expect(images.map((image) => path.basename($(image).attr('src') ?? '')).sort()).toEqual(
      COLOR_MODES.map((mode) => gettingStartedImage(mode)).sort(),
    );
    for (const image of images) {
      const url = $(image).attr('src') ?? '';
      const declared = {width: Number($(image).attr('width')), height: Number($(image).attr('height'))};
      expect(imageSize(staticFile(url)), `${url} should have the size its element declares`).toEqual(declared);
      expect($(image).attr('loading')).toBe('lazy');
    }
  });
});

describe('the README screenshot', () => {
  it('is the one the screenshot script writes: the home page at the desktop viewport', () => {
    const readme = readFileSync(path.join(repoRoot, 'README.md'), 'utf8');
    const [, image] = readme.match(/!\[[^\]]+\]\(([^)]+\.png)\)/) ?? [];
    expect(image, 'the README should show a PNG screenshot').toBe('.github/readme/home.png');
    const {width, height} = VIEWPORTS.desktop;
    expect(imageSize(path.join(repoRoot, image ?? ''))).toEqual({width, height});
  });
});
