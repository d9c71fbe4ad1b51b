import type {AnchorHTMLAttributes, ReactNode} from 'react';

type Props = AnchorHTMLAttributes<HTMLAnchorElement> & {
  item: {
    label: string;
    href?: string;
    className?: string;
    collapsed: boolean;
    customProps?: Record<string, unknown>;
    items: unknown[];
  };
  onItemClick?: unknown;
  activePath: string;
  level: number;
  index: number;
};

/**
 * theme-classic's collapsible category, reduced to the markup the wrapper relies on: the other
 * props are spread on the category link, and the collapse button is named after the label.
 */
export default function DocSidebarItemCategory({
  item,
  onItemClick,
  activePath,
  level,
  index,
  ...props
}: Props): ReactNode {
  return (
    <li className={['menu__list-item', item.className].filter(Boolean).join(' ')}>
      <div className="menu__list-item-collapsible">
        <a className="menu__link menu__link--sublist" href={item.href ?? '#'} {...props}>
          <span title={item.label}>{item.label}</span>
        </a>
        {item.href && (
          <button
            type="button"
            className="clean-btn menu__caret"
            aria-expanded={!item.collapsed}
            aria-label={`Expand sidebar category '${item.label}'`}
          />
        )}
      </div>
    </li>
  );
}
