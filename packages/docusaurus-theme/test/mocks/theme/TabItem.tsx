import type {ReactNode} from 'react';

/** theme-classic's TabItem: a tab panel. */
export default function TabItem({children, value}: {children: ReactNode; value: string}): ReactNode {
  return (
    <div role="tabpanel" data-value={value}>
      {children}
    </div>
  );
}
