import {ADDED_LINE_CLASS, loadedCodeNotation, REMOVED_LINE_CLASS} from '@hoverkraft/docusaurus-theme/client/internal';
import type {Props} from '@theme/CodeBlock/Line';
import InitLine from '@theme-init/CodeBlock/Line';
import type {ReactNode} from 'react';
import styles from './styles.module.css';

export type {Props};

/**
 * theme-classic's code line, with a sign before a line marked added or removed: `+` or `-` in
 * the gutter for the eye, and the words "Added line:" or "Removed line:" for screen readers, so
 * the change is not told by colour alone. The sign cannot be selected, and the Copy button copies
 * the code, which never holds it. The sign comes from the code-notation chunk, which gave the
 * line its class and so is always there when a line has one.
 */
export default function CodeBlockLine(props: Props): ReactNode {
  const added = props.classNames?.includes(ADDED_LINE_CLASS) ?? false;
  const notation = added || props.classNames?.includes(REMOVED_LINE_CLASS) ? loadedCodeNotation() : undefined;
  if (!notation) {
    return <InitLine {...props} />;
  }
  return <InitLine {...props} {...notation.withChangeSign(props, added, styles.sign)} />;
}
