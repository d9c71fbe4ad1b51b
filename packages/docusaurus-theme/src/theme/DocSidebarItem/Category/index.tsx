import {withSidebarBadge} from '@hoverkraft/docusaurus-theme/client/internal';
import type {Props} from '@theme/DocSidebarItem/Category';
import DocSidebarItemCategory from '@theme-init/DocSidebarItem/Category';
import type {ReactNode} from 'react';

export type {Props};

/**
 * theme-classic's sidebar category, with the badge its `customProps.badge` (or its linked doc's
 * `sidebar_custom_props.badge`) asks for after the label, and in the category link's accessible
 * name; the collapse button keeps its own name. theme-classic spreads these props on the category
 * link, and on the plain link it draws instead when the category has no visible item.
 */
export default function DocSidebarItemCategoryWithBadge(props: Props): ReactNode {
  return <DocSidebarItemCategory {...withSidebarBadge(props)} />;
}
