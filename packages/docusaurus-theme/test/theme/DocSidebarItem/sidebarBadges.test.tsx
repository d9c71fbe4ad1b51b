import {render, screen} from '@testing-library/react';
import {describe, expect, it} from 'vitest';
import DocSidebarItemCategory from '../../../src/theme/DocSidebarItem/Category';
import DocSidebarItemLink from '../../../src/theme/DocSidebarItem/Link';

const place = {activePath: '/docs/other', level: 1, index: 0};

function renderLink(item: {label: string; href: string; className?: string; customProps?: Record<string, unknown>}) {
  return render(
    <ul>
      <DocSidebarItemLink item={{type: 'link', ...item}} {...place} />
    </ul>,
  );
}

describe('@theme/DocSidebarItem/Link', () => {
  it('draws the badge of customProps.badge after the label and reads it in the link name', () => {
    renderLink({
      label: 'Installation',
      href: '/docs/installation',
      className: 'site-item',
      customProps: {badge: {text: 'New', type: 'tip'}},
    });
    const link = screen.getByRole('link', {name: 'Installation, New'});
    expect(link).toHaveAttribute('data-hk-sidebar-badge', 'New');
    expect(link).toHaveAttribute('data-hk-badge', 'tip');
    // theme-classic's classes and label stay as they were: truncation and the active state rely on them.
    expect(link).toHaveClass('menu__link');
    expect(screen.getByTitle('Installation')).toHaveTextContent(/^Installation$/);
    // The item's own class stays, beside the ones the badge's stylesheets select: the sidebar
    // badge's look, and the types' colours it shares with the Badge component.
    expect(link.closest('li')).toHaveClass('menu__list-item', 'site-item', 'badged', 'typed');
  });

  it('takes the label alone as a note badge', () => {
    renderLink({label: 'Search', href: '/docs/search', customProps: {badge: 'Beta'}});
    const link = screen.getByRole('link', {name: 'Search, Beta'});
    expect(link).toHaveAttribute('data-hk-badge', 'note');
  });

  it('keeps "(opens in new tab)" in the name of an external link', () => {
    renderLink({label: 'GitHub', href: 'https://github.com/hoverkraft-tech', customProps: {badge: 'v1'}});
    expect(screen.getByRole('link', {name: 'GitHub, v1 (opens in new tab)'})).toBeInTheDocument();
  });

  it('leaves a link without a badge, or with other custom props, exactly as theme-classic draws it', () => {
    renderLink({label: 'Usage', href: '/docs/usage', customProps: {icon: 'book'}});
    const link = screen.getByRole('link', {name: 'Usage'});
    expect(link).not.toHaveAttribute('aria-label');
    expect(link).not.toHaveAttribute('data-hk-sidebar-badge');
    expect(link.closest('li')).not.toHaveClass('badged');
    expect(link).not.toHaveAttribute('data-hk-badge');
  });

  it('draws nothing for a badge the build refuses, rather than a broken one', () => {
    renderLink({label: 'Usage', href: '/docs/usage', customProps: {badge: {text: 'New', type: 'new'}}});
    expect(screen.getByRole('link', {name: 'Usage'})).not.toHaveAttribute('data-hk-sidebar-badge');
  });
});

describe('@theme/DocSidebarItem/Category', () => {
  it('puts the badge on the category link; the collapse button keeps its own name', () => {
    render(
      <ul>
        <DocSidebarItemCategory
          item={{
            type: 'category',
            label: 'Components',
            href: '/docs/components',
            collapsed: true,
            collapsible: true,
            items: [],
            customProps: {badge: {text: 'New', type: 'success'}},
          }}
          {...place}
        />
      </ul>,
    );
    const link = screen.getByRole('link', {name: 'Components, New'});
    expect(link).toHaveAttribute('data-hk-badge', 'success');
    expect(link.closest('li')).toHaveClass('badged');
    expect(screen.getByRole('button', {name: "Expand sidebar category 'Components'"})).toBeInTheDocument();
  });
});
