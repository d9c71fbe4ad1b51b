import Translate from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {useHoverkraftData} from '@hoverkraft/docusaurus-theme/client';
import {type ReactNode, useState} from 'react';
import styles from './styles.module.css';

export type Props = {
  /** The page's route path, base URL included, as the site links to it. */
  permalink: string;
};

/**
 * "Copy page" and "View as Markdown" for a doc or blog post: the button copies the page's
 * Markdown twin to the clipboard and says how that went in a polite live region. Every page
 * ships only the two controls, so they stay small (their messages' descriptions for
 * translators are in i18n-notes); the copying code loads on the first click.
 */
export default function CopyPage({permalink}: Props): ReactNode {
  const {baseUrl, future} = useDocusaurusContext().siteConfig;
  const [status, setStatus] = useState('');
  if (!useHoverkraftData().llms) {
    return null;
  }
  // A hash-router build writes no page files, so no twins: the copy is made in the browser.
  // The twin's path is markdownTwinPath's (client/llms.ts), spelled out here to keep every
  // page's JavaScript small; a test keeps the two in step.
  const path = permalink.replace(/\/$/, '');
  const twin =
    future.experimental_router === 'hash' ? undefined : `${path.length < baseUrl.length ? `${baseUrl}index` : path}.md`;
  return (
    <div className={styles.copyPage} data-pagefind-ignore="all">
      <button
        type="button"
        className={styles.button}
        onClick={async (event) => {
          const article = event.currentTarget.closest('article');
          setStatus('');
          setStatus(await (await import('../../llms/copyPage')).copyPage(twin, article));
        }}
      >
        <Translate id="theme.hoverkraft.copyPage.button">Copy page</Translate>
      </button>
      {twin && (
        <a href={twin}>
          <Translate id="theme.hoverkraft.copyPage.view">View as Markdown</Translate>
        </a>
      )}
      <span role="status">{status}</span>
    </div>
  );
}
