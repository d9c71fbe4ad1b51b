import {createStorageSlot, useThemeConfig} from '@docusaurus/theme-common';
import AnnouncementBar from '@theme-original/AnnouncementBar';
import {type ReactNode, useLayoutEffect} from 'react';

/** theme-classic's inline script sets it before hydration from the stored dismissal flag; its CSS hides the bar while it is 'true'. */
const INITIALLY_DISMISSED_ATTRIBUTE = 'data-announcement-bar-initially-dismissed';
/** The id of the last announcement the reader saw, as theme-common stores it. */
const SeenIdStorage = createStorageSlot('docusaurus.announcement.id');

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
  return <AnnouncementBar />;
}
