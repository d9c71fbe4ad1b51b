import type {ReactNode} from 'react';

export default function LayoutProvider({children}: {children: ReactNode}): ReactNode {
  return <div data-testid="LayoutProvider">{children}</div>;
}
