import {expect, type Locator, test} from '@playwright/test';
import {chunksContaining, openRoute, pageHeading, SITE_DIR} from './support/site';

/** Go's keywords as one of prism-react-renderer's grammars writes them: only the highlighter chunk has them. */
const GRAMMAR_MARKER = 'chan|const|continue|default|defer|else|fallthrough';

/** A doc with no code block, and one with code blocks, one click apart in the docs sidebar. */
const START_ROUTE = 'docs/compatibility';
const CODE_ROUTE = 'docs/migration';

/**
 * Where a code block and each of its lines sit: the block's box, and each line's top and height,
 * rounded to the pixel. A line's width is left out: the same text split into tokens measures a
 * fraction of a pixel differently, which moves nothing.
 */
async function lineBoxes(block: Locator): Promise<number[][]> {
  return block.evaluate((pre) => {
    const box = pre.getBoundingClientRect();
    return [
      [box.x, box.y, box.width, box.height].map(Math.round),
      ...Array.from(pre.querySelectorAll('.token-line')).map((line) => {
        const {y, height} = line.getBoundingClientRect();
        return [Math.round(y), Math.round(height)];
      }),
    ];
  });
}

test('a code block rendered after a client-side navigation shows its text at once, then its colours, without moving', async ({
  page,
}) => {
  const chunks = chunksContaining(SITE_DIR, GRAMMAR_MARKER);
  expect(chunks, "one chunk should hold Prism's grammars").toHaveLength(1);
  // The highlighter chunk is held back until the plain text has been checked.
  let release: () => void = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(`**/assets/js/${chunks[0]}`, async (route) => {
    await released;
    await route.continue();
  });

  await openRoute(page, START_ROUTE);
  await page.locator(`nav a[href$="/${CODE_ROUTE}"]`).first().click();
  await expect(page).toHaveURL(new RegExp(`/${CODE_ROUTE}$`));
  await expect(pageHeading(page)).toBeVisible();

  // A block in a language with keywords: its class is set from the first, plain render.
  const block = page
    .locator('article pre.prism-code:is(.language-ts, .language-tsx, .language-js, .language-jsx)')
    .filter({hasText: /\b(?:import|const|export)\b/})
    .first();
  await expect(block, 'the code shows before Prism has arrived').toBeVisible();
  expect(await block.locator('.token:not(.plain)').count(), 'no token is coloured yet').toBe(0);
  const plainBoxes = await lineBoxes(block);

  release();
  const keyword = block.locator('.token.keyword').first();
  await expect(keyword, 'the tokens arrive with the highlighter').toBeVisible();
  expect(await lineBoxes(block), 'the lines keep their boxes').toEqual(plainBoxes);
  const colours = await keyword.evaluate((token) => ({
    keyword: getComputedStyle(token).color,
    plain: getComputedStyle(token.closest('.token-line') as Element).color,
  }));
  expect(colours.keyword, "a keyword takes the theme's keyword colour").not.toBe(colours.plain);
});
