import {translate} from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {markdownTwinPath, useHoverkraftData} from '@hoverkraft/docusaurus-theme/client';
import {type ReactNode, useState} from 'react';
import styles from './styles.module.css';

export type Props = {
  /** The page's route path, base URL included, as the site links to it. */
  permalink: string;
};

/**
 * "Copy page" and "View as Markdown" for a doc or blog post: the button copies the page's
 * Markdown twin to the clipboard and says how that went in a polite live region. Every page
 * ships only the two controls; the copying code loads on the first click.
 */
export default function CopyPage({permalink}: Props): ReactNode {
  const {baseUrl, future} = useDocusaurusContext().siteConfig;
  const [status, setStatus] = useState('');
  if (!useHoverkraftData().llms) {
    return null;
  }
  // A hash-router build writes no page files, so no twins: the copy is made in the browser.
  const twin = future.experimental_router === 'hash' ? undefined : markdownTwinPath(permalink, baseUrl);
  return (
    <div className={styles.copyPage} data-pagefind-ignore="all">
      <button
        type="button"
        // Copying needs JavaScript: hidden, space kept, until the page has hydrated (global.css).
        className={`${styles.button} hk-needs-javascript`}
        onClick={async (event) => {
          const article = event.currentTarget.closest('article');
          setStatus('');
          setStatus(await (await import('@hoverkraft/docusaurus-theme/client/copy-page')).copyPage(twin, article));
        }}
      >
        {translate({
          id: 'theme.hoverkraft.copyPage.button',
          message: 'Copy page',
          description: 'The button that copies the page as Markdown',
        })}
      </button>
      {twin && (
        <a href={twin}>
          {translate({
            id: 'theme.hoverkraft.copyPage.view',
            message: 'View as Markdown',
            description: "The link to the page's Markdown twin",
          })}
        </a>
      )}
      <span role="status">{status}</span>
    </div>
  );
}
