import {readFileSync} from 'node:fs';
import path from 'node:path';
import {expect, type Locator, type Page, test} from '@playwright/test';
import {load} from 'cheerio';
import themePackage from '../packages/docusaurus-theme/package.json';
import {NPM_PACKAGE_URL} from '../website/siteConstants';
import {expectNoAxeViolations} from './support/axe';
import {motionEnded, openRoute, SITE_DIR} from './support/site';

/**
 * Sidebar badges (theme/DocSidebarItem/, drawn from customProps.badge): website/sidebars.ts marks
 * the newest pages "New", the groups that hold them with how many ("Components, 5 new"), and its
 * external link to the npm package with the version. In the server HTML, after the label, in the
 * link's name, with theme-classic's active state, truncation, caret and external-link icon kept,
 * on the inline-end side in right-to-left text, on the phone's sidebar, and readable in both
 * colour modes, each type in the Badge component's colours.
 */
const NEW_PAGES = ['Contrast modes', 'Steps', 'FileTree', 'CardGrid and LinkCard', 'Badge', 'PackageManagerTabs'];
const VERSION = `v${themePackage.version}`;
/** Every badged item of the sidebar, in its order: label, badge, type, and the link's accessible name. */
const MARKED = [
  {label: 'Features', badge: '1 new', type: 'tip', name: 'Features, 1 new'},
  {label: 'Contrast modes', badge: 'New', type: 'tip', name: 'Contrast modes, New'},
  {label: 'Components', badge: '5 new', type: 'tip', name: 'Components, 5 new'},
  ...NEW_PAGES.slice(1).map((label) => ({label, badge: 'New', type: 'tip', name: `${label}, New`})),
  {label: 'npm package', badge: VERSION, type: 'version', name: `npm package, ${VERSION} (opens in new tab)`},
];
const DOC = 'docs/getting-started';
const STEPS = 'docs/components/steps';
const BADGE_PAGE = 'docs/components/badge';
/** The Infima colours each type takes (the Badge page's table of types), as the reader sees them. */
const TYPE_COLOURS = {
  note: 'secondary',
  tip: 'success',
  success: 'success',
  caution: 'warning',
  danger: 'danger',
  version: 'info',
} as const;
const TYPES = Object.keys(TYPE_COLOURS) as (keyof typeof TYPE_COLOURS)[];

const sidebar = (page: Page) => page.locator('.theme-doc-sidebar-menu');
const badgeLink = (page: Page, label: string) => sidebar(page).getByRole('link', {name: `${label}, New`, exact: true});
/** A sidebar group: theme-classic draws a category without a page of its own as a button. */
const category = (page: Page, name: string) => sidebar(page).getByRole('button', {name, exact: true});
const npmLink = (page: Page) =>
  sidebar(page).getByRole('link', {name: `npm package, ${VERSION} (opens in new tab)`, exact: true});

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
        type: $(link).attr('data-hk-badge'),
        name: $(link).attr('aria-label'),
      }));
    expect(marked).toEqual(MARKED);
  });

  test("draw the badge after the label and read it in the link's name", async ({page}) => {
    await openRoute(page, DOC);
    for (const label of NEW_PAGES) {
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
    test(`are readable and axe-clean in ${mode} mode, on pages, groups and the external link`, async ({page}) => {
      await page.addInitScript((theme) => window.localStorage.setItem('theme', theme), mode);
      await openRoute(page, STEPS);
      await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
      // axe does not measure text drawn by CSS: the badge's own contrast is measured here.
      for (const [name, link] of [
        ['Steps', badgeLink(page, 'Steps')],
        ['Badge', badgeLink(page, 'Badge')],
        ['Components', category(page, 'Components, 5 new')],
        ['npm package', npmLink(page)],
      ] as const) {
        const badge = await badgeOf(link);
        expect(badge.width, `${name}'s badge is drawn`).toBeGreaterThan(10);
        expect(
          contrast(badge.color, badge.background),
          `${name}'s badge: ${badge.color} on ${badge.background}`,
        ).toBeGreaterThanOrEqual(4.5);
      }
      await expectNoAxeViolations(page, `the docs sidebar (${mode})`, {include: '.theme-doc-sidebar-menu'});
    });
  }
});

