import AxeBuilder from '@axe-core/playwright';
import {expect, type Page} from '@playwright/test';

/** The rule sets every scan runs: WCAG 2.2 level AA, with the A and AA rules of 2.0 and 2.1. */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * Runs axe on the page, or on the part `include` selects, and fails with one readable line per
 * violation and node. `state` names what was scanned, for the failure message.
 */
export async function expectNoAxeViolations(
  page: Page,
  state: string,
  {include}: {include?: string} = {},
): Promise<void> {
  // Every rule of WCAG_TAGS still runs on every node. Legacy mode scans in the page itself, where
  // the default aggregates in a second, blank page (needed only for cross-origin frames, which
  // these sites do not have); results of kinds other than violations keep one node each, which
  // spares axe a unique selector for every other node. Together they halve a large page's scan.
  // options() comes first: it replaces every option set before it, withTags()'s among them.
  const builder = new AxeBuilder({page})
    .options({resultTypes: ['violations']})
    .withTags(WCAG_TAGS)
    .setLegacyMode(true);
  const {violations} = await (include ? builder.include(include) : builder).analyze();
  const lines = violations.flatMap((violation) =>
    violation.nodes.map(
      (node) => `${violation.id} (${violation.impact}): ${node.target.join(' ')}\n    ${node.failureSummary}`,
    ),
  );
  expect(lines, `axe violations on ${state}:\n${lines.join('\n')}`).toEqual([]);
}
