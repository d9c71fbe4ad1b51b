/**
 * The badge a sidebar item may carry, read from its `customProps.badge` (in sidebars.ts) or from
 * its doc's `sidebar_custom_props.badge` (front matter). The build checks every one with
 * `sidebarBadgeProblem` (server/sidebarBadges/), and the sidebar items draw it with
 * `readSidebarBadge` (theme/DocSidebarItem/): one rule for both sides.
 */

/** The Badge component's types, in its order (test/shared/sidebarBadge.test.ts keeps them equal). */
export const SIDEBAR_BADGE_TYPES = ['note', 'tip', 'success', 'caution', 'danger', 'version'] as const;
export type SidebarBadgeType = (typeof SIDEBAR_BADGE_TYPES)[number];

/** What `customProps.badge` may be: the label alone (type `note`), or the label and its type. */
export type SidebarBadgeInput = string | {text: string; type?: SidebarBadgeType};

/** A badge as the sidebar draws it. */
export type SidebarBadge = {text: string; type: SidebarBadgeType};

const KEYS = ['text', 'type'];
const quoted = (values: readonly string[]) => values.map((value) => JSON.stringify(value)).join(', ');

function shown(value: unknown): string {
  if (value === undefined) {
    return 'undefined';
  }
  const json = JSON.stringify(value);
  return json === undefined ? String(value) : json;
}

/**
 * What is wrong with a `badge` value, as the end of a sentence that starts with where it was
 * written ("… customProps.badge"), or undefined when it is a badge the sidebar can draw.
 */
export function sidebarBadgeProblem(value: unknown): string | undefined {
  if (typeof value === 'string') {
    return value.trim() ? undefined : 'must not be empty: write the label, as badge: "New".';
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    return `must be the label (a string, as "New") or an object {text, type}, got ${shown(value)}.`;
  }
  const unknownKeys = Object.keys(value).filter((key) => !KEYS.includes(key));
  if (unknownKeys.length > 0) {
    return `has the unknown key ${quoted(unknownKeys)}: a badge takes only "text" (the label) and "type" (one of ${quoted(SIDEBAR_BADGE_TYPES)}).`;
  }
  const {text, type} = value as {text?: unknown; type?: unknown};
  if (typeof text !== 'string' || !text.trim()) {
    return `.text must be the label, a non-empty string such as "New", got ${shown(text)}.`;
  }
  if (type !== undefined && !(SIDEBAR_BADGE_TYPES as readonly unknown[]).includes(type)) {
    return `.type must be one of ${quoted(SIDEBAR_BADGE_TYPES)}, got ${shown(type)}.`;
  }
  return undefined;
}

/** The badge in a sidebar item's custom props, or undefined when it has none or an invalid one. */
export function readSidebarBadge(customProps: unknown): SidebarBadge | undefined {
  const value = (customProps as {badge?: unknown} | undefined | null)?.badge;
  if (value === undefined || sidebarBadgeProblem(value) !== undefined) {
    return undefined;
  }
  if (typeof value === 'string') {
    return {text: value.trim(), type: 'note'};
  }
  const {text, type = 'note'} = value as {text: string; type?: SidebarBadgeType};
  return {text: text.trim(), type};
}
