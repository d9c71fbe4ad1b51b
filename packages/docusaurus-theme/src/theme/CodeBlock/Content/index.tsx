import * as themeCommonInternal from '@docusaurus/theme-common/internal';
import type {Props} from '@theme/CodeBlock/Content';
import Content from '@theme-init/CodeBlock/Content';
import {type ReactNode, type RefObject, useLayoutEffect, useMemo, useRef, useState, useSyncExternalStore} from 'react';
import styles from './styles.module.css';

export type {Props};

/** What this component needs of theme-common's code block context: the ref the word-wrap button measures. */
type CodeBlockContext = {wordWrap?: {codeBlockRef?: RefObject<HTMLPreElement | null>}};

/**
 * theme-common's `useCodeBlockContext`, which is not public. theme-common 3.9, 3.10 and the 4.0
 * canaries export it from `/internal` (4.0 drops other code-block helpers there, not this one);
 * where a version does not, code blocks hydrate as in stock Docusaurus.
 */
const useCodeBlockContext = (themeCommonInternal as Record<string, unknown>).useCodeBlockContext as
  | (() => CodeBlockContext)
  | undefined;

/**
 * The inner HTML of a kept block, one object for every render: React 19 compares this prop by
 * identity, and a new `{__html: ''}` on a later render (the one after hydration, say) would
 * have it write the empty string over the server's lines.
 */
const KEEP_SERVER_HTML = {__html: ''};

/** No context: the hook's rules want the same hooks on every render, so the fallback is a hook too. */
const useNoContext = (): CodeBlockContext | undefined => undefined;

/** Nothing to subscribe to: the store below only tells hydration from every other render. */
const subscribeToNothing = (): (() => void) => () => {};

/**
 * Whether React is hydrating this render. React reads a store's server snapshot only while it
 * really hydrates server HTML (and on the server); a render in the browser without server
 * markup, including the one React makes after it has thrown mismatched server HTML away, reads
 * the client snapshot.
 */
function useIsHydrating(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => false,
    () => true,
  );
}

/**
 * An empty `<pre>` for the word-wrap button to measure in the one commit where a kept block
 * found no server `<pre>` and is about to render its tokens: theme-common's effect reads the ref
 * without a null check.
 */
function placeholderPre(): HTMLPreElement {
  const pre = document.createElement('pre');
  pre.append(document.createElement('code'));
  return pre;
}

/**
 * A code block's highlighted lines, kept from the server's HTML when the page hydrates.
 *
 * theme-classic's `CodeBlock/Content` tokenises the code with Prism on every render, including
 * the one that hydrates the page, only to find the markup the server already wrote. On a page
 * whose blocks are all static, that tokenising is also what first defines Prism's grammars (the
 * theme makes them lazy, server/codeBlocks/prismLazyLanguages.ts): together the largest JavaScript task
 * after main.js (issue "Halve the main-thread blocking time"). Here the hydrating render keeps
 * the server's `<pre>` as it is (an element whose children React does not hydrate), and hands it
 * to the word-wrap button, which measures it. The markup is the same in both colour modes
 * (server/codeBlocks/prismCss.ts), so nothing needs the tokens again. A page with no server markup (the
 * hash-router build) renders the tokens before its first paint. The gain is measured in
 * bench/measurements.md.
 */
export default function CodeBlockContent(props: Props): ReactNode {
  const context = (useCodeBlockContext ?? useNoContext)();
  const codeBlockRef = context?.wordWrap?.codeBlockRef;
  const isHydrating = useIsHydrating();
  // Kept only by a block that mounts while React hydrates the server's HTML. A block mounted by
  // a client-side navigation, or rendered after React discarded mismatched server HTML (where
  // there is no server <pre> to keep), renders its tokens as usual. Latched at mount: the
  // renders after hydration must keep what hydration kept.
  const [keepServerMarkup, setKeepServerMarkup] = useState(
    () => isHydrating && typeof document !== 'undefined' && codeBlockRef !== undefined,
  );
  const wrapper = useRef<HTMLDivElement>(null);
  // React renders a component again once hydration is over, to move useIsHydrating to the
  // browser's answer: the same element makes it skip theme-classic's content, and the tokenising.
  const content = useMemo(() => <Content {...props} />, [props]);

  useLayoutEffect(() => {
    if (!keepServerMarkup) {
      return;
    }
    const pre = wrapper.current?.querySelector('pre');
    if (pre && codeBlockRef) {
      codeBlockRef.current = pre;
    } else {
      if (codeBlockRef && !codeBlockRef.current) {
        codeBlockRef.current = placeholderPre();
      }
      setKeepServerMarkup(false);
    }
  }, [keepServerMarkup, codeBlockRef]);

  return keepServerMarkup ? (
    // React hydrates an element with an inner HTML without reading its children, and leaves
    // the server's lines in place. Nothing is written: see KEEP_SERVER_HTML.
    // biome-ignore lint/security/noDangerouslySetInnerHtml: empty, and never written (see above)
    <div ref={wrapper} className={styles.content} dangerouslySetInnerHTML={KEEP_SERVER_HTML} suppressHydrationWarning />
  ) : (
    <div className={styles.content}>{content}</div>
  );
}
