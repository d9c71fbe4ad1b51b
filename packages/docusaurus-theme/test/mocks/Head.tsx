import type {ReactNode} from 'react';

/** Docusaurus Head, reduced to its children: React 19 hoists <meta> and <title> into <head>. */
export default function Head({children}: {children: ReactNode}): ReactNode {
  return children;
}
