import type {LoadContext} from '@docusaurus/types';
import type {Feature} from '../site/feature';
import {PRISM_LOADER} from '../site/packageFiles';
import {liveCodeBlockFallbackAlias} from './liveCodeBlockAlias';
import {replacePrismThemesByCss} from './prismCss';
import {PRISM_REACT_RENDERER_DIST} from './prismGraphWalk';
import {THEME_CLASSIC_PRISM_CLIENT_MODULE} from './prismLoader';

/**
 * Code blocks: Prism's grammars defined with a faster walk for the versions checked
 * (prismGraphWalk.ts), the code colours of both modes as CSS variables (prismCss.ts), and a
 * plain fallback for `live` blocks on a site without theme-live-codeblock.
 */
export function codeBlocksFeature({siteConfig}: LoadContext): Feature {
  let prismStylesheet: string | undefined;
  return {
    name: 'codeBlocks',
    clientModules: () => (prismStylesheet ? [prismStylesheet] : []),
    // And theme-classic's Prism client module, out of main.js (prismLoader.ts).
    bundlerRules: [
      {test: [PRISM_REACT_RENDERER_DIST, THEME_CLASSIC_PRISM_CLIENT_MODULE], use: [{loader: PRISM_LOADER}]},
    ],
    bundlerAliases: liveCodeBlockFallbackAlias,
    async contentLoaded(actions) {
      const prismCss = replacePrismThemesByCss(siteConfig.themeConfig);
      prismStylesheet = prismCss === undefined ? undefined : await actions.createData('prism-themes.css', prismCss);
    },
  };
}
