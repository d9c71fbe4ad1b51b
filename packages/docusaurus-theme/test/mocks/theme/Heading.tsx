import type {ComponentProps, ReactNode} from 'react';

/** theme-classic's Heading without its anchor link: the heading element of the level asked for. */
export default function Heading({
  as: As,
  ...props
}: {as: 'h1' | 'h2' | 'h3' | 'h4' | 'h5' | 'h6'} & ComponentProps<'h1'>): ReactNode {
  return <As {...props} />;
}
