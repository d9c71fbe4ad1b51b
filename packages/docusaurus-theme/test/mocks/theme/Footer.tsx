import type {ReactNode} from 'react';

export default function Footer(): ReactNode {
  return <div data-testid="Footer" />;
}
