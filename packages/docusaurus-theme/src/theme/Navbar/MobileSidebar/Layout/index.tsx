import {translate} from '@docusaurus/Translate';
import {ThemeClassNames} from '@docusaurus/theme-common';
import type {Props} from '@theme/Navbar/MobileSidebar/Layout';
import NavbarMobileSidebarLayout from '@theme-init/Navbar/MobileSidebar/Layout';
import {type ReactNode, useEffect} from 'react';

export type {Props};

const loadMobileMenu = () => import('@hoverkraft/docusaurus-theme/client/mobile-menu');

/** theme-classic's button that opens the mobile menu. */
const MENU_BUTTON = '.navbar__toggle';
/** The navbar class theme-classic sets while the mobile menu is open. */
const OPEN_CLASS = 'navbar-sidebar--show';
/** What comes before a click on the menu button, whatever the reader uses. */
const REACH_EVENTS = ['pointerdown', 'touchstart', 'keydown'] as const;

/**
 * theme-classic's mobile menu (the main menu and, on docs pages, the docs sidebar beside it) as
 * a modal dialog: named, focus kept inside while open, Escape to close, the page behind inert.
 * The menu renders only in the browser at phone width, so the attributes are set after mount.
 */
export default function NavbarMobileSidebarLayoutDialog(props: Props): ReactNode {
  const label = translate({
    id: 'theme.hoverkraft.mobileMenu.label',
    message: 'Site navigation',
    description: 'The accessible name of the mobile menu dialog',
  });
  useEffect(() => {
    const dialog = document.querySelector<HTMLElement>(`.${ThemeClassNames.layout.navbar.mobileSidebar.container}`);
    if (!dialog) {
      return undefined;
    }
    // The dialog's code is a chunk of its own, fetched when the reader first reaches for the
    // menu button (pointer, touch or key: each comes before the click that opens the menu), so
    // no page loads it to show itself. A menu opened before the chunk arrives becomes modal when
    // it does (makeMobileMenuModal reads its state).
    let undo: (() => void) | undefined;
    let unmounted = false;
    const load = () => {
      stopWaiting();
      void loadMobileMenu().then(({makeMobileMenuModal}) => {
        if (!unmounted) {
          undo = makeMobileMenuModal(dialog, label);
        }
      });
    };
    const onReach = (event: Event) => {
      if (event.target instanceof Element && event.target.closest(MENU_BUTTON)) {
        load();
      }
    };
    const stopWaiting = () => {
      for (const type of REACH_EVENTS) {
        document.removeEventListener(type, onReach, true);
      }
    };
    if (document.querySelector(`.${OPEN_CLASS}`)) {
      load();
    } else {
      for (const type of REACH_EVENTS) {
        document.addEventListener(type, onReach, {capture: true, passive: true});
      }
    }
    return () => {
      unmounted = true;
      stopWaiting();
      undo?.();
    };
  }, [label]);
  return <NavbarMobileSidebarLayout {...props} />;
}
