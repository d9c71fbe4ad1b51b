import type {SwizzleConfig} from '@docusaurus/types';

/**
 * What `docusaurus swizzle @hoverkraft/docusaurus-theme` may do with each component.
 * Wrapping adds markup around ours and is always safe; ejecting copies our source, which
 * then stops receiving fixes, so only the small presentational parts are safe to eject.
 */
export function getSwizzleConfig(): SwizzleConfig {
  return {
    components: {
      BlogListPage: {
        actions: {eject: 'unsafe', wrap: 'safe'},
        description: 'The blog index: an h1 with the blog title and description, then the posts.',
      },
      'Footer/Layout': {
        actions: {eject: 'safe', wrap: 'safe'},
        description: 'The footer shell: brand row, link columns or row, logo and copyright.',
      },
      Layout: {
        actions: {eject: 'unsafe', wrap: 'safe'},
        description: 'The page shell of every page, with the brand wrapper class.',
      },
      Logo: {
        actions: {eject: 'safe', wrap: 'safe'},
        description: 'The navbar logo: the site logo if configured, otherwise the Hoverkraft mark.',
      },
    },
  };
}
