import type {PluginOptions} from '../../options';
import type {Feature} from '../site/feature';
import {writeLlmsFilesStep} from './index';

/**
 * Markdown twins of docs and posts, llms.txt and llms-full.txt, and the page actions that copy
 * and open the twins (`pageActions`: without twins there is nothing to act on, and validation
 * already says so to a site that sets both).
 */
export function llmsFeature(pageActions: PluginOptions['pageActions']): Feature {
  return {
    name: 'llms',
    allContentLoaded: async () => ({llms: true, pageActions}),
    postBuild: writeLlmsFilesStep,
  };
}
