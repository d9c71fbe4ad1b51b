import type {Props} from '@theme/ColorModeToggle';
import ColorModeToggle from '@theme-init/ColorModeToggle';
import clsx from 'clsx';
import type {ReactNode} from 'react';

export type {Props};

/** Marks controls that do nothing without JavaScript: global.css hides them until hydration. */
export const NEEDS_JAVASCRIPT_CLASS = 'hk-needs-javascript';

/**
 * theme-classic's colour-mode toggle, kept out of sight until React has hydrated the page: it
 * is rendered disabled until then, and a reader cannot tell a disabled toggle from a broken one.
 */
export default function ColorModeToggleWhenHydrated(props: Props): ReactNode {
  return <ColorModeToggle {...props} className={clsx(props.className, NEEDS_JAVASCRIPT_CLASS)} />;
}
