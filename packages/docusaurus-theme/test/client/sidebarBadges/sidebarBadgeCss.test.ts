// @vitest-environment node
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {SIDEBAR_BADGE_TYPES} from '../../../src/shared/sidebarBadge';

const src = path.resolve(__dirname, '../../../src');
const read = (file: string) => readFileSync(path.join(src, file), 'utf8');

/** The colour pair (background, text) a stylesheet gives each type, from its rule's custom properties. */
function colours(css: string, ruleOf: (type: string) => RegExp): Record<string, string[]> {
  const pairOf = (block: string) =>
    [...block.matchAll(/--hk-badge-(?:background|text):\s*([^;]+);/g)].map((m) => m[1] ?? '');
  const base = /^[^{]*\{([^}]*)\}/m;
  return Object.fromEntries(
    SIDEBAR_BADGE_TYPES.map((type) => {
      const rule = [...css.matchAll(/([^{}]+)\{([^}]*)\}/g)].find(([, selector]) => ruleOf(type).test(selector ?? ''));
      return [type, pairOf(rule?.[2] ?? base.exec(css)?.[1] ?? '')];
    }),
  );
}

describe("the sidebar badge's stylesheet", () => {
  const sidebar = read('client/sidebarBadges/sidebarBadge.module.css');
  const badge = read('components/Badge/styles.module.css');

  it("gives each type the Badge component's colours, in both modes through the same Infima tokens", () => {
    const sidebarColours = colours(sidebar, (type) => new RegExp(`data-hk-sidebar-badge-type="${type}"`));
    const badgeColours = colours(badge, (type) => new RegExp(`^\\s*\\.${type}\\s*$`));
    expect(badgeColours.note).toHaveLength(2);
    expect(sidebarColours).toEqual(badgeColours);
  });

  it('draws the words of the data attribute, after the label, with logical spacing for right-to-left', () => {
    expect(sidebar).toMatch(/content:\s*attr\(data-hk-sidebar-badge\)/);
    expect(sidebar).toMatch(/margin-inline-start:/);
    expect(sidebar).not.toMatch(/margin-(left|right):/);
  });
});
