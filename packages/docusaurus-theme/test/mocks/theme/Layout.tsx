import type {ReactNode} from 'react';

export default function Layout({children, title}: {children: ReactNode; title?: string}): ReactNode {
  return (
    <div data-testid="Layout" data-title={title}>
      {children}
    </div>
  );
}
