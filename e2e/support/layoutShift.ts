import type {Page} from '@playwright/test';

/** Lighthouse's threshold of a good Cumulative Layout Shift. */
export const GOOD_LAYOUT_SHIFT = 0.1;

/** A layout shift as recorded: its score and, for each element that moved, the element and its box before and after. */
export type RecordedShift = {value: number; moved: string[]};

/** Records every layout shift not caused by the reader's input, from the page's first paint on. */
export async function recordLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const shifts: RecordedShift[] = [];
    (window as unknown as {layoutShifts: RecordedShift[]}).layoutShifts = shifts;
    const box = ({x, y, width, height}: DOMRectReadOnly) => [x, y, width, height].map(Math.round).join(',');
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as {
        value: number;
        hadRecentInput: boolean;
        sources?: {node?: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly}[];
      }[]) {
        if (!entry.hadRecentInput) {
          shifts.push({
            value: entry.value,
            moved: (entry.sources ?? []).map(({node, previousRect, currentRect}) => {
              const element = node instanceof Element ? node : node?.parentElement;
              const name = element
                ? `${element.tagName.toLowerCase()}.${Array.from(element.classList).join('.')}`
                : '?';
              return `${name} [${box(previousRect)}] -> [${box(currentRect)}]`;
            }),
          });
        }
      }
    }).observe({type: 'layout-shift', buffered: true});
  });
}

/** The shifts recorded so far: what moved, to name in a failed expectation. */
export function layoutShifts(page: Page): Promise<RecordedShift[]> {
  return page.evaluate(() => (window as unknown as {layoutShifts: RecordedShift[]}).layoutShifts);
}

/** The sum of the shifts recorded so far (the page's Cumulative Layout Shift, without session windows). */
export async function layoutShift(page: Page): Promise<number> {
  return (await layoutShifts(page)).reduce((sum, {value}) => sum + value, 0);
}
