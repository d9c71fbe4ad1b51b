import {CodeBlockContextProvider, useCodeBlockContext} from '@docusaurus/theme-common/internal';
import type {Props} from '@theme/CodeBlock/Layout';
import InitLayout from '@theme-init/CodeBlock/Layout';
import clsx from 'clsx';
import {type ReactNode, useMemo} from 'react';
import {parseCodeNotation} from './codeNotation';
import styles from './styles.module.css';

export type {Props};

/**
 * theme-classic's code block layout, after the block's notation comments (`// [!code ++]`...)
 * are read: its children (the lines, the Copy button) see the code without them, each line the
 * classes its markers give it, beside the ones Docusaurus's magic comments and metastring gave.
 * A block without notation renders exactly as theme-classic's.
 */
export default function CodeBlockLayout({className, ...props}: Props): ReactNode {
  const {metadata, wordWrap} = useCodeBlockContext();
  const notation = useMemo(() => parseCodeNotation(metadata.code), [metadata.code]);
  const withNotation = useMemo(() => {
    if (!notation) {
      return undefined;
    }
    const lineClassNames: Record<number, string[]> = {...metadata.lineClassNames};
    for (const [index, classNames] of Object.entries(notation.lineClassNames)) {
      lineClassNames[Number(index)] = [...(lineClassNames[Number(index)] ?? []), ...classNames];
    }
    return {...metadata, code: notation.code, lineClassNames};
  }, [metadata, notation]);
  if (!notation || !withNotation) {
    return <InitLayout className={className} {...props} />;
  }
  return (
    <CodeBlockContextProvider metadata={withNotation} wordWrap={wordWrap}>
      <InitLayout className={clsx(className, styles.withNotation, notation.hasFocus && styles.withFocus)} {...props} />
    </CodeBlockContextProvider>
  );
}
