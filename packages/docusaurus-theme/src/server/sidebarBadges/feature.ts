import type {AllContent} from '@docusaurus/types';
import {THEME_NAME} from '../../shared/contract';
import {SIDEBAR_BADGE_TYPES, sidebarBadgeProblem} from '../../shared/sidebarBadge';
import type {Feature} from '../site/feature';

type CustomProps = {badge?: unknown} | undefined;
type SidebarItem = {
  type: string;
  id?: string;
  label?: string;
  href?: string;
  customProps?: CustomProps;
  items?: SidebarItem[];
};
type LoadedDoc = {id: string; source?: string; frontMatter?: {sidebar_custom_props?: CustomProps}};
type DocsContent = {
  loadedVersions?: {versionName?: string; docs?: LoadedDoc[]; sidebars?: Record<string, SidebarItem[]>}[];
};

const DOCS_PLUGIN = 'docusaurus-plugin-content-docs';

/** How a reader finds an item in sidebars.ts: its label, or its doc id, or its address. */
const itemName = (item: SidebarItem) => JSON.stringify(item.label ?? item.id ?? item.href ?? item.type);

/** The field, then what is wrong with it: "customProps.badge must …", "customProps.badge.type must …". */
const fieldProblem = (field: string, problem: string) => `${field}${problem.startsWith('.') ? '' : ' '}${problem}`;

function itemProblems(items: SidebarItem[], where: string, trail: string[] = []): string[] {
  return items.flatMap((item) => {
    const path = [...trail, itemName(item)];
    const badge = item.customProps?.badge;
    const problem = badge === undefined ? undefined : sidebarBadgeProblem(badge);
    const own = problem ? [`${where}, item ${path.join(' > ')}: ${fieldProblem('customProps.badge', problem)}`] : [];
    return [...own, ...(item.type === 'category' ? itemProblems(item.items ?? [], where, path) : [])];
  });
}

/**
 * Every badge that a sidebar item asks for and the sidebar cannot draw, each as a line naming the
 * item (or the doc) and the field: in each docs instance, each version, each sidebar, and each
 * doc's front matter. A docs instance may have loaded nothing (null); no docs plugin, no problem.
 */
export function sidebarBadgeProblems(allContent: AllContent): string[] {
  const instances = Object.entries(allContent[DOCS_PLUGIN] ?? {}).filter(
    (entry): entry is [string, DocsContent] => entry[1] != null,
  );
  return instances.flatMap(([instanceId, content]) =>
    (content.loadedVersions ?? []).flatMap((version) => {
      const scope = [
        ...(instanceId === 'default' ? [] : [`docs instance "${instanceId}"`]),
        ...(version.versionName && version.versionName !== 'current' ? [`version "${version.versionName}"`] : []),
      ];
      const inScope = (what: string) => [what, ...scope].join(', ');
      const fromSidebars = Object.entries(version.sidebars ?? {}).flatMap(([sidebarId, items]) =>
        itemProblems(items, inScope(`Sidebar "${sidebarId}"`)),
      );
      const fromFrontMatter = (version.docs ?? []).flatMap((doc) => {
        const badge = doc.frontMatter?.sidebar_custom_props?.badge;
        const problem = badge === undefined ? undefined : sidebarBadgeProblem(badge);
        const file = doc.source ? ` (${doc.source.replace(/^@site\//, '')})` : '';
        return problem
          ? [`${inScope(`Doc "${doc.id}"${file}`)}: ${fieldProblem('sidebar_custom_props.badge', problem)}`]
          : [];
      });
      return [...fromSidebars, ...fromFrontMatter];
    }),
  );
}

/**
 * Badges on sidebar items (theme/DocSidebarItem/): the build stops on one the sidebar cannot draw,
 * with every such item listed, rather than leave a badge out without a word.
 */
export function sidebarBadgesFeature(): Feature {
  return {
    name: 'sidebarBadges',
    async allContentLoaded({allContent}) {
      const problems = sidebarBadgeProblems(allContent);
      if (problems.length > 0) {
        throw new Error(
          `[${THEME_NAME}] Sidebar badges: ${problems.length === 1 ? 'one item asks' : `${problems.length} items ask`} for a badge the sidebar cannot draw.\n${problems.map((line) => `- ${line}`).join('\n')}\nA badge is the label (customProps: {badge: 'New'}) or {text, type}, with type one of ${SIDEBAR_BADGE_TYPES.map((type) => JSON.stringify(type)).join(', ')}.`,
        );
      }
      return undefined;
    },
  };
}
