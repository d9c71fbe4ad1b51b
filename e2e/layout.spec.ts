import {expect, type Page, test} from '@playwright/test';
import {
  COPYRIGHT_YEAR,
  DESKTOP_BREAKPOINT_PX,
  MAIN_DOC_ID,
  NPM_PACKAGE_URL,
  REPOSITORY_URL,
  SITE_TITLE,
  TOC_MAX_HEADING_LEVEL,
  TOC_MIN_HEADING_LEVEL,
} from '../website/siteConstants';
import {openRoute} from './support/site';

const DOC = 'docs/installation';

const isMobileLayout = ({viewport}: {viewport: {width: number} | null}) =>
  (viewport?.width ?? 0) <= DESKTOP_BREAKPOINT_PX;

function mobileSidebar(page: Page) {
  return page.locator('.navbar-sidebar');
}

async function openMobileSidebar(page: Page) {
  await page.getByRole('button', {name: 'Toggle navigation bar'}).click();
  await expect(page.locator('nav.navbar'), 'the hamburger should open the sidebar').toHaveClass(/navbar-sidebar--show/);
}

test.describe('skip to content', () => {
  test('the skip link is the first Tab stop and takes the keyboard to the main content @mobile', async ({page}) => {
    await openRoute(page, DOC);
    await page.keyboard.press('Tab');
    const skipLink = page.getByRole('link', {name: 'Skip to main content'});
    await expect(skipLink, 'the first Tab stop should be the skip link').toBeFocused();
    await page.keyboard.press('Enter');
    // theme-classic focuses <main> for an instant; the next Tab then lands inside it, past the navbar.
    await page.keyboard.press('Tab');
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.closest('main') !== null), {
        message: 'the Tab after the skip link should land inside <main>',
      })
      .toBe(true);
  });

  test('focus rings show for keyboard readers and not after a click', async ({page}) => {
    await openRoute(page, DOC);
    const focusRing = () =>
      page.evaluate(() => {
        const style = getComputedStyle(document.activeElement as Element);
        return style.outlineStyle === 'none' ? 0 : Number.parseFloat(style.outlineWidth);
      });
    // A click focuses the button without a ring (twice: the colour mode comes back as it was).
    const toggle = page.getByRole('button', {name: /Switch between dark and light mode/});
    await toggle.click();
    await toggle.click();
    await expect(toggle).toBeFocused();
    expect(await focusRing(), 'a clicked button should show no focus ring').toBe(0);
    // theme-common 3.9 hides outlines on a body without its keyboard class: the class must stay.
    await page.keyboard.press('Tab');
    expect(await focusRing(), 'the element reached with Tab should show a focus ring').toBeGreaterThan(0);
    await page.mouse.click(5, 300);
    await page.keyboard.press('Shift+Tab');
    expect(await focusRing(), 'Tab after a click should show the ring again').toBeGreaterThan(0);
  });
});

