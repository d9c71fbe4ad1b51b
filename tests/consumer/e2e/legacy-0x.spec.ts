import {expect, type Page, test} from '@playwright/test';
import {expectNoAxeViolations} from '../../../e2e/support/axe';
import {holdBackLateChunks, LATE_CHUNK_MS} from '../../../e2e/support/lateChunks';

/**
 * A site written for the 0.x theme (tests/consumer/fixtures/legacy-0x), built unchanged with the
 * packed 1.0 theme: its 0.x components render the same content in the 1.0 look, its own navbar
 * logo stays, production logs nothing, and axe finds no WCAG 2.2 AA violation in either mode.
 * URLs are relative to the baseURL of the project (see ../playwright.config.ts).
 */
const COLOR_MODES = ['light', 'dark'] as const;
type ColorMode = (typeof COLOR_MODES)[number];
const ROUTES = {home: './', projects: 'docs/projects/'} as const;
const PROJECT_COUNT = 12;

/** Console errors and warnings, and uncaught page errors, from the moment the page opens. */
function collectConsoleProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') {
      problems.push(`${message.type()}: ${message.text()}`);
    }
  });
  page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`));
  return problems;
}

/** Opens a route and waits for React to take over the page (the mode toggle is enabled then). */
async function open(page: Page, route: string, mode?: ColorMode): Promise<void> {
  if (mode) {
    await page.addInitScript((theme) => window.localStorage.setItem('theme', theme), mode);
  }
  await page.goto(route);
  await expect(page.locator('.navbar button[title*="mode" i]').first()).toBeEnabled();
}

/** Switches the colour mode with the navbar's toggle and lets the colour transitions end. */
async function toggleColorMode(page: Page, to: ColorMode): Promise<void> {
  await page.locator('.navbar button[title*="mode" i]').first().click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', to);
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((animation) => !(animation instanceof CSSTransition) || animation.playState !== 'running'),
  );
}

test.describe('the landing page written with 0.x components', () => {
  test('the hero shows its eyebrow, the title with the brand highlight and the description', async ({page}) => {
    await open(page, ROUTES.home);
    const hero = page.locator('section[data-tone]').first();
    await expect(hero, 'tone="midnight" renders the dark band').toHaveAttribute('data-tone', 'dark');
    await expect(hero.getByText('Open source', {exact: true})).toBeVisible();
    const title = page.getByRole('heading', {level: 1});
    await expect(title).toHaveText('Welcome to Legacy Project');
    await expect(title.locator('span', {hasText: 'Legacy Project'})).toHaveClass(/highlight/);
    await expect(hero.getByText('Tools and templates for shipping containerised projects.')).toBeVisible();
  });

  test('the supporting visual loads from static/ with its alt text', async ({page}) => {
    await open(page, ROUTES.home);
    const image = page.getByRole('img', {
      name: 'A dashboard with a navigation bar, a sidebar and an orange launch button',
    });
    await expect(image).toBeVisible();
    await expect(image).toHaveAttribute('src', '/img/launch-pad.svg');
    expect(await image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  });

  test('the three actions link inside the site with trailing slashes, and outside in a new tab', async ({page}) => {
    await open(page, ROUTES.home);
    const hero = page.locator('section[data-tone]').first();
    await expect(hero.getByRole('link')).toHaveCount(3);
    const docs = hero.getByRole('link', {name: 'Read the docs'});
    await expect(docs).toHaveAttribute('href', '/docs/intro/');
    await expect(docs).not.toHaveAttribute('target');
    await expect(hero.getByRole('link', {name: 'Browse the projects'})).toHaveAttribute('href', '/docs/projects/');
    const github = hero.getByRole('link', {name: /^Source on GitHub/});
    await expect(github).toHaveAttribute('href', 'https://github.com/hoverkraft-tech');
    await expect(github).toHaveAttribute('target', '_blank');
    await expect(github).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(github).toHaveAccessibleName('Source on GitHub (opens in a new tab)');
    await docs.click();
    await expect(page).toHaveURL(/\/docs\/intro\/$/);
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Introduction');
  });

  test('the feature list shows four features with their emoji icons hidden from assistive technology', async ({
    page,
  }) => {
    await open(page, ROUTES.home);
    const items = page.locator('main ul li[id]');
    await expect(items).toHaveCount(4);
    await expect(page.getByRole('heading', {level: 3})).toHaveText([
      'Compose everything',
      'Reusable CI',
      'Helm charts',
      'Docs as code',
    ]);
    await expect(items.first()).toHaveAttribute('id', 'compose');
    await expect(items.first().locator('[aria-hidden="true"]')).toHaveText('🐳');
  });

  test('the site keeps its own navbar logo, as 0.x sites configure it', async ({page}) => {
    await open(page, ROUTES.home);
    const logo = page.locator('.navbar__brand img').first();
    await expect(logo).toHaveAttribute('alt', 'Legacy Project logo');
    await expect(logo).toHaveAttribute('src', '/img/logo.svg');
  });
});

test.describe('the docs page that renders project cards from an exported array', () => {
  test('shows a dozen cards, each with its title link, meta line and tags', async ({page}) => {
    await open(page, ROUTES.projects);
    const cards = page.locator('article[id^="project-"]');
    await expect(cards).toHaveCount(PROJECT_COUNT);
    for (const card of await cards.all()) {
      const name = (await card.getAttribute('id'))?.replace(/^project-/, '') ?? '';
      const link = card.getByRole('heading', {level: 3}).getByRole('link');
      await expect(link).toHaveAttribute('href', `https://github.com/hoverkraft-tech/${name}`);
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
      await expect(link).toHaveAccessibleName(`${name} (opens in a new tab)`);
      await expect(card.locator('p').first()).toHaveText(/^[\w ]+ • ⭐ \d+ • Updated \w{3} \d{1,2}$/);
      expect(await card.getByRole('list', {name: 'Tags'}).getByRole('listitem').count()).toBeGreaterThan(0);
    }
    const first = cards.first();
    await expect(first.getByText('TypeScript • ⭐ 210 • Updated Aug 21')).toBeVisible();
    await expect(first.getByRole('list', {name: 'Tags'}).getByRole('listitem')).toHaveText([
      'GitHub Actions',
      'Docker',
    ]);
  });
});

