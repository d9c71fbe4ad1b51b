import type {ReactNode} from 'react';

export default function Navbar(): ReactNode {
  return <div data-testid="Navbar" />;
}
