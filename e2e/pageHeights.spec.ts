import {expect, test} from '@playwright/test';
import sidebars from '../website/sidebars';
import {REFERENCE_PAGE_MAX_HEIGHT_PX} from '../website/siteConstants';
import {openRoute} from './support/site';

/**
 * The pages of the sidebar's Reference group are pages to look things up in: each must stay short
 * enough to hold, at the desktop width the issue measured (1280 px). A page that outgrows the limit
 * is split, as Configuration was into its options, theme config, tokens, policy and errors.
 */
type SidebarItem = string | {type: string; label?: string; items?: SidebarItem[]};

function referenceDocIds(): string[] {
  const items = sidebars.tutorialSidebar as SidebarItem[];
  const group = items.find(
    (item): item is {type: string; label: string; items: SidebarItem[]} =>
      typeof item === 'object' && item.label === 'Reference',
  );
  if (!group) throw new Error('website/sidebars.ts has no "Reference" group');
  return group.items.filter((item): item is string => typeof item === 'string');
}

test.use({viewport: {width: 1280, height: 800}});

for (const id of referenceDocIds()) {
  test(`the reference page docs/${id} is at most ${REFERENCE_PAGE_MAX_HEIGHT_PX} px tall at 1280 px`, async ({
    page,
  }) => {
    await openRoute(page, `docs/${id}`);
    // Web fonts change line breaks, and so the height: measure the page as the reader sees it.
    await page.evaluate(() => document.fonts.ready);
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    expect(
      height,
      `docs/${id} is ${height} px tall at 1280 px; split it or move detail to another page`,
    ).toBeLessThanOrEqual(REFERENCE_PAGE_MAX_HEIGHT_PX);
  });
}