test.describe('navbar on desktop', () => {
  test.skip(({viewport}) => isMobileLayout({viewport}), 'the desktop navbar only');

  test('Documentation and Blog are on the left, the repository link on the right', async ({page}) => {
    await openRoute(page, DOC);
    const navbar = page.getByRole('navigation', {name: 'Main'});
    const width = page.viewportSize()?.width ?? 0;
    const left = navbar.locator('.navbar__items:not(.navbar__items--right)');
    const right = navbar.locator('.navbar__items--right');
    await expect(left.getByRole('link', {name: 'Documentation', exact: true})).toBeVisible();
    await expect(left.getByRole('link', {name: 'Blog', exact: true})).toBeVisible();
    const repository = right.locator(`a[href="${REPOSITORY_URL}"]`);
    await expect(repository).toBeVisible();
    for (const [name, locator, side] of [
      ['Documentation', left.getByRole('link', {name: 'Documentation', exact: true}), 'left'],
      ['Blog', left.getByRole('link', {name: 'Blog', exact: true}), 'left'],
      ['the repository link', repository, 'right'],
    ] as const) {
      const box = await locator.boundingBox();
      const centre = (box?.x ?? 0) + (box?.width ?? 0) / 2;
      expect(side === 'left' ? centre < width / 2 : centre > width / 2, `${name} should be on the ${side}`).toBe(true);
    }
  });

  test('the navbar shows the title, the logo, the colour-mode toggle and the search box', async ({page}) => {
    await openRoute(page, DOC);
    const navbar = page.getByRole('navigation', {name: 'Main'});
    const brand = navbar.locator('.navbar__brand');
    await expect(brand).toContainText(SITE_TITLE);
    await expect(brand.locator('.navbar__logo svg, .navbar__logo img')).toBeVisible();
    await expect(navbar.getByRole('button', {name: /Switch between dark and light mode/})).toBeVisible();
    await expect(navbar.locator('.navbarSearchContainer_bmvg, [class*="navbarSearchContainer"]')).toBeAttached();
  });

  test('Documentation opens the docs at the first doc of the sidebar', async ({page}) => {
    await openRoute(page, '');
    await page.getByRole('navigation', {name: 'Main'}).getByRole('link', {name: 'Documentation', exact: true}).click();
    await expect(page).toHaveURL(new RegExp(`/docs/${MAIN_DOC_ID}$`));
    await expect(page.getByRole('navigation', {name: 'Docs sidebar'})).toBeVisible();
  });
});

test.describe('navbar on mobile', () => {
  test.skip(({viewport}) => !isMobileLayout({viewport}), 'the mobile navbar only');

  test('the hamburger opens the primary menu with the navbar items @mobile', async ({page}) => {
    await openRoute(page, '');
    await expect(page.getByRole('navigation', {name: 'Main'}).getByRole('link', {name: 'Blog'})).toBeHidden();
    await openMobileSidebar(page);
    const sidebar = mobileSidebar(page);
    await expect(sidebar.getByRole('link', {name: 'Documentation', exact: true})).toBeVisible();
    await expect(sidebar.getByRole('link', {name: 'Blog', exact: true})).toBeVisible();
    await expect(sidebar.locator(`a[href="${REPOSITORY_URL}"]`)).toBeVisible();
  });

  test('on a docs page the docs sidebar is the secondary menu, with "Back to main menu" @mobile', async ({page}) => {
    await openRoute(page, DOC);
    await openMobileSidebar(page);
    const sidebar = mobileSidebar(page);
    // The two menus slide side by side; the one out of view is inert.
    await expect(
      sidebar.getByRole('link', {name: 'Installation', exact: true}),
      'the docs sidebar first',
    ).toBeInViewport();
    await expect(sidebar.getByRole('link', {name: 'Blog', exact: true})).not.toBeInViewport();
    await sidebar.getByRole('button', {name: /Back to main menu/}).click();
    await expect(sidebar.getByRole('link', {name: 'Blog', exact: true}), 'then the primary menu').toBeInViewport();
    await expect(sidebar.getByRole('link', {name: 'Installation', exact: true})).not.toBeInViewport();
  });

  test(`the open sidebar closes when the window grows past ${DESKTOP_BREAKPOINT_PX} px @mobile`, async ({page}) => {
    await openRoute(page, DOC);
    await openMobileSidebar(page);
    const navbar = page.locator('nav.navbar');
    await page.setViewportSize({width: DESKTOP_BREAKPOINT_PX, height: 800});
    await expect(page.locator('.navbar__toggle'), `still mobile at ${DESKTOP_BREAKPOINT_PX} px`).toBeVisible();
    await expect(navbar, `the sidebar stays open at ${DESKTOP_BREAKPOINT_PX} px`).toHaveClass(/navbar-sidebar--show/);
    await page.setViewportSize({width: DESKTOP_BREAKPOINT_PX + 1, height: 800});
    await expect(navbar, `the sidebar closes at ${DESKTOP_BREAKPOINT_PX + 1} px`).not.toHaveClass(
      /navbar-sidebar--show/,
    );
    await expect(page.locator('.navbar__toggle')).toBeHidden();
  });
});

