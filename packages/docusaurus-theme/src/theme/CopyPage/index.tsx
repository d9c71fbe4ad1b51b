import {translate} from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {useHoverkraftData, useMarkdownTwinPath} from '@hoverkraft/docusaurus-theme/client';
import {type ReactNode, useId, useState} from 'react';
import styles from './styles.module.css';

export type Props = {
  /** The page's route path, base URL included, as the site links to it. */
  permalink: string;
};

const loadActions = () => import('@hoverkraft/docusaurus-theme/client/copy-page');

/** Menu buttons whose menu is on its way: activations meanwhile must not close it as it opens. */
const opening = new WeakSet<HTMLElement>();

/**
 * The page actions of a doc or blog post: "Copy page", which copies the page's Markdown twin to
 * the clipboard and says how that went in a polite live region, and a menu button (WAI-ARIA menu
 * button) for the actions the site lists in the `pageActions` option: copy, view the twin, open
 * ChatGPT or Claude with a prompt that names it. With `pageActions: false`, the Copy button and a
 * "View as Markdown" link. Every page ships only the buttons and an empty menu: the items, the
 * menu's keyboard behaviour and the copying load on first use (client/llms/). Without
 * JavaScript, the row holds the link to the twin.
 */
export default function CopyPage({permalink}: Props): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  const {llms, pageActions} = useHoverkraftData();
  const [status, setStatus] = useState('');
  const id = useId();
  // None on a hash-router build, which writes no page files: the copy is made in the browser.
  const twin = useMarkdownTwinPath(permalink);
  if (!llms) {
    return null;
  }
  // Every action but copying needs the twin.
  const actions = (pageActions || []).filter((action) => action === 'copy' || twin);
  const copies = !pageActions || actions.includes('copy');
  const menu = twin !== undefined && actions.length > 1;

  const copy = async (from: Element) => {
    setStatus('');
    setStatus(await (await loadActions()).copyPage(twin, from.closest('article')));
  };
  // The menu opens at its first item, or at its last with the up arrow.
  const openMenu = async (button: HTMLElement, key?: string) => {
    if (opening.has(button)) {
      return;
    }
    opening.add(button);
    const {togglePageActionsMenu} = await loadActions();
    opening.delete(button);
    togglePageActionsMenu(button, key === 'ArrowUp' ? 'last' : 'first', {
      actions,
      twin: twin ?? '',
      twinUrl: new URL(twin ?? '', siteConfig.url).href,
      itemClass: styles.item ?? '',
      copy: () => copy(button),
    });
  };
  // The link to the twin: beside Copy page without a menu, and for readers without JavaScript.
  const viewLink = twin && (!pageActions || menu || actions.includes('view')) && (
    <a href={twin}>
      {translate({
        id: 'theme.hoverkraft.copyPage.view',
        message: 'View as Markdown',
        description: "The link to the page's Markdown twin",
      })}
    </a>
  );

  return (
    <div className={styles.copyPage} data-pagefind-ignore="all">
      {/* Copying and the menu need JavaScript: hidden, space kept, until the page has hydrated
          (global.css), and out of the row without JavaScript (noscript.css). */}
      <div className={`${styles.controls} hk-needs-javascript`} data-hk-page-actions-controls="">
        {copies && (
          <button type="button" className={styles.button} onClick={(event) => copy(event.currentTarget)}>
            {translate({
              id: 'theme.hoverkraft.copyPage.button',
              message: 'Copy page',
              description: 'The button that copies the page as Markdown',
            })}
          </button>
        )}
        {menu && (
          <>
            <button
              type="button"
              id={`${id}b`}
              className={`${styles.button} ${styles.menuButton}`}
              aria-haspopup="menu"
              aria-expanded="false"
              aria-controls={`${id}m`}
              aria-label={
                copies
                  ? translate({
                      id: 'theme.hoverkraft.pageActions.more',
                      message: 'More page actions',
                      description: 'Name of the menu button beside Copy page',
                    })
                  : undefined
              }
              onClick={(event) => openMenu(event.currentTarget)}
              onKeyDown={(event) => {
                if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
                  event.preventDefault();
                  void openMenu(event.currentTarget, event.key);
                }
              }}
            >
              {!copies &&
                translate({
                  id: 'theme.hoverkraft.pageActions.menu',
                  message: 'Page actions',
                  description: 'Label of the page-actions menu button when Copy page is not beside it',
                })}
            </button>
            {/* Filled, shown and hidden by client/llms/pageActionsMenu.ts, never by React. */}
            <div role="menu" id={`${id}m`} aria-labelledby={`${id}b`} className={styles.menu} hidden />
          </>
        )}
      </div>
      {menu ? <noscript>{viewLink}</noscript> : viewLink}
      <span role="status">{status}</span>
    </div>
  );
}
