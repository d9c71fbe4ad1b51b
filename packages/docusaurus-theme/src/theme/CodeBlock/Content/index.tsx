import {usePrismTheme} from '@docusaurus/theme-common';
import * as themeCommonInternal from '@docusaurus/theme-common/internal';
import {
  type HighlightedContent,
  loadedHighlighter,
  loadHighlighter,
  loadHighlighterWhenIdle,
  ServerLinesContext,
  useIsHydrating,
  useLazyChunk,
} from '@hoverkraft/docusaurus-theme/client/internal';
import type {Props} from '@theme/CodeBlock/Content';
import Line from '@theme/CodeBlock/Line';
import clsx from 'clsx';
import type {CSSProperties, ReactNode, RefObject} from 'react';
import {useContext, useEffect, useLayoutEffect, useMemo, useRef, useState} from 'react';
import styles from './styles.module.css';

export type {Props};

type LineProps = Parameters<typeof Line>[0];
type PlainToken = LineProps['line'][number];

/** What this component needs of theme-common's code block context. */
type CodeBlockContext = {
  /** The block's code without its magic comments, its language, line numbers and highlighted lines. */
  metadata?: {
    code: string;
    language?: string;
    lineNumbersStart?: number;
    lineClassNames: Record<number, string[] | undefined>;
  };
  /** The ref the word-wrap button measures. */
  wordWrap?: {codeBlockRef?: RefObject<HTMLPreElement | null>};
};

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

/**
 * The server's lines of each block kept at hydration, by what they show. theme-classic's Tabs
 * remount their panels once the browser takes over, so a block in a tab mounts again right after
 * hydration, without server markup: it shows the same lines again, and the page's load needs no
 * Prism. The markup is the same in both colour modes (server/codeBlocks/prismCss.ts).
 */
const keptLines = new Map<string, {__html: string}>();

/** The lines a block keeps instead of rendering its own, and the code they are of (linesKey). */
type KeptLines = {key: string | undefined; html: {__html: string}};

/** What a block's lines depend on: its code, language, line numbers, highlighted lines and classes. */
function linesKey(className: string | undefined, metadata: CodeBlockContext['metadata']): string | undefined {
  return metadata
    ? JSON.stringify([className, metadata.code, metadata.language, metadata.lineNumbersStart, metadata.lineClassNames])
    : undefined;
}

/** No context: the hook's rules want the same hooks on every render, so the fallback is a hook too. */
const useNoContext = (): CodeBlockContext | undefined => undefined;

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
 * A code's lines as prism-react-renderer tokenises a language it has no grammar for: one plain
 * token a line, and an empty line as one empty token (which theme-classic's Line renders as an
 * empty inline block), so the lines take the boxes the highlighted ones will take.
 */
export function plainLines(code: string): PlainToken[][] {
  return code
    .split('\n')
    .map((content) => [content === '' ? {types: ['plain'], content: '\n', empty: true} : {types: ['plain'], content}]);
}

/** A theme's `plain` style without its background, as prism-react-renderer gives it to each line and token. */
function withoutBackground(plain: CSSProperties): CSSProperties {
  return {...plain, backgroundColor: undefined};
}

/**
 * A code block's lines in their final box, before Prism is there to colour them: the `<pre>`
 * and `<code>` of theme-classic's content (its classes, the theme's plain colours, the line
 * numbers' counter), each line through `@theme/CodeBlock/Line` with its magic-comment classes,
 * and the text as one plain token a line. When the highlighter arrives, theme-classic's content
 * replaces it with the same lines, now in tokens.
 */
export function PlainCodeBlockContent({className: classNameProp}: Props): ReactNode {
  const context = (useCodeBlockContext ?? useNoContext)();
  const theme = usePrismTheme() as {plain: CSSProperties};
  const lines = useMemo(() => plainLines(context?.metadata?.code ?? ''), [context?.metadata?.code]);
  if (!context?.metadata) {
    return null;
  }
  const {language, lineNumbersStart, lineClassNames} = context.metadata;
  const lineStyle = withoutBackground(theme.plain);
  const getLineProps: LineProps['getLineProps'] = ({line: _line, className, style, ...rest}) => ({
    ...rest,
    className: clsx('token-line', className),
    style: {...lineStyle, ...style},
  });
  const getTokenProps: LineProps['getTokenProps'] = ({token, className, style, ...rest}) => ({
    ...rest,
    className: clsx('token', ...token.types, className),
    children: token.content,
    style: token.empty ? {display: 'inline-block', ...style} : style,
  });
  return (
    <pre
      ref={context.wordWrap?.codeBlockRef}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region is reached by keyboard, as theme-classic's is
      tabIndex={0}
      className={clsx(
        classNameProp,
        `prism-code language-${(language ?? 'text').toLowerCase()}`,
        styles.codeBlock,
        'thin-scrollbar',
      )}
      style={theme.plain}
    >
      <code
        className={clsx(styles.codeBlockLines, lineNumbersStart !== undefined && styles.codeBlockLinesWithNumbering)}
        style={lineNumbersStart === undefined ? undefined : {counterReset: `line-count ${lineNumbersStart - 1}`}}
      >
        {lines.map((line, index) => (
          <Line
            // biome-ignore lint/suspicious/noArrayIndexKey: lines are identified by their position, as in theme-classic
            key={index}
            line={line}
            getLineProps={getLineProps}
            getTokenProps={getTokenProps}
            classNames={lineClassNames[index]}
            showLineNumbers={lineNumbersStart !== undefined}
          />
        ))}
      </code>
    </pre>
  );
}