test.describe('footer', () => {
  const COLUMNS = [
    {title: 'Documentation', links: ['Getting started', 'Installation', 'Configuration', 'Migration']},
    {title: 'Community', links: ['GitHub repository', 'Showcase']},
    {title: 'More', links: ['Blog', 'Changelog', 'npm package']},
  ];

  test('the dark footer has the Documentation, Community and More columns and their links @mobile', async ({page}) => {
    await openRoute(page, DOC);
    const footer = page.getByRole('contentinfo');
    await expect(footer).toHaveClass(/footer--dark/);
    const columns = footer.locator('.footer__col');
    await expect(columns.locator('.footer__title')).toHaveText(COLUMNS.map((column) => column.title));
    for (const [index, column] of COLUMNS.entries()) {
      await expect(columns.nth(index).getByRole('link'), `links of ${column.title}`).toHaveText(
        column.links.map((link) => new RegExp(`^${link}`)),
      );
    }
    await expect(footer.getByRole('link', {name: /GitHub repository/})).toHaveAttribute('href', REPOSITORY_URL);
    await expect(footer.getByRole('link', {name: /npm package/})).toHaveAttribute('href', NPM_PACKAGE_URL);
  });

  test(`the footer carries the ${COPYRIGHT_YEAR} copyright line @mobile`, async ({page}) => {
    await openRoute(page, DOC);
    await expect(page.getByRole('contentinfo').locator('.footer__copyright')).toContainText(
      `Copyright © ${COPYRIGHT_YEAR}`,
    );
  });
});

test.describe('headings and table of contents', () => {
  test('each heading anchor is titled "Direct link to {heading}"', async ({page}) => {
    await openRoute(page, DOC);
    // theme-classic names a heading by its text, or by its id when it has markup such as code.
    const headings = await page.locator('article :is(h2, h3, h4)').evaluateAll((elements) =>
      elements.map((element) => {
        const content = [...element.childNodes].filter(
          (node) => !(node instanceof HTMLElement && node.matches('a.hash-link')),
        );
        const plainText = content.every((node) => node.nodeType === Node.TEXT_NODE);
        return {
          name: plainText ? (element.textContent ?? '').replace(/\u200b/g, '').trim() : element.id,
          title: element.querySelector('a.hash-link')?.getAttribute('title'),
        };
      }),
    );
    expect(headings.length).toBeGreaterThan(3);
    for (const heading of headings) {
      expect(heading.title, `the anchor of "${heading.name}"`).toBe(`Direct link to ${heading.name}`);
    }
  });

  test(`the table of contents lists the h${TOC_MIN_HEADING_LEVEL} to h${TOC_MAX_HEADING_LEVEL} headings, in order`, async ({
    page,
  }) => {
    test.skip(isMobileLayout({viewport: page.viewportSize()}), 'the desktop TOC');
    await openRoute(page, DOC);
    const levels = Array.from(
      {length: TOC_MAX_HEADING_LEVEL - TOC_MIN_HEADING_LEVEL + 1},
      (_, index) => `h${TOC_MIN_HEADING_LEVEL + index}`,
    );
    const headingIds = await page
      .locator(`article :is(${levels.join(', ')})[id]`)
      .evaluateAll((elements) => elements.map((element) => `#${element.id}`));
    const tocLinks = await page
      .locator('.theme-doc-toc-desktop a.table-of-contents__link')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    expect(headingIds.length).toBeGreaterThan(3);
    expect(tocLinks).toEqual(headingIds);
    // The page also has deeper headings, which must stay out of the TOC.
    const deeperIds = await page
      .locator(`article :is(h${TOC_MAX_HEADING_LEVEL + 1}, h${TOC_MAX_HEADING_LEVEL + 2})[id]`)
      .evaluateAll((elements) => elements.map((element) => `#${element.id}`));
    expect(deeperIds.length, `the doc should have h${TOC_MAX_HEADING_LEVEL + 1} headings`).toBeGreaterThan(0);
    for (const id of deeperIds) {
      expect(tocLinks, `${id} is below h${TOC_MAX_HEADING_LEVEL}`).not.toContain(id);
    }
  });
});
