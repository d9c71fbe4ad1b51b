// Takes screenshots of pages of the served site at desktop and mobile widths, in light and dark
// mode, for a person to look at: node scripts/site/screenshots.mjs [path ...] (site must be served).
import {mkdirSync} from 'node:fs';
import path from 'node:path';
import {chromium} from '@playwright/test';
import {CHROMIUM_ARGS, CHROMIUM_PATH} from '../env/chromium.mjs';

const BASE = process.env.SITE_URL ?? 'http://localhost:3000/docusaurus-theme/';
const OUT = process.env.SCREENSHOT_DIR ?? path.resolve('.scratch/screenshots');
const WIDTHS = {desktop: 1280, mobile: 390};
const pages = process.argv.slice(2).length
  ? process.argv.slice(2)
  : ['', 'docs/components/hero', 'blog/introducing-hoverkraft-theme', 'missing-page'];

mkdirSync(OUT, {recursive: true});
const browser = await chromium.launch({
  executablePath: CHROMIUM_PATH,
  args: CHROMIUM_ARGS,
});
for (const [device, width] of Object.entries(WIDTHS)) {
  for (const mode of ['light', 'dark']) {
    const context = await browser.newContext({viewport: {width, height: 900}, deviceScaleFactor: 1});
    await context.addInitScript((theme) => window.localStorage.setItem('theme', theme), mode);
    const page = await context.newPage();
    for (const route of pages) {
      await page.goto(BASE + route, {waitUntil: 'networkidle'});
      const name = `${route.replaceAll('/', '_') || 'home'}-${device}-${mode}.png`;
      await page.screenshot({path: path.join(OUT, name), fullPage: process.env.FULL_PAGE === '1'});
      console.log(path.join(OUT, name));
    }
    await context.close();
  }
}
await browser.close();
