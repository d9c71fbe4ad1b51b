import ErrorBoundary from '@docusaurus/ErrorBoundary';
import {PageMetadata, SkipToContentFallbackId, ThemeClassNames} from '@docusaurus/theme-common';
import AnnouncementBar from '@theme/AnnouncementBar';
import ErrorPageContent from '@theme/ErrorPageContent';
import Footer from '@theme/Footer';
import type {Props} from '@theme/Layout';
import LayoutProvider from '@theme/Layout/Provider';
import Navbar from '@theme/Navbar';
import SkipToContent from '@theme/SkipToContent';
import SocialCardMetadata from '@theme/SocialCardMetadata';
import clsx from 'clsx';
import type {ReactNode} from 'react';
import styles from './styles.module.css';

export type {Props};

/** The class on every page's main wrapper, a hook for site CSS that targets branded pages. */
export const LAYOUT_CLASS = 'hk-layout';

/**
 * The page shell. It composes theme-classic's own parts (providers, skip link, announcement
 * bar, navbar, error boundary, footer), each still swizzlable on its own, and marks the main
 * area with the brand class.
 *
 * Why a fork and not a wrapper: inside a theme, `@theme-init/Layout` is core's fallback Layout
 * (core's fallback theme is the first to provide one), not theme-classic's, and
 * `@theme-original/Layout` is this file. Neither reaches theme-classic's Layout, so its few
 * lines of composition are repeated here. test/upstreamForks.test.ts fails when the upstream
 * file changes, so that an upgrade is reviewed rather than drifting.
 *
 * One part of theme-classic 3.9's Layout is left out on purpose: its keyboard-navigation hook,
 * which takes the `navigation-with-keyboard` class off the body on a click (where
 * theme-common's stylesheet then hides focus outlines) and puts it back on Tab. theme-classic's
 * SiteMetadata writes that class into every page's HTML; left there, focus rings follow
 * `:focus-visible`, as they do on 3.10, which dropped both the hook and the rule.
 */
export default function Layout({children, noFooter, wrapperClassName, title, description}: Props): ReactNode {
  return (
    <LayoutProvider>
      <PageMetadata title={title} description={description} />
      <SocialCardMetadata />
      <SkipToContent />
      <AnnouncementBar />
      <Navbar />
      <div
        id={SkipToContentFallbackId}
        className={clsx(
          ThemeClassNames.layout.main.container,
          ThemeClassNames.wrapper.main,
          LAYOUT_CLASS,
          styles.main,
          wrapperClassName,
        )}
      >
        <ErrorBoundary fallback={(params) => <ErrorPageContent {...params} />}>{children}</ErrorBoundary>
      </div>
      {!noFooter && <Footer />}
    </LayoutProvider>
  );
}
