import type {ReactNode} from 'react';

/** theme-classic's navbar item, which the browser's bundle renders: a test reads that it was. */
export default function DocSidebarNavbarItemOfThemeClassic(): ReactNode {
  return <span>theme-classic's DocSidebarNavbarItem</span>;
}
