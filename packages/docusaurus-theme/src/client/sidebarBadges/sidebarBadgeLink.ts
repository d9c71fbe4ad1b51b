import {translate} from '@docusaurus/Translate';
import {readSidebarBadge, type SidebarBadgeType} from '../../shared/sidebarBadge';
import './sidebarBadge.css';

/** The attributes that put a sidebar item's badge on its link (theme/DocSidebarItem/Link and /Category). */
export type SidebarBadgeLinkProps = {
  'aria-label': string;
  'data-hk-sidebar-badge': string;
  'data-hk-sidebar-badge-type': SidebarBadgeType;
};

/** An address with a scheme or protocol-relative, which theme-classic draws with its "opens in new tab" icon. */
const isExternal = (href: string | undefined) => href !== undefined && /^(?:[a-z][a-z\d+.-]*:|\/\/)/i.test(href);

/**
 * The link of a sidebar item whose custom props carry a badge gets its words in a data attribute,
 * which sidebarBadge.css draws as a badge after the label, and an accessible name that reads both
 * ("Installation, New"). theme-classic renders the label inside the link itself, so the wrappers
 * can only add attributes to the link (its props are spread on it): the badge is drawn by CSS, and
 * the name is set here because CSS text is not reliably part of a link's name. An external link's
 * name keeps theme-classic's "(opens in new tab)", which its icon would otherwise give.
 * Items without a badge, or with one the build refused (server/sidebarBadges/), get nothing.
 */
export function sidebarBadgeLinkProps(item: {
  label: string;
  href?: string;
  customProps?: Record<string, unknown>;
}): SidebarBadgeLinkProps | undefined {
  const badge = readSidebarBadge(item.customProps);
  if (!badge) {
    return undefined;
  }
  const name = translate(
    {
      id: 'theme.hoverkraft.sidebarBadge.accessibleName',
      message: '{label}, {badge}',
      description: 'The accessible name of a sidebar link that carries a badge: its label, then the badge',
    },
    {label: item.label, badge: badge.text},
  );
  const newTab = isExternal(item.href)
    ? ` ${translate({
        id: 'theme.IconExternalLink.ariaLabel',
        message: '(opens in new tab)',
        description: 'The ARIA label for the external link icon',
      })}`
    : '';
  return {
    'aria-label': `${name}${newTab}`,
    'data-hk-sidebar-badge': badge.text,
    'data-hk-sidebar-badge-type': badge.type,
  };
}
