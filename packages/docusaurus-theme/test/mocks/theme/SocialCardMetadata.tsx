import type {ReactNode} from 'react';

/** The social card's metadata, reduced to the other head tags it is given, which it keeps. */
export default function SocialCardMetadata({children}: {children?: ReactNode}): ReactNode {
  return children ?? null;
}
