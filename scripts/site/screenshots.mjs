// Screenshots of the site, two ways:
//
//   node scripts/site/screenshots.mjs site-images [--themed DIR] [--stock DIR]
//     writes the pictures the site and the README show of the theme, from two production builds:
//     ours (default website/build) and the stock baseline (default .scratch/stock-site/build, from
//     scripts/bench/sites.mjs). Each build is served here, so nothing else needs to run.
//   node scripts/site/screenshots.mjs [route ...]
//     takes screenshots of a site served by `npm start` (SITE_URL), at desktop and phone widths,
//     light and dark, into .scratch/screenshots/ (SCREENSHOT_DIR), for a person to look at.
//
// Pictures are taken at fixed viewports, with the colour mode stored before the page loads,
// motion reduced and animations stopped, and only once the fonts are ready and the page's
// network is idle, so that the same build gives the same pictures.
import {mkdirSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {parseArgs} from 'node:util';
import {chromium} from '@playwright/test';
import {CHROMIUM_ARGS, CHROMIUM_PATH} from '../env/chromium.mjs';
import {BASE_PATH, createSiteServer} from './serve.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** The viewports every picture is taken at; a phone picture at twice the pixels, as phones show it. */
export const VIEWPORTS = {
  desktop: {width: 1280, height: 800, deviceScaleFactor: 1},
  phone: {width: 390, height: 844, deviceScaleFactor: 2},
};
export const COLOR_MODES = ['light', 'dark'];

/** The page the home page compares, built with the theme and without it. */
export const COMPARED_ROUTE = 'docs/installation';
/**
 * The widths, in image pixels, each comparison picture is written at: the home page's srcset
 * offers both, so that a screen with one pixel per CSS pixel downloads the small one.
 */
export const COMPARISON_WIDTHS = {desktop: [640, 1280], phone: [390, 780]};
/** WebP quality: text stays sharp at the sizes the home page shows, at about a third of PNG's bytes. */
const WEBP_QUALITY = 0.8;

const IMAGES_DIR = path.join(ROOT, 'website', 'static', 'img', 'screenshots');
const README_IMAGE = path.join(ROOT, '.github', 'readme', 'home.png');

/** The file name of one comparison picture, as the home page's srcset names it. */
export function comparisonImage(site, device, mode, width) {
  return `compare-${site}-${device}-${mode}-${width}.webp`;
}

/** The file name of Getting started's picture of the site in one colour mode, as that page names it. */
export function gettingStartedImage(mode) {
  return `docs-${mode}.webp`;
}

/** Opens a page of a served site in a fresh context with the colour mode stored, settled for a picture. */
async function openSettled(browser, url, {viewport, mode, missingAllowed = false}) {
  const {deviceScaleFactor, ...size} = viewport;
  const context = await browser.newContext({viewport: size, deviceScaleFactor, reducedMotion: 'reduce'});
  // theme-classic reads the stored choice before the first paint: no flash of the other mode.
  await context.addInitScript((theme) => window.localStorage.setItem('theme', theme), mode);
  const page = await context.newPage();
  const response = await page.goto(url, {waitUntil: 'networkidle'});
  if (!response?.ok() && !(missingAllowed && response?.status() === 404)) {
    throw new Error(`screenshots: ${url} answered ${response?.status()}; is the build complete?`);
  }
  await page.evaluate(async () => {
    await document.fonts.ready;
    // Two frames: whatever the fonts' arrival changed has been laid out and painted.
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  });
  const theme = await page.locator('html').getAttribute('data-theme');
  if (theme !== mode) {
    throw new Error(`screenshots: ${url} shows data-theme="${theme}", expected "${mode}"`);
  }
  // Away from every link and button, so no hover style is captured.
  await page.mouse.move(0, size.height - 1);
  return {page, close: () => context.close()};
}

async function capture(page) {
  return page.screenshot({animations: 'disabled', caret: 'hide', type: 'png'});
}

/** Re-encodes a PNG as WebP at `width` pixels wide with the browser's own encoder (no image library needed). */
async function toWebp(encoder, png, width) {
  const dataUrl = await encoder.evaluate(
    async ({source, width, quality}) => {
      const image = new Image();
      image.src = source;
      await image.decode();
      const canvas = document.createElement('canvas');
      canvas.width = width;
      canvas.height = Math.round((image.naturalHeight * width) / image.naturalWidth);
      const context = canvas.getContext('2d');
      context.imageSmoothingQuality = 'high';
      context.drawImage(image, 0, 0, canvas.width, canvas.height);
      return canvas.toDataURL('image/webp', quality);
    },
    {source: `data:image/png;base64,${png.toString('base64')}`, width, quality: WEBP_QUALITY},
  );
  if (!dataUrl.startsWith('data:image/webp;')) {
    throw new Error('screenshots: this Chromium cannot encode WebP');
  }
  return Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64');
}

function serve(dir) {
  const server = createSiteServer({dir: path.resolve(dir)});
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      resolve({url: `http://127.0.0.1:${server.address().port}${BASE_PATH}`, close: () => server.close()});
    });
  });
}

