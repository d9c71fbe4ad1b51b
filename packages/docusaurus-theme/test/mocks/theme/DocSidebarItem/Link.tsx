import type {AnchorHTMLAttributes, ReactNode} from 'react';

type Props = AnchorHTMLAttributes<HTMLAnchorElement> & {
  item: {label: string; href: string; className?: string; customProps?: Record<string, unknown>};
  onItemClick?: unknown;
  activePath: string;
  level: number;
  index: number;
};

/**
 * theme-classic's sidebar link, reduced to the markup the wrapper relies on: the other props are
 * spread on the link, and the label (and the "opens in new tab" icon) are its content.
 */
export default function DocSidebarItemLink({item, onItemClick, activePath, level, index, ...props}: Props): ReactNode {
  const external = /^https?:/.test(item.href);
  return (
    <li className={['menu__list-item', item.className].filter(Boolean).join(' ')}>
      <a
        className={item.href === activePath ? 'menu__link menu__link--active' : 'menu__link'}
        href={item.href}
        aria-current={item.href === activePath ? 'page' : undefined}
        {...props}
      >
        <span title={item.label}>{item.label}</span>
        {external && <svg aria-label="(opens in new tab)" />}
      </a>
    </li>
  );
}
