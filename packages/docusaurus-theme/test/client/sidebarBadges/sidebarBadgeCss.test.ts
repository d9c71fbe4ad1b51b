// @vitest-environment node
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {SIDEBAR_BADGE_TYPES} from '../../../src/shared/sidebarBadge';

const src = path.resolve(__dirname, '../../../src');
const read = (file: string) => readFileSync(path.join(src, file), 'utf8');

describe("the sidebar badge's stylesheet", () => {
  const sidebar = read('client/sidebarBadges/sidebarBadge.module.css');
  const badge = read('components/Badge/styles.module.css');
  const types = read('components/Badge/badgeTypes.module.css');

  it("has no colours of its own: it takes the Badge's, through the one mapping of types", () => {
    // Each type's colours are written once, in badgeTypes.module.css, for both kinds of badge
    // (e2e/sidebarBadges.spec.ts checks in Chromium that each type draws them).
    for (const [file, css] of [
      ['client/sidebarBadges/sidebarBadge.module.css', sidebar],
      ['components/Badge/styles.module.css', badge],
    ]) {
      expect(css, file).not.toMatch(/--ifm-color-|--hk-badge-(background|text|font):|data-hk-badge=/);
    }
    for (const type of SIDEBAR_BADGE_TYPES.filter((type) => type !== 'note')) {
      expect(types, `badgeTypes.module.css's rule for ${type}`).toContain(`.typed [data-hk-badge="${type}"]`);
    }
  });

  it('draws the words of the data attribute, after the label, with logical spacing for right-to-left', () => {
    expect(sidebar).toMatch(/content:\s*attr\(data-hk-sidebar-badge\)/);
    expect(sidebar).toMatch(/margin-inline-start:/);
    expect(sidebar).not.toMatch(/margin-(left|right):/);
  });
});
