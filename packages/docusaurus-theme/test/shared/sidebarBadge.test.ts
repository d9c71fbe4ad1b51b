// @vitest-environment node
import {describe, expect, it} from 'vitest';
import {BADGE_TYPES} from '../../src/components/Badge';
import {readSidebarBadge, SIDEBAR_BADGE_TYPES, sidebarBadgeProblem} from '../../src/shared/sidebarBadge';

describe('a sidebar badge', () => {
  it('has the same types as the Badge component, in its order', () => {
    expect(SIDEBAR_BADGE_TYPES).toEqual(BADGE_TYPES);
  });

  it.each([
    ['New', {text: 'New', type: 'note'}],
    ['  Beta ', {text: 'Beta', type: 'note'}],
    [
      {text: 'v1.2', type: 'version'},
      {text: 'v1.2', type: 'version'},
    ],
    [{text: 'New'}, {text: 'New', type: 'note'}],
  ])('reads %j as %j', (badge, expected) => {
    expect(sidebarBadgeProblem(badge)).toBeUndefined();
    expect(readSidebarBadge({badge})).toEqual(expected);
  });

  it('is absent when the custom props have none, or there are no custom props', () => {
    expect(readSidebarBadge(undefined)).toBeUndefined();
    expect(readSidebarBadge({icon: 'book'})).toBeUndefined();
  });

  it.each([
    ['', 'must not be empty: write the label, as badge: "New".'],
    [42, 'must be the label (a string, as "New") or an object {text, type}, got 42.'],
    [null, 'must be the label (a string, as "New") or an object {text, type}, got null.'],
    [['New'], 'must be the label (a string, as "New") or an object {text, type}, got ["New"].'],
    [{text: ' '}, '.text must be the label, a non-empty string such as "New", got " ".'],
    [{type: 'tip'}, '.text must be the label, a non-empty string such as "New", got undefined.'],
    [
      {text: 'New', type: 'new'},
      '.type must be one of "note", "tip", "success", "caution", "danger", "version", got "new".',
    ],
    [
      {text: 'New', variant: 'tip'},
      'has the unknown key "variant": a badge takes only "text" (the label) and "type" (one of "note", "tip", "success", "caution", "danger", "version").',
    ],
  ])('refuses %j, saying what is expected', (badge, problem) => {
    expect(sidebarBadgeProblem(badge)).toBe(problem);
    expect(readSidebarBadge({badge})).toBeUndefined();
  });
});
