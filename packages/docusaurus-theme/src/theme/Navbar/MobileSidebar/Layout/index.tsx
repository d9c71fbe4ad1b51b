import {translate} from '@docusaurus/Translate';
import {ThemeClassNames} from '@docusaurus/theme-common';
import type {Props} from '@theme/Navbar/MobileSidebar/Layout';
import NavbarMobileSidebarLayout from '@theme-init/Navbar/MobileSidebar/Layout';
import {type ReactNode, useEffect} from 'react';

export type {Props};

const loadMobileMenu = () => import('@hoverkraft/docusaurus-theme/client/mobile-menu');

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
    // The dialog's code is a chunk of its own: the menu exists only at phone width, so desktop
    // readers never download it (it stays out of every page's main bundle). A menu opened
    // before the chunk arrives becomes modal when it does (makeMobileMenuModal reads its state).
    let undo: (() => void) | undefined;
    let unmounted = false;
    void loadMobileMenu().then(({makeMobileMenuModal}) => {
      if (!unmounted) {
        undo = makeMobileMenuModal(dialog, label);
      }
    });
    return () => {
      unmounted = true;
      undo?.();
    };
  }, [label]);
  return <NavbarMobileSidebarLayout {...props} />;
}
