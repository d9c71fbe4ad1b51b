import type {PostBuildStep} from '../site/postBuild';
import {llmsCacheDir, writeLlmsFiles} from './twins';

/**
 * The pages-for-assistants build step: a Markdown twin beside every doc and blog post's HTML,
 * then llms.txt and llms-full.txt at the base URL (theme/CopyPage copies the twin).
 */
export const writeLlmsFilesStep: PostBuildStep = async ({outDir, siteDir, siteConfig, pages}) => {
  const site = {title: siteConfig.title, tagline: siteConfig.tagline, url: siteConfig.url, baseUrl: siteConfig.baseUrl};
  const twins = await writeLlmsFiles(outDir, pages, site, llmsCacheDir(siteDir));
  return (duration) =>
    twins.length > 0
      ? `Wrote ${twins.length} Markdown twins, llms.txt and llms-full.txt in ${duration}.`
      : 'Wrote no Markdown twins: the build has no HTML file for any doc or post (a hash-router build writes none).';
};