/**
 * The highlighter for a block rendered in the browser: the one already loaded, or, once this
 * block has asked for it, the one its chunk brings.
 */
function useHighlighter(wanted: boolean): HighlightedContent | undefined {
  // A chunk that did not load leaves the block its plain text.
  return useLazyChunk(wanted, loadedHighlighter, loadHighlighter).chunk;
}

/**
 * A code block's highlighted lines, kept from the server's HTML when the page hydrates, and
 * Prism left out of the first load.
 *
 * theme-classic's `CodeBlock/Content` tokenises the code with Prism on every render, including
 * the one that hydrates the page, only to find the markup the server already wrote. Here the
 * hydrating render keeps the server's `<pre>` as it is (an element whose children React does
 * not hydrate), and hands it to the word-wrap button, which measures it. The markup is the same
 * in both colour modes (server/codeBlocks/prismCss.ts), so nothing needs the tokens again, and
 * a page opened directly never needs Prism.
 *
 * Prism, its grammars and theme-classic's content therefore live in a chunk of their own
 * (client/codeBlocks/highlighter.ts), which pages with code blocks load at an idle moment. A
 * block rendered in the browser (a client-side navigation, a tab, React's recovery from
 * mismatched server HTML, a hash-router build) renders its plain text at once in its final box,
 * and its tokens when the chunk has arrived, at once if it already has. The bytes saved are
 * measured in bench/measurements.md.
 */
export default function CodeBlockContent(props: Props): ReactNode {
  const context = (useCodeBlockContext ?? useNoContext)();
  const codeBlockRef = context?.wordWrap?.codeBlockRef;
  const isHydrating = useIsHydrating();
  const key = linesKey(props.className, context?.metadata);
  // Kept by a block that mounts while React hydrates the server's HTML, or that mounts later
  // with lines a block showed from the server's HTML. A block mounted by a client-side
  // navigation, or rendered after React discarded mismatched server HTML (where there is no
  // server <pre> to keep), renders its lines. Decided at mount: the renders after hydration
  // must keep what hydration kept, until the effect below finds nothing to keep.
  const [kept, setKept] = useState<KeptLines | undefined>(() => {
    if (codeBlockRef === undefined) {
      return undefined;
    }
    if (isHydrating) {
      return typeof document === 'undefined' ? undefined : {key, html: KEEP_SERVER_HTML};
    }
    const html = key === undefined ? undefined : keptLines.get(key);
    return html && {key, html};
  });
  // A block in a writing component that took the place of the server's markup after hydration
  // (client/mdx/writingComponents.tsx) renders plain once, unpainted, to find its lines in that
  // markup by what they show: the server's lines then, no Prism, and nothing shown plain.
  const serverLines = useContext(ServerLinesContext);
  const [adopting, setAdopting] = useState(() => kept === undefined && serverLines !== undefined);
  // Kept lines are those of the code the block mounted with: other code renders its own.
  const keeping = kept !== undefined && kept.key === key;
  const wrapper = useRef<HTMLDivElement>(null);
  const Highlighted = useHighlighter(!keeping && !isHydrating && !adopting);

  useEffect(() => {
    loadHighlighterWhenIdle();
  }, []);

  useLayoutEffect(() => {
    if (!adopting) {
      return;
    }
    const html = wrapper.current && serverLines?.(wrapper.current);
    if (html) {
      setKept({key, html: {__html: html}});
    }
    setAdopting(false);
  }, [adopting, serverLines, key]);

  useLayoutEffect(() => {
    if (!kept) {
      return;
    }
    // Lines of other code than the block mounted with are not kept: it renders its own.
    const pre = keeping ? wrapper.current?.querySelector('pre') : undefined;
    if (pre && codeBlockRef) {
      codeBlockRef.current = pre;
      if (kept.key !== undefined && !keptLines.has(kept.key) && wrapper.current) {
        keptLines.set(kept.key, {__html: wrapper.current.innerHTML});
      }
    } else {
      if (codeBlockRef && !codeBlockRef.current) {
        codeBlockRef.current = placeholderPre();
      }
      setKept(undefined);
    }
  }, [kept, keeping, codeBlockRef]);

  if (keeping) {
    // React hydrates an element with an inner HTML without reading its children, and leaves
    // the server's lines in place. Nothing is written: see KEEP_SERVER_HTML.
    return (
      <div
        ref={wrapper}
        className={styles.content}
        // biome-ignore lint/security/noDangerouslySetInnerHtml: empty and never written while hydrating (see above); otherwise the server's own lines, read from the page
        dangerouslySetInnerHTML={kept.html}
        suppressHydrationWarning
      />
    );
  }
  let content: ReactNode;
  if (isHydrating) {
    // The server's render and hydration must match without a Suspense boundary, which React
    // would stream out of line: the highlighter is in the server bundle, and the render waits
    // for it (keeping the server's markup) where the browser does not have it yet.
    const Now = loadedHighlighter();
    if (!Now) {
      throw loadHighlighter();
    }
    content = <Now {...props} />;
  } else if (Highlighted) {
    content = <Highlighted {...props} />;
  } else {
    content = <PlainCodeBlockContent {...props} />;
  }
  return (
    <div ref={wrapper} className={styles.content}>
      {content}
    </div>
  );
}
