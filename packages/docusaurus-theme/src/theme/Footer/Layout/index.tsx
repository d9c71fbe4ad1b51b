import {ThemeClassNames, useThemeConfig} from '@docusaurus/theme-common';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import type {ThemeConfig} from '@hoverkraft/docusaurus-theme/client';
import {Logo} from '@hoverkraft/docusaurus-theme/components';
import type {Props} from '@theme/Footer/Layout';
import clsx from 'clsx';
import type {ReactNode} from 'react';
import styles from './styles.module.css';

/** The height of the brand mark in the footer's brand row. */
const FOOTER_LOGO_HEIGHT = 28;

/** The footer line: `hoverkraft.footer.tagline`, else the site tagline; `false` hides the row. */
function useFooterTagline(): string | false {
  const {siteConfig} = useDocusaurusContext();
  const {hoverkraft} = useThemeConfig() as ReturnType<typeof useThemeConfig> & Partial<ThemeConfig>;
  const tagline = hoverkraft?.footer?.tagline;
  return tagline === undefined ? siteConfig.tagline : tagline;
}

/**
 * The footer shell. theme-classic still renders the link columns (or the flat link row), the
 * footer logo and the copyright; this adds the brand row and the accent rule.
 *
 * Why a fork and not a wrapper: the brand row sits inside the footer's container, above the
 * links, where a wrapper cannot reach. test/upstreamForks.test.ts fails when theme-classic's
 * Footer/Layout changes, so that an upgrade is reviewed.
 */
export default function FooterLayout({style, links, logo, copyright}: Props): ReactNode {
  const tagline = useFooterTagline();
  return (
    <footer
      className={clsx(
        ThemeClassNames.layout.footer.container,
        'footer',
        style === 'dark' && 'footer--dark',
        styles.footer,
      )}
    >
      <div className="container container-fluid">
        {tagline && (
          <div className={styles.brandRow}>
            <Logo variant="full" height={FOOTER_LOGO_HEIGHT} />
            <p className={styles.tagline}>{tagline}</p>
          </div>
        )}
        {links}
        {(logo || copyright) && (
          <div className="footer__bottom text--center">
            {logo && <div className="margin-bottom--sm">{logo}</div>}
            {copyright}
          </div>
        )}
      </div>
    </footer>
  );
}
