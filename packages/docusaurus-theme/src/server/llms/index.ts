import {rememberingChoice} from '../site/jobWorker';
import type {PostBuildStep} from '../site/postBuild';
import {converterFor} from './convert';
import {writeTwinManifest} from './twinManifest';
import {llmsCacheDir, writeLlmsFiles} from './twins';

/**
 * The pages-for-assistants build step: a Markdown twin beside every doc and blog post's HTML,
 * then llms.txt, llms-full.txt and the twins' manifest (markdown-twins.json) at the base URL
 * (theme/CopyPage copies the twin; server rules read the manifest).
 */
export const writeLlmsFilesStep: PostBuildStep = async ({outDir, siteDir, siteConfig, pages, builtPages}) => {
  const site = {title: siteConfig.title, tagline: siteConfig.tagline, url: siteConfig.url, baseUrl: siteConfig.baseUrl};
  const converter = rememberingChoice(converterFor);
  const twins = await writeLlmsFiles(outDir, pages, site, llmsCacheDir(siteDir), builtPages, converter.choose);
  if (twins.length > 0) {
    writeTwinManifest(
      outDir,
      twins.map(({page}) => page),
      site.baseUrl,
    );
  }
  return (duration) =>
    twins.length > 0
      ? `Wrote ${twins.length} Markdown twins, llms.txt, llms-full.txt and markdown-twins.json in ${duration}${converter.onWorker() ? ', the twins converted on a worker thread' : ''}.`
      : 'Wrote no Markdown twins: the build has no HTML file for any doc or post (a hash-router build writes none).';
};
