import ErrorBoundary from '@docusaurus/ErrorBoundary';
import {PageMetadata, SkipToContentFallbackId, ThemeClassNames} from '@docusaurus/theme-common';
import {useKeyboardNavigation} from '@docusaurus/theme-common/internal';
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
import {useTabLeavesCodeEditors} from './tabLeavesCodeEditors';

export type {Props};

/** The class on every page's main wrapper, a hook for site CSS that targets branded pages. */
export const LAYOUT_CLASS = 'hk-layout';

/**
 * The page shell. It composes theme-classic's own parts (providers, skip link, announcement
 * bar, navbar, error boundary, footer), each still swizzlable on its own, and marks the main
 * area with the brand class. Core's fallback Layout sits under theme-classic's, so wrapping
 * `@theme-init/Layout` would lose every provider: the parts are composed here instead.
 */
export default function Layout({children, noFooter, wrapperClassName, title, description}: Props): ReactNode {
  // Marks the document while the reader uses the keyboard, so focus outlines show only then.
  useKeyboardNavigation();
  useTabLeavesCodeEditors();
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
