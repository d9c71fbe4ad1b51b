import type {ReactNode} from 'react';

type Props = {to: string; label: ReactNode; isActive?: () => boolean; exact?: boolean};

/** theme-classic's navbar link, reduced to what a test reads: where it goes, its label, whether it is active. */
export default function DefaultNavbarItem({to, label, isActive}: Props): ReactNode {
  return (
    <a href={to} aria-current={isActive?.() ? 'page' : undefined}>
      {label}
    </a>
  );
}
