import Link from '@docusaurus/Link';
import {useThemeConfig} from '@docusaurus/theme-common';
import useBaseUrl from '@docusaurus/useBaseUrl';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {Logo as BrandLogo} from '@hoverkraft/docusaurus-theme/components';
import type {Props} from '@theme/Logo';
import ClassicLogo from '@theme-init/Logo';
import type {ReactNode} from 'react';

/** The navbar logo height, matching Infima's navbar logo box. */
const NAVBAR_LOGO_HEIGHT = 32;

/**
 * The navbar logo. A site's own `navbar.logo` wins; without one, the Hoverkraft mark is shown,
 * following the colour mode.
 */
export default function Logo(props: Props): ReactNode {
  const {
    siteConfig: {title: siteTitle},
  } = useDocusaurusContext();
  const {
    navbar: {title: navbarTitle, logo},
  } = useThemeConfig();
  const homeUrl = useBaseUrl('/');
  if (logo) {
    return <ClassicLogo {...props} />;
  }
  const {imageClassName, titleClassName, ...linkProps} = props;
  return (
    <Link to={homeUrl} {...linkProps}>
      <div className={imageClassName}>
        {/* With a visible title beside it the mark is decorative; alone, it names the site. */}
        <BrandLogo variant="mark" height={NAVBAR_LOGO_HEIGHT} title={navbarTitle ? '' : siteTitle} />
      </div>
      {navbarTitle != null && <b className={titleClassName}>{navbarTitle}</b>}
    </Link>
  );
}
