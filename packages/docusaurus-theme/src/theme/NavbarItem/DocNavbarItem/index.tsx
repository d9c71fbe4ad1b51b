import {useActiveDoc, useNavbarDoc} from '@hoverkraft/docusaurus-theme/client/internal';
import DefaultNavbarItem from '@theme/NavbarItem/DefaultNavbarItem';
import type {Props} from '@theme/NavbarItem/DocNavbarItem';
import DocNavbarItemOfThemeClassic from '@theme-init/NavbarItem/DocNavbarItem';
import type {ReactNode} from 'react';

export type {Props};

/**
 * The navbar item of type "doc": a link to one doc, shown as active on that doc and on every doc
 * of its sidebar. A draft doc has no item; an unlisted one has an item only on its own page. The
 * browser shows theme-classic's; the build renders the pages with the same item, found faster.
 *
 * Why a fork and not a wrapper: as for NavbarItem/DocSidebarNavbarItem, theme-classic's item
 * tries every doc of the version with react-router's `matchPath` on every page it renders. The
 * build renders this copy instead, which finds the doc in one step (client/docs/activeDoc.ts) and
 * draws the same link; the browser keeps theme-classic's.
 */
export default function DocNavbarItem(props: Props): ReactNode {
  // The bundler drops the branch a bundle never takes, and with it what only that branch uses.
  return process.env.HOVERKRAFT_BUNDLE === 'client' ? (
    <DocNavbarItemOfThemeClassic {...props} />
  ) : (
    <DocNavbarItemFoundOnce {...props} />
  );
}

function DocNavbarItemFoundOnce({docId, label, docsPluginId, ...props}: Props): ReactNode {
  const activeDoc = useActiveDoc(docsPluginId);
  const doc = useNavbarDoc(docId, docsPluginId);
  const onThisDoc = activeDoc?.path === doc?.path;
  if (doc === null || (doc.unlisted && !onThisDoc)) {
    return null;
  }
  const inItsSidebar = !!activeDoc?.sidebar && activeDoc.sidebar === doc.sidebar;
  return (
    <DefaultNavbarItem
      exact
      {...props}
      isActive={() => onThisDoc || inItsSidebar}
      label={label ?? doc.id}
      to={doc.path}
    />
  );
}
