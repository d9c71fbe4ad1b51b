import {loadHighlighter} from '@hoverkraft/docusaurus-theme/client/internal';
import type {Props} from '@theme/CodeBlock';
import ElementContent from '@theme/CodeBlock/Content/Element';
import StringContent from '@theme/CodeBlock/Content/String';
import {Children, isValidElement, lazy, type ReactNode, Suspense} from 'react';

export type {Props};

/** The text of a code block whose children are only strings; other children as they are. */
function plainText(children: ReactNode): ReactNode {
  if (Children.toArray(children).some((child) => isValidElement(child))) {
    return children;
  }
  return Array.isArray(children) ? children.join('') : children;
}

/**
 * The live editor (react-live, its code transformer and the site's live scope) in a chunk of its
 * own: MDX renders every fenced block through this component, which every page's main bundle
 * holds, so a static import would send the editor to every page of the site.
 */
const LiveCodeBlock = lazy(() =>
  // With the highlighter, whose chunk gives Prism the site's languages before the editor tokenises.
  Promise.all([import('@theme/LiveCodeBlock'), loadHighlighter().catch(() => undefined)]).then(([module]) => module),
);

/**
 * A code block whose first render in the browser is its last.
 *
 * theme-classic's CodeBlock gives its content `key={String(isBrowser)}`, so every code block is
 * thrown away and tokenised again right after hydration. It does that because its server
 * markup carries the light Prism colours inline and a dark-mode reader needs them replaced. In
 * this theme the markup is the same in both modes (server/codeBlocks/prismCss.ts turns both Prism themes
 * into CSS custom properties), so the remount buys nothing and costs blocking time
 * (bench/measurements.md).
 *
 * Blocks marked `live` go to `@theme/LiveCodeBlock` as theme-live-codeblock's own CodeBlock
 * would send them: list this theme after `@docusaurus/theme-live-codeblock` in `themes`. Sites
 * without that theme get a plain code block for them (the plugin aliases
 * `@theme/LiveCodeBlock` to client/codeBlocks/liveCodeBlockFallback), as stock Docusaurus gives. The editor
 * loads when a live block first renders, showing the code as a plain block meanwhile; the
 * remark-live-code-blocks plugin puts a page's live blocks in the page's own chunk instead.
 */
export default function CodeBlock({children, ...props}: Props & {live?: boolean}): ReactNode {
  const content = plainText(children);
  if (props.live && typeof content === 'string') {
    return (
      <Suspense fallback={<StringContent {...props}>{content}</StringContent>}>
        <LiveCodeBlock {...props}>{content}</LiveCodeBlock>
      </Suspense>
    );
  }
  if (typeof content === 'string') {
    return <StringContent {...props}>{content}</StringContent>;
  }
  return <ElementContent {...props}>{content}</ElementContent>;
}
