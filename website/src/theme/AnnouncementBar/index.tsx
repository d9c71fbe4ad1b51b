import {createStorageSlot, useThemeConfig} from '@docusaurus/theme-common';
import AnnouncementBar from '@theme-original/AnnouncementBar';
import {type ReactNode, useEffect, useLayoutEffect} from 'react';

/** theme-classic's inline script sets it before hydration from the stored dismissal flag; its CSS hides the bar while it is 'true'. */
const INITIALLY_DISMISSED_ATTRIBUTE = 'data-announcement-bar-initially-dismissed';
/** The id of the last announcement the reader saw, as theme-common stores it. */
const SeenIdStorage = createStorageSlot('docusaurus.announcement.id');
/** theme-classic's close button (the bar's container keeps this class on every version). */
const CLOSE_BUTTON = '.theme-announcement-bar .close';
/** Where focus goes once the bar is gone: the navbar, next in reading order. */
const AFTER_THE_BAR = '.navbar a[href], .navbar button';

/**
 * Closing the bar removes the button that had focus, and the browser drops focus to <body>: a
 * keyboard or screen-reader user is sent back to the top of the document. Focus moves to the
 * first control after the bar instead, once React has removed it.
 */
function moveFocusPastClosedBar(event: MouseEvent): void {
  if (!(event.target instanceof Element) || !event.target.closest(CLOSE_BUTTON)) {
    return;
  }
  requestAnimationFrame(() => {
    if (document.activeElement && document.activeElement !== document.body) {
      return;
    }
    // The first that takes focus: the menu button comes first in the markup but is hidden on desktop.
    for (const control of Array.from(document.querySelectorAll<HTMLElement>(AFTER_THE_BAR))) {
      control.focus();
      if (document.activeElement === control) {
        return;
      }
    }
  });
}

/**
 * theme-classic's announcement bar, shown again as soon as its id changes. The inline script
 * hides a bar the reader dismissed from the stored flag alone, before React knows the id; for a
 * new id theme-common then shows the bar again, but the attribute stayed 'true', so CSS kept
 * the new announcement hidden until the next full page load. This clears it for a new id. It
 * runs before theme-common stores the new id (child effects run before their provider's).
 */
export default function AnnouncementBarWrapper(): ReactNode {
  const {announcementBar} = useThemeConfig();
  useLayoutEffect(() => {
    if (announcementBar && SeenIdStorage.get() !== announcementBar.id) {
      document.documentElement.setAttribute(INITIALLY_DISMISSED_ATTRIBUTE, 'false');
    }
  }, [announcementBar]);
  useEffect(() => {
    if (!announcementBar?.isCloseable) {
      return undefined;
    }
    document.addEventListener('click', moveFocusPastClosedBar);
    return () => document.removeEventListener('click', moveFocusPastClosedBar);
  }, [announcementBar]);
  return <AnnouncementBar />;
}
