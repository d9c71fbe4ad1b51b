import {withSidebarBadge} from '@hoverkraft/docusaurus-theme/client/internal';
import type {Props} from '@theme/DocSidebarItem/Link';
import DocSidebarItemLink from '@theme-init/DocSidebarItem/Link';
import type {ReactNode} from 'react';

export type {Props};

/**
 * theme-classic's sidebar link, with the badge its `customProps.badge` (or its doc's
 * `sidebar_custom_props.badge`) asks for after the label, and in the link's accessible name.
 */
export default function DocSidebarItemLinkWithBadge(props: Props): ReactNode {
  return <DocSidebarItemLink {...withSidebarBadge(props)} />;
}
