import type {LoadContext} from '@docusaurus/types';
import type {Feature} from '../site/feature';
import {noscriptStylesheetTag, writeNoscriptStylesheetStep} from './noscript';

/** Without JavaScript, the links the mobile menu would offer show in the page instead (noscript.ts). */
export function mobileMenuFeature({siteConfig}: LoadContext): Feature {
  return {
    name: 'mobileMenu',
    headTags: () => [noscriptStylesheetTag(siteConfig.baseUrl)],
    postBuild: writeNoscriptStylesheetStep,
  };
}