test.describe('a sidebar group with a badge', () => {
  test('keeps its badge, its name and its caret, collapsed and expanded', async ({page}) => {
    await openRoute(page, DOC);
    const group = category(page, 'Components, 5 new');
    const steps = badgeLink(page, 'Steps');
    await expect(group).toHaveAttribute('aria-expanded', 'true');
    await expect(steps).toBeVisible();
    for (const expanded of [false, true]) {
      await group.click();
      await expect(group).toHaveAttribute('aria-expanded', String(expanded));
      await expect(steps).toBeVisible({visible: expanded});
      const badge = await badgeOf(group);
      expect(badge.content, `the badge, ${expanded ? 'expanded' : 'collapsed'}`).toBe('"5 new"');
      // theme-classic's caret (the link's ::after) stays the last thing on the row, after the badge.
      const caret = await group.evaluate((element) => Number.parseFloat(getComputedStyle(element, '::after').width));
      expect(caret, "theme-classic's caret").toBeGreaterThan(10);
      expect(badge.labelRight, 'label, then badge, then caret').toBeLessThanOrEqual(
        badge.linkContentRight - caret - badge.width,
      );
    }
  });
});

test.describe('an external sidebar link with a badge', () => {
  test("draws label, badge, then theme-classic's external-link icon, and names all three", async ({page}) => {
    await openRoute(page, DOC);
    const link = npmLink(page);
    await expect(link).toBeVisible();
    await expect(link).toHaveAttribute('href', NPM_PACKAGE_URL);
    await expect(link).toHaveAttribute('target', '_blank');
    const badge = await badgeOf(link);
    expect(badge.content).toBe(`"${VERSION}"`);
    const icon = await link.locator('svg').evaluate((svg) => svg.getBoundingClientRect());
    expect(icon.width, 'the external-link icon').toBeGreaterThan(0);
    expect(badge.labelRight, 'the badge sits between the label and the icon').toBeLessThanOrEqual(
      icon.left - badge.width,
    );
    expect(icon.right, 'the icon stays last').toBeCloseTo(badge.linkContentRight, 0);
  });
});

test.describe('sidebar badges on a phone', () => {
  test.use({viewport: {width: 390, height: 844}, hasTouch: true});

  test("are drawn in the menu's docs sidebar, inside its width, with the same names", async ({page}) => {
    await openRoute(page, STEPS);
    await page.getByRole('button', {name: 'Toggle navigation bar'}).click();
    const menu = page.locator('.navbar-sidebar');
    const group = menu.getByRole('button', {name: 'Components, 5 new', exact: true});
    await expect(group).toBeInViewport();
    // Measured once the menu has slid in: mid-way, the list's edge is left of where its rows end up.
    await motionEnded(page);
    const width = await menu.locator('.theme-doc-sidebar-menu').evaluate((list) => list.getBoundingClientRect().right);
    for (const link of [
      group,
      menu.getByRole('link', {name: 'Steps, New', exact: true}),
      menu.getByRole('link', {name: `npm package, ${VERSION} (opens in new tab)`, exact: true}),
    ]) {
      await link.scrollIntoViewIfNeeded();
      const badge = await badgeOf(link);
      expect(badge.width, 'the badge is drawn').toBeGreaterThan(10);
      expect(badge.labelRight, 'the label comes first').toBeLessThanOrEqual(badge.linkContentRight - badge.width);
      expect(badge.linkContentRight, "the row stays inside the menu's width").toBeLessThanOrEqual(width);
    }
    await group.click();
    await expect(group).toHaveAttribute('aria-expanded', 'false');
    expect((await badgeOf(group)).content, 'collapsed, the group keeps its badge').toBe('"5 new"');
  });
});

