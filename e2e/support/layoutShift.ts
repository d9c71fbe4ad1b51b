import type {Page} from '@playwright/test';

/** Lighthouse's threshold of a good Cumulative Layout Shift. */
export const GOOD_LAYOUT_SHIFT = 0.1;

/** Records every layout shift not caused by the reader's input, from the page's first paint on. */
export async function recordLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const shifts: number[] = [];
    (window as unknown as {layoutShifts: number[]}).layoutShifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as {value: number; hadRecentInput: boolean}[]) {
        if (!entry.hadRecentInput) shifts.push(entry.value);
      }
    }).observe({type: 'layout-shift', buffered: true});
  });
}

/** The sum of the shifts recorded so far (the page's Cumulative Layout Shift, without session windows). */
export function layoutShift(page: Page): Promise<number> {
  return page.evaluate(() =>
    (window as unknown as {layoutShifts: number[]}).layoutShifts.reduce((sum, value) => sum + value, 0),
  );
}
