import {fromDom} from 'hast-util-from-dom';
import {toText} from 'hast-util-to-text';
import rehypeRemark from 'rehype-remark';
import remarkGfm from 'remark-gfm';
import remarkStringify from 'remark-stringify';
import {unified} from 'unified';
import {createMarkdownConverter, findPageContent} from '../../shared/htmlToMarkdown';
import {markdownText, titleOrPath} from '../../shared/markdownText';

const convert = createMarkdownConverter({unified, rehypeRemark, remarkGfm, remarkStringify, toText});

/**
 * A page's Markdown from its rendered article, for builds without twins (the hash router
 * writes no page files). Same conversion and same layout as a twin file.
 */
export async function pageMarkdownFromElement(article: Element, pageUrl: string): Promise<string | undefined> {
  const tree = fromDom(article);
  const page = tree.type === 'element' || tree.type === 'root' ? findPageContent(tree) : undefined;
  if (!page) {
    return undefined;
  }
  const {title, body} = await convert(page, pageUrl);
  return `# ${markdownText(titleOrPath(title, new URL(pageUrl).pathname))}\n\n${body}\n`;
}