function write(file, bytes) {
  mkdirSync(path.dirname(file), {recursive: true});
  writeFileSync(file, bytes);
  console.log(`${path.relative(ROOT, file)} (${Math.round(bytes.length / 1024)} KB)`);
}

/** The home page's comparison, the Getting started page's pictures and the README's, from the two builds. */
async function siteImages({themed, stock}) {
  const servers = {themed: await serve(themed), stock: await serve(stock)};
  const browser = await chromium.launch({executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS});
  const encoder = await browser.newPage();
  try {
    for (const [site, server] of Object.entries(servers)) {
      for (const [device, viewport] of Object.entries(VIEWPORTS)) {
        for (const mode of COLOR_MODES) {
          const {page, close} = await openSettled(browser, server.url + COMPARED_ROUTE, {viewport, mode});
          const png = await capture(page);
          await close();
          for (const width of COMPARISON_WIDTHS[device]) {
            write(path.join(IMAGES_DIR, comparisonImage(site, device, mode, width)), await toWebp(encoder, png, width));
          }
        }
      }
    }
    // Getting started shows a component page of ours in both modes.
    for (const mode of COLOR_MODES) {
      const {page, close} = await openSettled(browser, `${servers.themed.url}docs/components/project-card`, {
        viewport: VIEWPORTS.desktop,
        mode,
      });
      write(
        path.join(IMAGES_DIR, gettingStartedImage(mode)),
        await toWebp(encoder, await capture(page), VIEWPORTS.desktop.width),
      );
      await close();
    }
    const {page, close} = await openSettled(browser, servers.themed.url, {viewport: VIEWPORTS.desktop, mode: 'light'});
    write(README_IMAGE, await capture(page));
    await close();
  } finally {
    await browser.close();
    for (const server of Object.values(servers)) server.close();
  }
}

/** Screenshots of a served site, for a person to look at. */
async function lookAt(routes) {
  const base = process.env.SITE_URL ?? `http://localhost:3000${BASE_PATH}`;
  const out = process.env.SCREENSHOT_DIR ?? path.resolve('.scratch/screenshots');
  const browser = await chromium.launch({executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS});
  try {
    for (const [device, viewport] of Object.entries(VIEWPORTS)) {
      for (const mode of COLOR_MODES) {
        for (const route of routes) {
          // The not-found page is a page to look at too.
          const {page, close} = await openSettled(browser, base + route, {viewport, mode, missingAllowed: true});
          const file = path.join(out, `${route.replaceAll('/', '_') || 'home'}-${device}-${mode}.png`);
          mkdirSync(out, {recursive: true});
          await page.screenshot({path: file, fullPage: process.env.FULL_PAGE === '1', animations: 'disabled'});
          console.log(file);
          await close();
        }
      }
    }
  } finally {
    await browser.close();
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const {positionals, values} = parseArgs({
    allowPositionals: true,
    options: {
      themed: {type: 'string', default: path.join(ROOT, 'website', 'build')},
      stock: {type: 'string', default: path.join(ROOT, '.scratch', 'stock-site', 'build')},
    },
  });
  if (positionals[0] === 'site-images') {
    await siteImages(values);
  } else {
    await lookAt(
      positionals.length
        ? positionals
        : ['', 'docs/components/hero', 'blog/introducing-hoverkraft-theme', 'missing-page'],
    );
  }
}