test.describe('production output', () => {
  for (const [name, route] of Object.entries(ROUTES)) {
    test(`the ${name} page logs no error or warning, not even a deprecation note`, async ({page}) => {
      const problems = collectConsoleProblems(page);
      await open(page, route);
      await page.waitForLoadState('networkidle');
      expect(problems).toEqual([]);
    });
  }

  test('the not-found page keeps its markup and logs nothing when its chunks arrive late', async ({page, request}) => {
    // The site's own providers change context right after hydration: a Suspense boundary still
    // waiting for the page's chunk then made React discard the server's page and log error #421.
    const held = await holdBackLateChunks(page, request, 'no/such/page/');
    const problems = collectConsoleProblems(page);
    await page.goto('no/such/page/');
    await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
    await expect(page.getByRole('heading', {level: 1, name: 'Page Not Found'})).toBeVisible();
    await page.waitForTimeout(LATE_CHUNK_MS * 2);
    await expect(page.getByRole('navigation', {name: 'Pages to start from'})).toBeVisible();
    // The document's own 404 status is the one error the browser logs.
    expect(
      problems.filter((problem) => !problem.includes('status of 404')),
      `held back: ${held.join(', ')}`,
    ).toEqual([]);
  });
});

test.describe('axe finds no WCAG 2.2 AA violation', () => {
  test.describe.configure({timeout: 120_000});
  for (const [name, route] of Object.entries(ROUTES)) {
    test(`the ${name} page in light and dark mode`, async ({page}) => {
      await open(page, route, 'light');
      await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
      await expectNoAxeViolations(page, `${route} (light)`);
      await toggleColorMode(page, 'dark');
      await expectNoAxeViolations(page, `${route} (dark)`);
    });
  }
});
