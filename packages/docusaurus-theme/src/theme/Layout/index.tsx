import ErrorBoundary from '@docusaurus/ErrorBoundary';
import {PageMetadata, SkipToContentFallbackId, ThemeClassNames} from '@docusaurus/theme-common';
import {useTabLeavesCodeEditors} from '@hoverkraft/docusaurus-theme/client';
import AnnouncementBar from '@theme/AnnouncementBar';
import ErrorPageContent from '@theme/ErrorPageContent';
import Footer from '@theme/Footer';
import type {Props} from '@theme/Layout';
import LayoutProvider from '@theme/Layout/Provider';
import Navbar from '@theme/Navbar';
import SkipToContent from '@theme/SkipToContent';
import SocialCardMetadata from '@theme/SocialCardMetadata';
import clsx from 'clsx';
import {type ReactNode, useEffect} from 'react';
import styles from './styles.module.css';

export type {Props};

/** The class on every page's main wrapper, a hook for site CSS that targets branded pages. */
export const LAYOUT_CLASS = 'hk-layout';

/** The body class theme-common 3.9's stylesheet expects while the reader uses the keyboard. */
export const KEYBOARD_NAVIGATION_CLASS = 'navigation-with-keyboard';

/**
 * Marks the body while the reader moves with Tab, and unmarks it on a click. theme-common 3.9
 * ships a rule that hides focus outlines on an unmarked body, and sets the mark from a hook
 * that is not public (3.10 removed both and relies on :focus-visible). Setting the mark here
 * keeps focus rings for keyboard readers on 3.9 and is harmless on 3.10.
 */
function useKeyboardNavigationMark(): void {
  useEffect(() => {
    const mark = (on: boolean) => document.body.classList.toggle(KEYBOARD_NAVIGATION_CLASS, on);
    const onKeyDown = (event: KeyboardEvent) => event.key === 'Tab' && mark(true);
    const onMouseDown = () => mark(false);
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('mousedown', onMouseDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('mousedown', onMouseDown);
    };
  }, []);
}

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
 */
export default function Layout({children, noFooter, wrapperClassName, title, description}: Props): ReactNode {
  useKeyboardNavigationMark();
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
