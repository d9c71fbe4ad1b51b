import type {Props} from '@theme/CodeBlock';
import ElementContent from '@theme/CodeBlock/Content/Element';
import StringContent from '@theme/CodeBlock/Content/String';
import LiveCodeBlock from '@theme/LiveCodeBlock';
import {Children, isValidElement, type ReactNode} from 'react';

export type {Props};

/** The text of a code block whose children are only strings; other children as they are. */
function plainText(children: ReactNode): ReactNode {
  if (Children.toArray(children).some((child) => isValidElement(child))) {
    return children;
  }
  return Array.isArray(children) ? children.join('') : children;
}

/**
 * A code block whose first render in the browser is its last.
 *
 * theme-classic's CodeBlock gives its content `key={String(isBrowser)}`, so every code block is
 * thrown away and tokenised again right after hydration. It does that because its server
 * markup carries the light Prism colours inline and a dark-mode reader needs them replaced. In
 * this theme the markup is the same in both modes (server/prismCss.ts turns both Prism themes
 * into CSS custom properties), so the remount buys nothing: on /docs/getting-started at 4x CPU
 * it cost about 95 ms of blocking time (issue "Halve the main-thread blocking time").
 *
 * Blocks marked `live` go to `@theme/LiveCodeBlock` as theme-live-codeblock's own CodeBlock
 * would send them: list this theme after `@docusaurus/theme-live-codeblock` in `themes`. Sites
 * without that theme get a plain code block for them (the plugin aliases
 * `@theme/LiveCodeBlock` to client/liveCodeBlockFallback), as stock Docusaurus gives.
 */
export default function CodeBlock({children, ...props}: Props & {live?: boolean}): ReactNode {
  const content = plainText(children);
  if (props.live && typeof content === 'string') {
    return <LiveCodeBlock {...props}>{content}</LiveCodeBlock>;
  }
  if (typeof content === 'string') {
    return <StringContent {...props}>{content}</StringContent>;
  }
  return <ElementContent {...props}>{content}</ElementContent>;
}
