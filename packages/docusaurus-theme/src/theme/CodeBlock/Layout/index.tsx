import * as themeCommonInternal from '@docusaurus/theme-common/internal';
import {parseCodeNotation} from '@hoverkraft/docusaurus-theme/client/internal';
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
 * A block without notation renders exactly as theme-classic's.
 */
export default function CodeBlockLayout(props: Props): ReactNode {
  return useCodeBlockContext && CodeBlockContextProvider ? (
    <NotationLayout {...props} useContext={useCodeBlockContext} Provider={CodeBlockContextProvider} />
  ) : (
    <InitLayout {...props} />
  );
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
  const notation = useMemo(() => parseCodeNotation(metadata.code), [metadata.code]);
  const withNotation = useMemo(() => {
    if (!notation) {
      return undefined;
    }
    const lineClassNames: Record<number, string[] | undefined> = {...metadata.lineClassNames};
    for (const [index, classNames] of Object.entries(notation.lineClassNames)) {
      lineClassNames[Number(index)] = [...(lineClassNames[Number(index)] ?? []), ...classNames];
    }
    return {...metadata, code: notation.code, lineClassNames};
  }, [metadata, notation]);
  if (!notation || !withNotation) {
    return <InitLayout className={className} {...props} />;
  }
  return (
    <Provider metadata={withNotation} wordWrap={wordWrap}>
      <InitLayout className={clsx(className, styles.withNotation, notation.hasFocus && styles.withFocus)} {...props} />
    </Provider>
  );
}
