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
  // Said in the log: a large build converts on a second core, and the site owner sees why it is busy.
  let convertedOnWorker = false;
  const converter = (articles: number) => {
    const chosen = converterFor(articles);
    convertedOnWorker = chosen.onWorker;
    return chosen;
  };
  const twins = await writeLlmsFiles(outDir, pages, site, llmsCacheDir(siteDir), builtPages, converter);
  if (twins.length > 0) {
    writeTwinManifest(
      outDir,
      twins.map(({page}) => page),
      site.baseUrl,
    );
  }
  return (duration) =>
    twins.length > 0
      ? `Wrote ${twins.length} Markdown twins, llms.txt, llms-full.txt and markdown-twins.json in ${duration}${convertedOnWorker ? ', the twins converted on a worker thread' : ''}.`
      : 'Wrote no Markdown twins: the build has no HTML file for any doc or post (a hash-router build writes none).';
};
