import * as themeCommonInternal from '@docusaurus/theme-common/internal';
import {
  type CodeNotationChunk,
  codeNotationFailed,
  loadCodeNotation,
  loadedCodeNotation,
  mayHoldCodeNotation,
  useIsHydrating,
  useLazyChunk,
} from '@hoverkraft/docusaurus-theme/client/internal';
import type {Props} from '@theme/CodeBlock/Layout';
import InitLayout from '@theme-init/CodeBlock/Layout';
import clsx from 'clsx';
import {type ReactNode, useMemo} from 'react';
import styles from './styles.module.css';

export type {Props};

type Metadata = {code: string; lineClassNames: Record<number, string[] | undefined>};
type CodeBlockContext = {metadata: Metadata; wordWrap: unknown};

/**
 * theme-common's code block context, which is not public: 3.9, 3.10 and the 4.0 canaries export
 * both from `/internal`. Where a version does not, blocks render as theme-classic's, with their
 * notation comments left as written.
 */
const internal = themeCommonInternal as Record<string, unknown>;
const useCodeBlockContext = internal.useCodeBlockContext as (() => CodeBlockContext) | undefined;
const CodeBlockContextProvider = internal.CodeBlockContextProvider as
  | ((props: CodeBlockContext & {children: ReactNode}) => ReactNode)
  | undefined;

/**
 * theme-classic's code block layout, after the block's notation comments (`// [!code ++]`...)
 * are read: its children (the lines, the Copy button) see the code without them, each line the
 * classes its markers give it, beside the ones Docusaurus's magic comments and metastring gave.
 * A block without notation renders exactly as theme-classic's, and its page never loads the
 * notation's code (client/codeBlocks/loadCodeNotation.ts).
 */
export default function CodeBlockLayout(props: Props): ReactNode {
  return useCodeBlockContext && CodeBlockContextProvider ? (
    <NotationLayout {...props} useContext={useCodeBlockContext} Provider={CodeBlockContextProvider} />
  ) : (
    <InitLayout {...props} />
  );
}

/** The notation chunk is on its way: the block holds its box, its markers unseen. */
const PENDING = 'pending';

/**
 * The code-notation chunk for a block whose code may hold markers; `undefined` for one that
 * cannot, or when the chunk failed to load (the block then shows its code as written).
 *
 * The server's bundle holds the chunk. A page that hydrates a block with markers waits for it
 * (the render suspends, and the server's markup stays as it is until the chunk is there), so
 * that hydration finds the classes and the code without markers the server rendered. A block
 * rendered later in the browser, before the chunk has arrived, is `PENDING`.
 */
function useCodeNotationChunk(code: string): CodeNotationChunk | typeof PENDING | undefined {
  const wanted = mayHoldCodeNotation(code);
  const isHydrating = useIsHydrating();
  const loaded = useLazyChunk(wanted, loadedCodeNotation, loadCodeNotation);
  const chunk = wanted ? loaded.chunk : undefined;
  const failed = loaded.failed;
  if (!wanted || chunk) {
    return chunk;
  }
  if (failed || codeNotationFailed()) {
    return undefined;
  }
  if (isHydrating) {
    throw loadCodeNotation();
  }
  return PENDING;
}

function NotationLayout({
  className,
  useContext,
  Provider,
  ...props
}: Props & {
  useContext: () => CodeBlockContext;
  Provider: (props: CodeBlockContext & {children: ReactNode}) => ReactNode;
}): ReactNode {
  const {metadata, wordWrap} = useContext();
  const chunk = useCodeNotationChunk(metadata.code);
  const applied = useMemo(
    () => (chunk && chunk !== PENDING ? chunk.applyCodeNotation(metadata) : undefined),
    [chunk, metadata],
  );
  if (chunk === PENDING) {
    // Its lines take the boxes they will keep (a marker ends a line, it never adds one), unseen
    // until the markers are gone.
    return <InitLayout className={clsx(className, styles.pending)} {...props} />;
  }
  if (!applied || !chunk) {
    return <InitLayout className={className} {...props} />;
  }
  return (
    <Provider metadata={applied.metadata} wordWrap={wordWrap}>
      <InitLayout
        className={clsx(
          className,
          chunk.codeNotationStyles.withNotation,
          applied.hasFocus && chunk.codeNotationStyles.withFocus,
        )}
        {...props}
      />
    </Provider>
  );
}
