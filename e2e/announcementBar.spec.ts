import {expect, type Page, test} from '@playwright/test';
import {ANNOUNCEMENT_ID, BASE_URL, BLOG_POST_SLUG} from '../website/siteConstants';
import {openRoute} from './support/site';

/** The keys theme-common stores the dismissal under: the id of the bar seen, and a flag. */
const ID_KEY = 'docusaurus.announcement.id';
const DISMISS_KEY = 'docusaurus.announcement.dismiss';

const closeButton = (page: Page) => page.locator('.theme-announcement-bar').getByRole('button', {name: 'Close'});

test.describe('announcement bar', () => {
  test('announces the 1.0 release with a link to the post and a close button @mobile', async ({page}) => {
    await openRoute(page, '');
    const bar = page.locator('.theme-announcement-bar');
    await expect(bar).toBeVisible();
    await expect(bar).toContainText('1.0');
    await expect(bar.getByRole('link')).toHaveAttribute('href', `${BASE_URL}blog/${BLOG_POST_SLUG}`);
    await expect(closeButton(page)).toBeVisible();
  });

  test('once closed, it stays closed across reloads', async ({page}) => {
    await openRoute(page, '');
    await closeButton(page).click();
    await expect(page.locator('.theme-announcement-bar')).toBeHidden();
    expect(
      await page.evaluate(
        ([idKey, dismissKey]) => [localStorage.getItem(idKey), localStorage.getItem(dismissKey)],
        [ID_KEY, DISMISS_KEY],
      ),
    ).toEqual([ANNOUNCEMENT_ID, 'true']);
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
    await expect(page.locator('.theme-announcement-bar'), 'the bar should stay closed').toBeHidden();
  });

  test('closing it by keyboard moves focus to the navbar, not back to the top of the document', async ({page}) => {
    await openRoute(page, '');
    await closeButton(page).focus();
    await page.keyboard.press('Enter');
    await expect(page.locator('.theme-announcement-bar')).toBeHidden();
    const focused = page.locator(':focus');
    await expect(focused, 'focus should land on the first control of the navbar').toHaveCount(1);
    expect(await focused.evaluate((element) => element.closest('.navbar') !== null)).toBe(true);
    // The next Tab goes on from there, into the navbar, rather than restarting at the skip link.
    await page.keyboard.press('Tab');
    expect(await page.locator(':focus').evaluate((element) => element.closest('.navbar') !== null)).toBe(true);
  });

  test('it comes back when its id changes', async ({page}) => {
    // The reader closed an earlier announcement: its id is stored with the dismissal flag.
    await page.addInitScript(
      ([idKey, dismissKey]) => {
        localStorage.setItem(idKey, 'an-earlier-announcement');
        localStorage.setItem(dismissKey, 'true');
      },
      [ID_KEY, DISMISS_KEY],
    );
    await openRoute(page, '');
    await expect(page.locator('.theme-announcement-bar'), 'a new announcement should be shown').toBeVisible();
    expect(await page.evaluate((key) => localStorage.getItem(key), ID_KEY)).toBe(ANNOUNCEMENT_ID);
  });
});
