import type {ReactNode} from 'react';

/** theme-classic's navbar item, which the browser's bundle renders: a test reads that it was. */
export default function DocNavbarItemOfThemeClassic(): ReactNode {
  return <span>theme-classic's DocNavbarItem</span>;
}
