import {type APIRequestContext, expect, test} from '@playwright/test';
import {SITE_ORIGIN} from '../playwright.config';
import {
  BASE_URL,
  BLOG_POST_SLUG,
  COMPONENT_DOC_IDS,
  GUIDE_DOC_IDS,
  SITE_URL,
  SPEC_ROUTES,
} from '../website/siteConstants';

/** The pages that get a card of their own: every doc, every blog post and the home page. */
const CARD_ROUTES = new Set([
  '',
  `blog/${BLOG_POST_SLUG}`,
  ...COMPONENT_DOC_IDS.map((id) => `docs/components/${id}`),
  ...GUIDE_DOC_IDS.map((id) => `docs/${id}`),
]);
const CARD_SIZE = {width: 1200, height: 630};
const PNG_SIGNATURE = '89504e470d0a1a0a';

function metaContent(html: string, attribute: 'property' | 'name', key: string): string | undefined {
  const tag = html.match(new RegExp(`<meta[^>]*\\b${attribute}="?${key}"?[^>]*>`))?.[0];
  return tag?.match(/\bcontent="?([^"\s>]+)"?/)?.[1];
}

/** Width and height from a PNG's IHDR chunk, which always follows the 8-byte signature. */
function pngSize(bytes: Buffer): {width: number; height: number} {
  expect(bytes.subarray(0, 8).toString('hex'), 'the file should start with the PNG signature').toBe(PNG_SIGNATURE);
  expect(bytes.subarray(12, 16).toString('latin1')).toBe('IHDR');
  return {width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20)};
}

/** The production URL of an image, fetched from the local server that serves the same build. */
async function fetchImage(request: APIRequestContext, url: string) {
  expect(url.startsWith(`${SITE_URL}${BASE_URL}`), `${url} should be an absolute URL on the site`).toBe(true);
  return request.get(`${SITE_ORIGIN}${url.slice(SITE_URL.length)}`);
}

test.describe('social cards', () => {
  for (const route of SPEC_ROUTES) {
    test(`/${route} has an og:image that exists and measures 1200×630`, async ({request}) => {
      const html = await (await request.get(route)).text();
      const ogImage = metaContent(html, 'property', 'og:image');
      expect(ogImage, `og:image of /${route}`).toBeTruthy();
      expect(metaContent(html, 'name', 'twitter:image'), 'twitter:image should match og:image').toBe(ogImage);

      const response = await fetchImage(request, ogImage ?? '');
      expect(response.status(), `status of ${ogImage}`).toBe(200);
      expect(response.headers()['content-type']).toBe('image/png');
      expect(pngSize(await response.body())).toEqual(CARD_SIZE);
    });
  }

  test('docs, blog posts and the home page each point at a card of their own', async ({request}) => {
    const images = new Map<string, string>();
    for (const route of CARD_ROUTES) {
      const html = await (await request.get(route)).text();
      const image = metaContent(html, 'property', 'og:image') ?? '';
      expect(image, `og:image of /${route}`).toContain(`${BASE_URL}social-cards/`);
      images.set(route, image);
    }
    expect(new Set(images.values()).size, 'no two pages should share a card').toBe(CARD_ROUTES.size);
  });

  test('list and tag pages keep the site-wide image', async ({request}) => {
    for (const route of SPEC_ROUTES.filter((route) => !CARD_ROUTES.has(route))) {
      const html = await (await request.get(route)).text();
      expect(metaContent(html, 'property', 'og:image'), `og:image of /${route}`).toBe(
        `${SITE_URL}${BASE_URL}img/social-card.png`,
      );
    }
  });

  test('the og:image follows the page after client-side navigation', async ({page}) => {
    await page.goto('docs/getting-started');
    await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
    await page.getByRole('link', {name: 'Installation'}).first().click();
    await expect(page).toHaveURL(/\/docs\/installation$/);
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute(
      'content',
      `${SITE_URL}${BASE_URL}social-cards/docs/installation.png`,
    );
  });
});
