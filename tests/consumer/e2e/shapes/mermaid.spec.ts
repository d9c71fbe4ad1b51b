import {expect, open, switchColorMode, test} from './support';

/**
 * Mermaid (fixtures/mermaid): @docusaurus/theme-mermaid draws a ```mermaid fence as an SVG in the
 * browser, and draws it again, in the other mode's colours, when the colour mode changes.
 */

test('the diagram renders as an SVG in light mode, and renders again after switching to dark mode', async ({page}) => {
  await open(page, 'docs/build-flow');
  await switchColorMode(page, 'light');
  const diagram = page.locator('.docusaurus-mermaid-container svg');
  await expect(diagram).toBeVisible();
  await expect(diagram).toContainText('Markdown twins');
  const light = await diagram.evaluate((svg) => svg.outerHTML);

  await switchColorMode(page, 'dark');
  await expect(diagram).toBeVisible();
  await expect(diagram).toContainText('Markdown twins');
  await expect.poll(() => diagram.evaluate((svg) => svg.outerHTML), 'the diagram is drawn again').not.toBe(light);
});

test('the diagram opens enlarged in a modal dialog on a click or Enter, titled with its accTitle, and Escape gives focus back', async ({
  page,
}) => {
  await open(page, 'docs/build-flow');
  const diagram = page.getByRole('button', {name: 'Enlarge diagram: How a page is built'});
  await expect(diagram, 'the drawn diagram becomes a button').toBeVisible();
  // A click in the diagram's corner, away from its nodes: theme-mermaid's tooltip code throws when
  // the pointer leaves a node of this build (with or without the theme: its d3 has no transitions).
  await diagram.click({position: {x: 2, y: 2}});
  const dialog = page.getByRole('dialog', {name: 'How a page is built'});
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(diagram, 'focus returns to the diagram').toBeFocused();

  await page.keyboard.press('Enter');
  await expect(dialog, 'Enter on the focused diagram opens it again').toBeVisible();
  // A copy of the SVG, drawn with the page's styles under ids of its own.
  const copy = dialog.locator('svg[id$="-zoom"]');
  await expect(copy).toBeVisible();
  await expect(copy).toContainText('Markdown twins');
  expect(
    await page.evaluate(() => {
      const ids = Array.from(document.querySelectorAll('[aria-labelledby], [aria-describedby]')).flatMap((element) =>
        `${element.getAttribute('aria-labelledby') ?? ''} ${element.getAttribute('aria-describedby') ?? ''}`.split(' '),
      );
      return ids.filter((id) => id && document.querySelectorAll(`[id="${id}"]`).length !== 1);
    }),
    'every id an ARIA attribute names is on exactly one element',
  ).toEqual([]);
  await page.keyboard.press('+');
  await expect(dialog.getByRole('status')).toHaveText('150%');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(diagram).toBeFocused();
});
