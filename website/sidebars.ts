import type {SidebarsConfig} from '@docusaurus/plugin-content-docs';
import themePackage from '@hoverkraft/docusaurus-theme/package.json';
import {NPM_PACKAGE_URL} from './siteConstants';

type GroupItem = string | ReturnType<typeof newPage> | typeof npmPackage;

/**
 * A group of the docs sidebar, open by default so that every page is one click away. A group
 * that holds new pages says how many on its own row ("Components, 5 new"), which a reader sees
 * even with the group collapsed.
 */
function group(label: string, items: GroupItem[]) {
  const news = items.filter((item) => typeof item === 'object' && item.customProps.badge === NEW).length;
  return {
    type: 'category' as const,
    label,
    collapsed: false,
    items,
    ...(news > 0 && {customProps: {badge: {text: `${news} new`, type: 'tip' as const}}}),
  };
}

const NEW = {text: 'New', type: 'tip' as const};

/**
 * A page of the latest release, marked "New" in the sidebar (the theme's sidebar badge, see
 * docs/components/badge.mdx): remove the mark once the page is no longer news.
 */
function newPage(id: string) {
  return {type: 'doc' as const, id, customProps: {badge: NEW}};
}

/** The package's page on npm, with the version these docs describe. */
const npmPackage = {
  type: 'link' as const,
  label: 'npm package',
  href: NPM_PACKAGE_URL,
  customProps: {badge: {text: `v${themePackage.version}`, type: 'version' as const}},
};

/**
 * The docs in the order a newcomer needs them: start, adapt the site, the features the theme
 * adds, the components, then the pages to look things up in. Each group is a section of llms.txt.
 */
const sidebars: SidebarsConfig = {
  tutorialSidebar: [
    group('Get started', ['getting-started', 'installation']),
    group('Guides', ['brand-colours', 'translation', 'migration', 'examples']),
    group('Features', [
      'page-actions',
      'social-cards',
      'zoom',
      'code-blocks',
      newPage('contrast-modes'),
      'performance',
    ]),
    group('Components', [
      'components/hero',
      'components/feature-grid',
      'components/project-card',
      'components/buttons',
      'components/logo',
      'components/footer',
      'components/layout',
      newPage('components/steps'),
      newPage('components/file-tree'),
      newPage('components/card-grid'),
      newPage('components/badge'),
      newPage('components/package-manager-tabs'),
    ]),
    group('Reference', [
      'configuration',
      'plugin-options',
      'theme-config',
      'client-api',
      'brand-tokens',
      'content-security-policy',
      'configuration-errors',
      'compatibility',
      'quick-reference',
      'contributing',
      npmPackage,
    ]),
  ],
};

export default sidebars;
