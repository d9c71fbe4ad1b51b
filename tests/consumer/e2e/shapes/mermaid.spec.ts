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
