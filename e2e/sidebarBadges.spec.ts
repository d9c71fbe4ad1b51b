import {readFileSync} from 'node:fs';
import path from 'node:path';
import {expect, type Locator, type Page, test} from '@playwright/test';
import {load} from 'cheerio';
import {expectNoAxeViolations} from './support/axe';
import {openRoute, SITE_DIR} from './support/site';

/**
 * Sidebar badges (theme/DocSidebarItem/, drawn from customProps.badge): website/sidebars.ts marks
 * the newest pages "New". In the server HTML, after the label, in the link's name, with theme-classic's
 * active state and truncation kept, on the inline-end side in right-to-left text, and readable
 * in both colour modes.
 */
const MARKED = ['Contrast modes', 'Steps', 'FileTree', 'CardGrid and LinkCard', 'Badge', 'PackageManagerTabs'];
const DOC = 'docs/getting-started';
const STEPS = 'docs/components/steps';

const sidebar = (page: Page) => page.locator('.theme-doc-sidebar-menu');
const badgeLink = (page: Page, label: string) => sidebar(page).getByRole('link', {name: `${label}, New`, exact: true});

/** The badge's box, colours and words: the link's ::before, which sidebarBadge.css draws. */
function badgeOf(link: Locator) {
  return link.evaluate((element) => {
    const style = getComputedStyle(element, '::before');
    const label = element.querySelector('span')?.getBoundingClientRect();
    const box = element.getBoundingClientRect();
    const padding = (side: 'Left' | 'Right') => Number.parseFloat(getComputedStyle(element)[`padding${side}`]);
    // The pseudo-element has no box of its own to query: it is the flex item after the label,
    // as wide as the link's content box leaves it at the end of the row.
    return {
      content: style.content,
      display: style.display,
      color: style.color,
      background: style.backgroundColor,
      width: Number.parseFloat(style.width),
      labelLeft: label?.left ?? 0,
      labelRight: label?.right ?? 0,
      linkContentLeft: box.left + padding('Left'),
      linkContentRight: box.right - padding('Right'),
    };
  });
}

/** WCAG's contrast ratio of two `rgb(...)` colours. */
function contrast(first: string, second: string): number {
  const luminance = (colour: string) => {
    const [r = 0, g = 0, b = 0] = (colour.match(/[\d.]+/g) ?? []).map(Number).map((channel) => {
      const value = channel / 255;
      return value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r + 0.7152 * g + 0.0722 * b;
  };
  const [light, dark] = [luminance(first), luminance(second)].sort((a, b) => b - a);
  return ((light ?? 0) + 0.05) / ((dark ?? 0) + 0.05);
}

test.describe('sidebar badges', () => {
  test('are in the server HTML, on exactly the items the sidebar marks', () => {
    const $ = load(readFileSync(path.join(SITE_DIR, `${DOC}.html`), 'utf8'));
    const marked = $('.theme-doc-sidebar-menu a[data-hk-sidebar-badge]')
      .toArray()
      .map((link) => ({
        label: $(link).find('span').first().text(),
        badge: $(link).attr('data-hk-sidebar-badge'),
        type: $(link).attr('data-hk-sidebar-badge-type'),
        name: $(link).attr('aria-label'),
      }));
    expect(marked).toEqual(MARKED.map((label) => ({label, badge: 'New', type: 'tip', name: `${label}, New`})));
  });

  test("draw the badge after the label and read it in the link's name", async ({page}) => {
    await openRoute(page, DOC);
    for (const label of MARKED) {
      await expect(badgeLink(page, label), `the sidebar link "${label}, New"`).toBeVisible();
    }
    // Items without a badge keep their plain name.
    await expect(sidebar(page).getByRole('link', {name: 'Hero', exact: true})).toBeVisible();
    const badge = await badgeOf(badgeLink(page, 'Steps'));
    expect(badge.content).toBe('"New"');
    expect(badge.width, 'the badge is drawn with a width').toBeGreaterThan(10);
    expect(badge.labelRight, 'the label comes first').toBeLessThanOrEqual(badge.linkContentRight - badge.width);
  });

  test("keep theme-classic's active state and the label's two-line truncation", async ({page}) => {
    await openRoute(page, STEPS);
    const link = badgeLink(page, 'Steps');
    await expect(link).toHaveAttribute('aria-current', 'page');
    await expect(link).toHaveClass(/\bmenu__link--active\b/);
    const clamp = await link
      .locator('span')
      .first()
      .evaluate((label) => getComputedStyle(label).webkitLineClamp);
    expect(clamp).toBe('2');
  });

  test('sit on the inline-end side in right-to-left text', async ({page}) => {
    await openRoute(page, DOC);
    await page.evaluate(() => document.documentElement.setAttribute('dir', 'rtl'));
    const badge = await badgeOf(badgeLink(page, 'Steps'));
    expect(badge.labelLeft, 'the badge is left of the label').toBeGreaterThanOrEqual(
      badge.linkContentLeft + badge.width,
    );
  });

  for (const mode of ['light', 'dark'] as const) {
    test(`are readable and axe-clean in ${mode} mode`, async ({page}) => {
      await page.addInitScript((theme) => window.localStorage.setItem('theme', theme), mode);
      await openRoute(page, STEPS);
      await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
      // axe does not measure text drawn by CSS: the badge's own contrast is measured here.
      for (const label of ['Steps', 'Badge']) {
        const badge = await badgeOf(badgeLink(page, label));
        expect(
          contrast(badge.color, badge.background),
          `${label}'s badge: ${badge.color} on ${badge.background}`,
        ).toBeGreaterThanOrEqual(4.5);
      }
      await expectNoAxeViolations(page, `the docs sidebar (${mode})`, {include: '.theme-doc-sidebar-menu'});
    });
  }
});
