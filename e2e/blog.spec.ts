import {expect, test} from '@playwright/test';
import {BASE_URL, BLOG_POST_DATE, BLOG_POST_SLUG, BLOG_TAGS} from '../website/siteConstants';
import {openRoute} from './support/site';

const POST_PATH = `${BASE_URL}blog/${BLOG_POST_SLUG}`;
const POST_TITLE = 'Introducing the Hoverkraft Docusaurus theme';
const POST_YEAR = BLOG_POST_DATE.slice(0, 4);

test.describe('blog listings', () => {
  const LISTINGS = ['blog', 'blog/archive', 'blog/authors', 'blog/tags', ...BLOG_TAGS.map((tag) => `blog/tags/${tag}`)];

  for (const route of LISTINGS) {
    test(`/${route} leads to the post`, async ({page}) => {
      await openRoute(page, route);
      const main = page.locator('main');
      if (route === 'blog/tags' || route === 'blog/authors') {
        // These list tags or authors, each with the post count and a link to their page of posts.
        const entry = main.locator(`a[href^="${BASE_URL}blog/${route === 'blog/tags' ? 'tags/' : 'authors/'}"]`);
        await expect(entry.first()).toBeVisible();
        if (route === 'blog/tags') await expect(entry).toHaveCount(BLOG_TAGS.length);
        await entry.first().click();
      }
      await expect(page.locator(`main a[href="${POST_PATH}"]`).first(), `a link to the post`).toBeVisible();
      await expect(page.locator('main')).toContainText(POST_TITLE);
    });
  }

  test('the post shows its reading time', async ({page}) => {
    await openRoute(page, `blog/${BLOG_POST_SLUG}`);
    await expect(page.locator('article header')).toContainText(/\d+ min read/);
  });

  test(`the blog sidebar groups posts by year (${POST_YEAR})`, async ({page}) => {
    test.skip((page.viewportSize()?.width ?? 0) <= 996, 'the desktop sidebar');
    await openRoute(page, 'blog');
    const sidebar = page.getByRole('navigation', {name: 'Blog recent posts navigation'});
    await expect(sidebar.getByRole('heading', {name: POST_YEAR})).toBeVisible();
    await expect(sidebar.getByRole('link', {name: POST_TITLE})).toHaveAttribute('href', POST_PATH);
  });
});

test.describe('blog feeds', () => {
  for (const feed of ['rss.xml', 'atom.xml']) {
    test(`${feed} is well-formed XML that lists the post`, async ({page, request}) => {
      const response = await request.get(`blog/${feed}`);
      expect(response.status()).toBe(200);
      const xml = await response.text();
      await openRoute(page, 'blog');
      const parsed = await page.evaluate((source) => {
        const document = new DOMParser().parseFromString(source, 'application/xml');
        const error = document.querySelector('parsererror')?.textContent ?? null;
        const links = [...document.querySelectorAll('item > link, entry > link')].map(
          (link) => link.getAttribute('href') ?? link.textContent ?? '',
        );
        return {error, root: document.documentElement.nodeName, links};
      }, xml);
      expect(parsed.error, 'the feed should parse as XML').toBeNull();
      expect(parsed.root).toBe(feed === 'rss.xml' ? 'rss' : 'feed');
      expect(parsed.links.some((link) => link.endsWith(POST_PATH))).toBe(true);
    });
  }
});

test.describe('blog pages in the brand', () => {
  test("the blog index's post titles are no bigger than its h1 @mobile", async ({page}) => {
    await openRoute(page, 'blog');
    const size = (selector: string) =>
      page
        .locator(selector)
        .first()
        .evaluate((element) => Number.parseFloat(getComputedStyle(element).fontSize));
    expect(await size('article header h2')).toBeLessThanOrEqual(await size('main h1'));
  });

  test('tags on the tags page are rounded chips, as under a post, not price labels', async ({page}) => {
    await openRoute(page, 'blog/tags');
    const chip = page.getByRole('link', {name: /^Announcement/}).first();
    const shape = await chip.evaluate((element) => ({
      arrow: getComputedStyle(element, '::before').content,
      borderLeft: getComputedStyle(element).borderLeftStyle,
    }));
    expect(shape).toEqual({arrow: 'none', borderLeft: 'solid'});
  });
});

test.describe("the blog's stylesheet", () => {
  /** What the blog's stylesheets give a post: its header's info line, its authors' block and the sidebar. */
  const postLook = (page: import('@playwright/test').Page) =>
    page.evaluate(() => {
      const style = (selector: string, properties: string[]) => {
        const element = document.querySelector(selector);
        const computed = element ? getComputedStyle(element) : undefined;
        return Object.fromEntries(properties.map((property) => [property, computed?.getPropertyValue(property)]));
      };
      return {
        info: style('article header time', ['font-size', 'margin-top']),
        intro: style('article .avatar__intro', ['gap', 'display']),
        sidebar: style('aside nav', ['font-size', 'position']),
        title: style('article header h1', ['font-size', 'margin-bottom']),
      };
    });
  const blogStylesheets = (page: import('@playwright/test').Page) =>
    page
      .locator('link[rel=stylesheet]')
      .evaluateAll((links) =>
        links
          .map((link) => link.getAttribute('href') ?? '')
          .filter((href) => /\/hoverkraft-blog\.[^/]+\.css$/.test(href)),
      );

  test('is linked from blog pages only, and a post reached from a doc looks as one opened directly', async ({page}) => {
    await openRoute(page, `blog/${BLOG_POST_SLUG}`);
    expect(await blogStylesheets(page)).toHaveLength(1);
    const direct = await postLook(page);
    expect(direct.intro.gap).not.toBe('normal');

    const requested: string[] = [];
    page.on('request', (request) => requested.push(new URL(request.url()).pathname));
    await openRoute(page, 'docs/getting-started');
    expect(await blogStylesheets(page)).toEqual([]);
    await page.waitForLoadState('networkidle');
    expect(requested.filter((file) => /\/hoverkraft-blog\.[^/]+\.css$/.test(file))).toEqual([]);

    await page.getByRole('navigation', {name: 'Main'}).getByRole('link', {name: 'Blog', exact: true}).click();
    await expect(page).toHaveURL(/\/blog$/);
    await page.getByRole('link', {name: POST_TITLE}).first().click();
    await expect(page).toHaveURL(new RegExp(`/blog/${BLOG_POST_SLUG}$`));
    await expect(page.getByRole('heading', {level: 1, name: POST_TITLE})).toBeVisible();
    expect(await postLook(page)).toEqual(direct);
  });
});
