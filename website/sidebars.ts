import type {SidebarsConfig} from '@docusaurus/plugin-content-docs';

const sidebars: SidebarsConfig = {
  tutorialSidebar: [
    'getting-started',
    'installation',
    'configuration',
    'compatibility',
    'page-actions',
    'zoom',
    {
      type: 'category',
      label: 'Components',
      collapsed: false,
      items: [
        'components/hero',
        'components/feature-grid',
        'components/project-card',
        'components/buttons',
        'components/logo',
        'components/footer',
        'components/layout',
      ],
    },
    'examples',
    'migration',
    'quick-reference',
  ],
};

export default sidebars;
