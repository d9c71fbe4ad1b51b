import type {Config} from '@docusaurus/types';
import config from './docusaurus.config';
import {BASE_URL} from './siteConstants';

type AnnouncementBar = {content: string};
const themeConfig = config.themeConfig as {announcementBar?: AnnouncementBar};
const announcementBar = themeConfig.announcementBar;

/**
 * The same site with the hash router, for reading offline: `npm run build:offline` writes it to
 * build-offline/, whose index.html opens from file:// with every route after the `#`. The routes
 * are then read from the hash, so they live at the root (`#/docs/...`), not under the base path.
 */
const offlineConfig: Config = {
  ...config,
  baseUrl: '/',
  future: {...config.future, experimental_router: 'hash'},
  themeConfig: {
    ...config.themeConfig,
    // The bar's content is raw HTML, which no router rewrites: point its link into the hash.
    ...(announcementBar && {
      announcementBar: {
        ...announcementBar,
        content: announcementBar.content.replaceAll(`href="${BASE_URL}`, 'href="#/'),
      },
    }),
  },
};

export default offlineConfig;
