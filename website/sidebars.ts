import type {SidebarsConfig} from '@docusaurus/plugin-content-docs';

/** A group of the docs sidebar, open by default so that every page is one click away. */
const group = (label: string, items: (string | ReturnType<typeof newPage>)[]) => ({
  type: 'category' as const,
  label,
  collapsed: false,
  items,
});

/**
 * A page of the latest release, marked "New" in the sidebar (the theme's sidebar badge, see
 * docs/components/badge.mdx): remove the mark once the page is no longer news.
 */
function newPage(id: string) {
  return {type: 'doc' as const, id, customProps: {badge: {text: 'New', type: 'tip'}}};
}

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
    ]),
  ],
};

export default sidebars;
