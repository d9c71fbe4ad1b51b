import isInternalUrl from '@docusaurus/isInternalUrl';
import {translate} from '@docusaurus/Translate';
import clsx from 'clsx';
import badgeTypes from '../../components/Badge/badgeTypes.module.css';
import {readSidebarBadge} from '../../shared/sidebarBadge';
import styles from './sidebarBadge.module.css';

/** What the sidebar item components receive that the badge reads and changes. */
type SidebarItemProps = {
  item: {label: string; href?: string; className?: string; customProps?: Record<string, unknown>};
};

/** A link theme-classic draws with its "opens in new tab" icon: by the same test it uses. */
const isExternal = (href: string | undefined) => href !== undefined && !isInternalUrl(href);

/**
 * The props of a sidebar item (theme/DocSidebarItem/Link and /Category) whose custom props carry
 * a badge, with the badge added: its words and type in data attributes of the link, which
 * sidebarBadge.module.css draws after the label inside the item, in the colours the Badge
 * component's badgeTypes.module.css gives the type (its <li> gets both stylesheets' classes
 * through the item's className), and an accessible name that reads both ("Installation,
 * New"). theme-classic renders the label inside the link itself and spreads the other props on
 * the link, so attributes are all a wrapper can add: the badge is drawn by CSS, and the name is
 * set here because CSS text is not reliably part of a link's name. An external link's name keeps
 * theme-classic's "(opens in new tab)", which its icon would otherwise give.
 * Items without a badge, or with one the build refused (server/sidebarBadges/), are left as they are.
 */
export function withSidebarBadge<Props extends SidebarItemProps>(props: Props): Props {
  const {item} = props;
  const badge = readSidebarBadge(item.customProps);
  if (!badge) {
    return props;
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
    ...props,
    item: {...item, className: clsx(item.className, styles.badged, badgeTypes.typed)},
    'aria-label': `${name}${newTab}`,
    'data-hk-sidebar-badge': badge.text,
    'data-hk-badge': badge.type,
  };
}
