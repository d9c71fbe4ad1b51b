import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {markdownTwinPath} from '../../shared/routes';
import {useHoverkraftData} from '../globalData';

/**
 * The path of a listed doc's or post's Markdown twin, or undefined when the build writes none:
 * the `llms` option is off, or the site uses the hash router, which writes no page files.
 */
export function useMarkdownTwinPath(permalink: string): string | undefined {
  const {siteConfig} = useDocusaurusContext();
  const {llms} = useHoverkraftData();
  if (!llms || siteConfig.future.experimental_router === 'hash') {
    return undefined;
  }
  return markdownTwinPath(permalink, siteConfig.baseUrl);
}