/** Each type's pair of colours and its font, on an element, or on the ::before a sidebar link draws its badge with. */
function typeLook(element: Element, pseudo: string | null) {
  const style = getComputedStyle(element, pseudo);
  return {background: style.backgroundColor, text: style.color, font: style.fontFamily};
}

test.describe('each badge type', () => {
  for (const mode of ['light', 'dark'] as const) {
    test(`has its own colours in ${mode} mode, the same in the text and in the sidebar`, async ({page}) => {
      await page.addInitScript((theme) => window.localStorage.setItem('theme', theme), mode);
      await openRoute(page, BADGE_PAGE);
      await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
      // What Infima's admonition colours of each type are in this mode, and the two fonts.
      const expected = await page.evaluate((colours) => {
        const probe = document.createElement('span');
        document.body.append(probe);
        const resolved = Object.fromEntries(
          Object.entries(colours).map(([type, colour]) => {
            probe.style.backgroundColor = `var(--ifm-color-${colour}-contrast-background)`;
            probe.style.color = `var(--ifm-color-${colour}-contrast-foreground)`;
            const style = getComputedStyle(probe);
            return [type, {background: style.backgroundColor, text: style.color}];
          }),
        );
        probe.remove();
        return resolved;
      }, TYPE_COLOURS);
      const monospace = await page.evaluate(() => {
        const probe = document.createElement('span');
        probe.style.fontFamily = 'var(--ifm-font-family-monospace)';
        document.body.append(probe);
        const font = getComputedStyle(probe).fontFamily;
        probe.remove();
        return font;
      });
      const link = badgeLink(page, 'Steps');
      for (const type of TYPES) {
        const inText = page.locator(`article [data-hk-mdx="Badge"][data-hk-badge="${type}"]`).first();
        await expect(inText, `a <Badge type="${type}"> on the Badge page, its type in data-hk-badge`).toBeVisible();
        const text = await inText.evaluate(typeLook, null);
        await link.evaluate((element, value) => element.setAttribute('data-hk-badge', value), type);
        const inSidebar = await link.evaluate(typeLook, '::before');
        const want = expected[type];
        expect({background: text.background, text: text.text}, `<Badge type="${type}">`).toEqual(want);
        expect({background: inSidebar.background, text: inSidebar.text}, `a sidebar badge of type ${type}`).toEqual(
          want,
        );
        // A version reads as code, in both places; the other types keep the text's font.
        expect(text.font === monospace, `<Badge type="${type}">'s font`).toBe(type === 'version');
        expect(inSidebar.font === monospace, `the ${type} sidebar badge's font`).toBe(type === 'version');
      }
      // The six types are not all one colour: tip and success share Infima's success pair.
      expect(new Set(TYPES.map((type) => expected[type]?.background)).size).toBe(5);
      // axe measures the Badge's text, which is real text (the sidebar's is measured above).
      await expectNoAxeViolations(page, `the Badge page's badges (${mode})`, {
        include: 'article [data-hk-mdx="Badge"]',
      });
      // A site's own rule for a type restyles both badges of that type, the theme's having no specificity.
      await page.addStyleTag({content: '[data-hk-badge="caution"] {--hk-badge-background: rgb(1, 2, 3);}'});
      await link.evaluate((element) => element.setAttribute('data-hk-badge', 'caution'));
      const caution = page.locator('article [data-hk-mdx="Badge"][data-hk-badge="caution"]').first();
      expect((await caution.evaluate(typeLook, null)).background, "the site's caution colour").toBe('rgb(1, 2, 3)');
      expect((await link.evaluate(typeLook, '::before')).background, "the site's caution colour").toBe('rgb(1, 2, 3)');
    });
  }
});
