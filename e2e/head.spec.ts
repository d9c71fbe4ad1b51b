import {expect, type Page, test} from '@playwright/test';
import {BASE_URL, SITE_URL, SPEC_ROUTES} from '../website/siteConstants';
import {openRoute} from './support/site';

type Head = {
  canonical: string[];
  ogUrl: string[];
  ogLocale: string[];
  alternates: {hreflang: string | null; href: string | null}[];
  twitterCard: string[];
  viewport: string[];
  robots: string[];
};

/** The head tags of the spec in a page's HTML, as the host serves it to browsers and crawlers. */
function readHead(page: Page, html: string): Promise<Head> {
  return page.evaluate((source) => {
    const head = new DOMParser().parseFromString(source, 'text/html').head;
    const values = (selector: string, attribute: string) =>
      [...head.querySelectorAll(selector)].map((element) => element.getAttribute(attribute) ?? '');
    return {
      canonical: values('link[rel="canonical"]', 'href'),
      ogUrl: values('meta[property="og:url"]', 'content'),
      ogLocale: values('meta[property="og:locale"]', 'content'),
      alternates: [...head.querySelectorAll('link[rel="alternate"][hreflang]')].map((link) => ({
        hreflang: link.getAttribute('hreflang'),
        href: link.getAttribute('href'),
      })),
      twitterCard: values('meta[name="twitter:card"]', 'content'),
      viewport: values('meta[name="viewport"]', 'content'),
      robots: values('meta[name="robots"]', 'content'),
    };
  }, html);
}

// The HTML of every route, read once and shared by the checks below (one behaviour each).
const heads = new Map<string, Head>();
test.describe.configure({mode: 'serial'});
test.beforeAll(async ({browser}) => {
  const page = await browser.newPage();
  await openRoute(page, '');
  for (const route of SPEC_ROUTES) {
    const response = await page.request.get(route);
    expect(response.status(), `/${route}`).toBe(200);
    heads.set(route, await readHead(page, await response.text()));
  }
  await page.close();
});

test('after client-side navigation, the canonical link follows the page', async ({page}) => {
  await openRoute(page, 'docs/installation');
  await page
    .getByRole('navigation', {name: 'Docs sidebar'})
    .getByRole('link', {name: 'Configuration', exact: true})
    .click();
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    'href',
    `${SITE_URL}${BASE_URL}docs/configuration`,
  );
  await expect(page.locator('meta[property="og:url"]')).toHaveAttribute(
    'content',
    `${SITE_URL}${BASE_URL}docs/configuration`,
  );
});

const pageUrl = (route: string) => `${SITE_URL}${BASE_URL}${route}`;

function failures(check: (route: string, head: Head) => string | undefined): string[] {
  return SPEC_ROUTES.flatMap((route) => {
    const head = heads.get(route);
    const problem = head ? check(route, head) : 'was not visited';
    return problem ? [`/${route}: ${problem}`] : [];
  });
}

test.describe('head tags of every page', () => {
  test('the canonical link and og:url are the page URL', () => {
    expect(
      failures((route, head) => {
        const expected = [pageUrl(route)];
        if (JSON.stringify(head.canonical) !== JSON.stringify(expected)) return `canonical ${head.canonical}`;
        if (JSON.stringify(head.ogUrl) !== JSON.stringify(expected)) return `og:url ${head.ogUrl}`;
        return undefined;
      }),
    ).toEqual([]);
  });

  test('og:locale is en, with the hreflang en and x-default alternates', () => {
    expect(
      failures((route, head) => {
        if (head.ogLocale.join() !== 'en') return `og:locale ${head.ogLocale}`;
        const alternates = head.alternates.map((link) => `${link.hreflang} ${link.href}`).sort();
        const expected = [`en ${pageUrl(route)}`, `x-default ${pageUrl(route)}`];
        return JSON.stringify(alternates) === JSON.stringify(expected) ? undefined : `alternates ${alternates}`;
      }),
    ).toEqual([]);
  });

  test('twitter:card is summary_large_image and the viewport meta is set', () => {
    expect(
      failures((_route, head) => {
        if (head.twitterCard.join() !== 'summary_large_image') return `twitter:card ${head.twitterCard}`;
        if (head.viewport.join() !== 'width=device-width, initial-scale=1.0') return `viewport ${head.viewport}`;
        return undefined;
      }),
    ).toEqual([]);
  });

  test('no page tells robots not to index it', () => {
    expect(
      failures((_route, head) =>
        head.robots.some((value) => /noindex/.test(value)) ? `robots ${head.robots}` : undefined,
      ),
    ).toEqual([]);
  });
});
