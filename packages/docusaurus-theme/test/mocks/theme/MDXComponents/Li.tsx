import type {ComponentProps, ReactNode} from 'react';

/** theme-classic's MDX list item, which adds only anchor bookkeeping to a plain <li>. */
export default function MDXLi(props: ComponentProps<'li'>): ReactNode {
  return <li {...props} />;
}
