import path from 'node:path';
import type {LoadContext} from '@docusaurus/types';
import type {SitePage} from '../site/pages';
import type {PostBuildStep} from '../site/postBuild';
import {socialCardCacheDir, writeSocialCards} from './cards';

/** The pages that get a social card: every doc, every blog post and the home page, unless they set their own `image`. */
export function pagesWithCards(pages: SitePage[]): SitePage[] {
  return pages.filter((page) => page.kind !== 'page' && !page.ownImage);
}

/** What a page's card shows above its title: its section, or, on the home page, the site's tagline. */
export function cardCaption(page: SitePage, siteConfig: Pick<LoadContext['siteConfig'], 'tagline'>): string {
  return page.kind === 'home' ? (siteConfig.tagline ?? '') : page.section;
}

/**
 * The social cards' build step: a 1200×630 PNG per page, drawn where the cache lacks it, copied
 * to `social-cards/<route>.png` (theme/SocialCardMetadata points og:image there).
 */
export const writeSocialCardsStep: PostBuildStep = async ({outDir, siteDir, siteConfig, pages}) => {
  const cardPages = pagesWithCards(pages).map((page) => ({...page, section: cardCaption(page, siteConfig)}));
  if (cardPages.length === 0) {
    return undefined;
  }
  const cacheDir = socialCardCacheDir(siteDir);
  const site = {title: siteConfig.title, url: siteConfig.url, baseUrl: siteConfig.baseUrl};
  const {drawn, fromCache, threads} = await writeSocialCards(outDir, cardPages, site, cacheDir);
  const onThreads = threads > 1 ? ` on ${threads} threads` : '';
  return (duration) =>
    `Social cards: ${drawn} drawn${onThreads}, ${fromCache} from cache in ${duration} (${path.relative(siteDir, cacheDir)}).`;
};
