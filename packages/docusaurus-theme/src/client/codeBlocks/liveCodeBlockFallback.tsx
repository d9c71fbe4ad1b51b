import type {Props} from '@theme/CodeBlock';
import StringContent from '@theme/CodeBlock/Content/String';
import type {ReactNode} from 'react';

/**
 * `@theme/LiveCodeBlock` in a site without theme-live-codeblock (the plugin adds the alias only
 * then): a block marked `live` shows its code, not an editor, as it does in a stock site.
 */
export default function LiveCodeBlockFallback({
  children,
  ...props
}: Omit<Props, 'children'> & {children: string}): ReactNode {
  return <StringContent {...props}>{children}</StringContent>;
}
