import * as themeCommonInternal from '@docusaurus/theme-common/internal';
import type {ReactNode, RefObject} from 'react';

/**
 * How many times the stand-in for theme-classic's content has rendered, which is to say
 * tokenised. Kept on globalThis: tests load the modules afresh, and the count must survive that.
 */
const shared = globalThis as {hkTokenised?: {count: number}};
shared.hkTokenised ??= {count: 0};
export const tokenised = shared.hkTokenised;

type Context = {wordWrap: {codeBlockRef: RefObject<HTMLPreElement | null>}};

/** theme-classic's CodeBlock/Content as far as the wrapper sees it: tokens in a <pre> that the word-wrap ref points at. */
export default function CodeBlockContent({className}: {className?: string}): ReactNode {
  tokenised.count += 1;
  const use = (themeCommonInternal as Record<string, unknown>).useCodeBlockContext as (() => Context) | undefined;
  const context = use?.();
  return (
    <pre ref={context?.wordWrap.codeBlockRef} className={className}>
      <code>
        <span className="token keyword">const</span> answer = 42;
      </code>
    </pre>
  );
}
