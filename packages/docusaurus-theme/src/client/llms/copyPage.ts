import {translate} from '@docusaurus/Translate';

export {type MenuFocus, type PageActionsMenu, togglePageActionsMenu} from './pageActionsMenu';

/**
 * The page actions' work, loaded on first use (the Copy button's first click, or the menu's
 * first opening). `copyPage` gets the page's Markdown twin and puts it on the clipboard, and
 * returns what to announce in the control's live region.
 */
export async function copyPage(twinPath: string | undefined, article: Element | null): Promise<string> {
  let markdown: string | undefined;
  try {
    markdown = twinPath ? await fetchTwin(twinPath) : await markdownFromPage(article);
  } catch {
    markdown = undefined;
  }
  if (markdown === undefined) {
    return translate({
      id: 'theme.hoverkraft.copyPage.unavailable',
      message: 'Could not copy: the Markdown of this page could not be loaded.',
      description: 'Announced when the Markdown version of the page cannot be loaded',
    });
  }
  try {
    await navigator.clipboard.writeText(markdown);
  } catch {
    return translate({
      id: 'theme.hoverkraft.copyPage.refused',
      message: 'Could not copy: your browser refused access to the clipboard. Open the Markdown instead.',
      description: 'Announced when the browser does not let the page write to the clipboard',
    });
  }
  return translate({
    id: 'theme.hoverkraft.copyPage.copied',
    message: 'Copied',
    description: 'Announced once the page has been copied to the clipboard as Markdown',
  });
}

async function fetchTwin(twinPath: string): Promise<string> {
  const response = await fetch(twinPath);
  if (!response.ok) {
    throw new Error(`${twinPath}: ${response.status}`);
  }
  return response.text();
}

/** The page's Markdown made from its rendered article, as the build makes twins. */
async function markdownFromPage(article: Element | null): Promise<string | undefined> {
  if (!article) {
    return undefined;
  }
  const {pageMarkdownFromElement} = await import('./fromDom');
  return pageMarkdownFromElement(article, window.location.href);
}
