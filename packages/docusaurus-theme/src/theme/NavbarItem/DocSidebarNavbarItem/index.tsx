import {useActiveDoc, useNavbarSidebar} from '@hoverkraft/docusaurus-theme/client/internal';
import DefaultNavbarItem from '@theme/NavbarItem/DefaultNavbarItem';
import type {Props} from '@theme/NavbarItem/DocSidebarNavbarItem';
import DocSidebarNavbarItemOfThemeClassic from '@theme-init/NavbarItem/DocSidebarNavbarItem';
import type {ReactNode} from 'react';

export type {Props};

/**
 * The navbar item of type "docSidebar": a link to the first doc of a sidebar, shown as active on
 * every doc of that sidebar. The browser shows theme-classic's; the build renders the pages with
 * the same item, found faster.
 *
 * Why a fork and not a wrapper: theme-classic's item finds the doc at the location through the
 * docs plugin's hooks, which try every doc of the version with react-router's `matchPath`, twice,
 * on every page; rendering the pages of a site of N docs pays N² matches. A wrapper would still
 * render it. The build renders this copy instead, whose hooks (client/docs/activeDoc.ts) find
 * the doc in one step; it draws the same link. The browser, which renders one page at a time,
 * keeps theme-classic's item, so that the copy adds nothing to its bundle.
 */
export default function DocSidebarNavbarItem(props: Props): ReactNode {
  // The bundler drops the branch a bundle never takes, and with it what only that branch uses.
  return process.env.HOVERKRAFT_BUNDLE === 'client' ? (
    <DocSidebarNavbarItemOfThemeClassic {...props} />
  ) : (
    <DocSidebarNavbarItemFoundOnce {...props} />
  );
}

function DocSidebarNavbarItemFoundOnce({sidebarId, label, docsPluginId, ...props}: Props): ReactNode {
  const activeDoc = useActiveDoc(docsPluginId);
  const {link} = useNavbarSidebar(sidebarId, docsPluginId);
  if (!link) {
    throw new Error(
      `A navbar item links to the sidebar "${sidebarId}" (its sidebarId), which has no doc or category link to open.`,
    );
  }
  return (
    <DefaultNavbarItem
      exact
      {...props}
      isActive={() => activeDoc?.sidebar === sidebarId}
      label={label ?? link.label}
      to={link.path}
    />
  );
}
