import type {ReactNode} from 'react';

/** Stands in for theme-classic's Logo, which the override renders when the site has a logo. */
export default function ClassicLogo(props: {imageClassName?: string; titleClassName?: string}): ReactNode {
  return <span data-testid="classic-logo" data-image-class={props.imageClassName} />;
}
