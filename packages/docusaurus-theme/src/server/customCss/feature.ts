import type {Feature} from '../site/feature';

/**
 * The site's own stylesheets (the `customCss` option, resolved against the site), loaded after
 * every stylesheet of the theme so that the site's rules win, and watched by `docusaurus start`.
 */
export function customCssFeature(customCss: string[]): Feature {
  return {name: 'customCss', clientModules: () => customCss, pathsToWatch: customCss};
}
