import {translate} from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {type PageAction, useHoverkraftData, useMarkdownTwinPath} from '@hoverkraft/docusaurus-theme/client';
import {type KeyboardEvent, type ReactNode, useId, useState} from 'react';
import styles from './styles.module.css';

export type Props = {
  /** The page's route path, base URL included, as the site links to it. */
  permalink: string;
};

/** Where each assistant opens with a prompt: its address, to which the encoded prompt is appended. */
const ASSISTANT_URLS = {
  chatgpt: 'https://chatgpt.com/?hints=search&q=',
  claude: 'https://claude.ai/new?q=',
} as const;

type Assistant = keyof typeof ASSISTANT_URLS;

const loadActions = () => import('@hoverkraft/docusaurus-theme/client/copy-page');

const label = {
  copy: () =>
    translate({
      id: 'theme.hoverkraft.copyPage.button',
      message: 'Copy page',
      description: 'The button that copies the page as Markdown',
    }),
  view: () =>
    translate({
      id: 'theme.hoverkraft.copyPage.view',
      message: 'View as Markdown',
      description: "The link to the page's Markdown twin",
    }),
  chatgpt: () =>
    translate({
      id: 'theme.hoverkraft.pageActions.chatgpt',
      message: 'Open in ChatGPT',
      description: 'The page-actions menu item that opens ChatGPT with a prompt about the page',
    }),
  claude: () =>
    translate({
      id: 'theme.hoverkraft.pageActions.claude',
      message: 'Open in Claude',
      description: 'The page-actions menu item that opens Claude with a prompt about the page',
    }),
} satisfies Record<PageAction, () => string>;

/** The prompt an assistant opens with: it names the page's Markdown twin, which it can read. */
function assistantUrl(assistant: Assistant, twinUrl: string): string {
  const prompt = translate(
    {
      id: 'theme.hoverkraft.pageActions.prompt',
      message: 'Read {url} so I can ask questions about it.',
      description: "The prompt an assistant opens with; {url} is the address of the page's Markdown",
    },
    {url: twinUrl},
  );
  return `${ASSISTANT_URLS[assistant]}${encodeURIComponent(prompt)}`;
}

function NewTab(): ReactNode {
  return (
    <span className="hk-visually-hidden">
      {` ${translate({
        id: 'theme.hoverkraft.link.opensInNewTab',
        message: '(opens in a new tab)',
        description: 'Visually hidden text after a link that opens in a new tab',
      })}`}
    </span>
  );
}

/** The link of a page action that has one: the twin, or an assistant with a prompt naming it. */
function actionLink(action: PageAction, twin: string, twinUrl: string) {
  if (action === 'view') {
    return {href: twin};
  }
  if (action === 'chatgpt' || action === 'claude') {
    return {href: assistantUrl(action, twinUrl), target: '_blank', rel: 'noopener noreferrer'};
  }
  return undefined;
}

/**
 * The page actions of a doc or blog post: "Copy page", which copies the page's Markdown twin to
 * the clipboard and says how that went in a polite live region, and a menu (WAI-ARIA menu button)
 * of the actions the site lists in the `pageActions` option: copy, view the twin, open ChatGPT or
 * Claude with a prompt that names it. With `pageActions: false`, the Copy button and a "View as
 * Markdown" link. Every page ships only the controls; the copying and the menu's keyboard
 * behaviour load on first use. Without JavaScript, the links show as plain links.
 */
export default function CopyPage({permalink}: Props): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  const {llms, pageActions} = useHoverkraftData();
  const [status, setStatus] = useState('');
  const menuId = useId();
  const buttonId = useId();
  // None on a hash-router build, which writes no page files: the copy is made in the browser.
  const twin = useMarkdownTwinPath(permalink);
  if (!llms) {
    return null;
  }
  const twinUrl = twin && new URL(twin, siteConfig.url).href;
  // Every action but copying needs the twin.
  const actions = (pageActions || ['copy', 'view']).filter((action) => action === 'copy' || twin);
  const copies = actions.includes('copy');
  const menu = Array.isArray(pageActions) && actions.length > 1;
  // The links: in the menu when there is one, else in the row (and the row's links without JavaScript).
  const links = actions.flatMap((action) => {
    const link = twin && twinUrl ? actionLink(action, twin, twinUrl) : undefined;
    return link ? [{action, link}] : [];
  });

  const copy = async (article: Element | null) => {
    setStatus('');
    setStatus(await (await loadActions()).copyPage(twin, article));
  };
  const openMenu = async (button: HTMLElement, focus: 'first' | 'last') => {
    (await loadActions()).togglePageActionsMenu(button, focus);
  };
  const onMenuKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      void openMenu(event.currentTarget, event.key === 'ArrowUp' ? 'last' : 'first');
    }
  };

  const copyItem = (inMenu: boolean) => (
    <button
      key="copy"
      type="button"
      className={inMenu ? styles.item : `${styles.button} ${menu ? styles.splitStart : ''}`}
      {...(inMenu ? {role: 'menuitem', tabIndex: -1} : {})}
      onClick={(event) => copy(event.currentTarget.closest('article'))}
    >
      {label.copy()}
    </button>
  );
  const linkItems = (inMenu: boolean) =>
    links.map(({action, link}) => (
      <a key={action} {...link} {...(inMenu ? {role: 'menuitem', tabIndex: -1, className: styles.item} : {})}>
        {label[action]()}
        {link.target && <NewTab />}
      </a>
    ));
  const menuItems = linkItems(true);

  return (
    <div className={styles.copyPage} data-pagefind-ignore="all">
      {/* Copying and the menu need JavaScript: hidden, space kept, until the page has hydrated
          (global.css), and taken out of the row without JavaScript (noscript.css). */}
      <div className={`${styles.controls} hk-needs-javascript`} data-hk-page-actions-controls="">
        {copies && copyItem(false)}
        {menu && (
          <>
            <button
              type="button"
              id={buttonId}
              className={`${styles.button} ${copies ? styles.splitEnd : ''}`}
              aria-haspopup="menu"
              aria-expanded="false"
              aria-controls={menuId}
              aria-label={
                copies
                  ? translate({
                      id: 'theme.hoverkraft.pageActions.more',
                      message: 'More page actions',
                      description:
                        'The accessible name of the button that opens the page-actions menu beside Copy page',
                    })
                  : undefined
              }
              onClick={(event) => openMenu(event.currentTarget, 'first')}
              onKeyDown={onMenuKeyDown}
            >
              {!copies &&
                translate({
                  id: 'theme.hoverkraft.pageActions.menu',
                  message: 'Page actions',
                  description:
                    'The label of the page-actions menu button when the menu has no Copy page button beside it',
                })}
              <svg className={styles.chevron} viewBox="0 0 16 16" aria-hidden="true" focusable="false">
                <path d="M4 6l4 4 4-4" />
              </svg>
            </button>
            {/* Shown and hidden by the menu's behaviour (client/llms/pageActionsMenu.ts), never by React. */}
            <div role="menu" id={menuId} aria-labelledby={buttonId} className={styles.menu} hidden>
              {actions.map((action) =>
                action === 'copy' ? copyItem(true) : menuItems.find((item) => item.key === action),
              )}
            </div>
          </>
        )}
      </div>
      {menu ? <noscript>{linkItems(false)}</noscript> : linkItems(false)}
      <span role="status">{status}</span>
    </div>
  );
}
