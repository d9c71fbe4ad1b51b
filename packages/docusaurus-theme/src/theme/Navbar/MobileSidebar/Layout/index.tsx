import {translate} from '@docusaurus/Translate';
import {ThemeClassNames} from '@docusaurus/theme-common';
import {makeMobileMenuModal} from '@hoverkraft/docusaurus-theme/client';
import type {Props} from '@theme/Navbar/MobileSidebar/Layout';
import NavbarMobileSidebarLayout from '@theme-init/Navbar/MobileSidebar/Layout';
import {type ReactNode, useEffect} from 'react';

export type {Props};

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
    return dialog ? makeMobileMenuModal(dialog, label) : undefined;
  }, [label]);
  return <NavbarMobileSidebarLayout {...props} />;
}
