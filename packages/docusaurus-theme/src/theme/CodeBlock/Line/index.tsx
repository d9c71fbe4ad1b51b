import {translate} from '@docusaurus/Translate';
import type {Props} from '@theme/CodeBlock/Line';
import InitLine from '@theme-init/CodeBlock/Line';
import clsx from 'clsx';
import type {ReactNode} from 'react';
import styles from './styles.module.css';

export type {Props};

type Token = Props['line'][number];

/** The classes `[!code ++]` and `[!code --]` give a line (client/codeBlocks/codeNotation.ts). */
const ADDED = 'hk-code-line--added';
const REMOVED = 'hk-code-line--removed';

/** The token this component puts first on an added or removed line. */
const SIGN_TOKEN: Token = {types: ['hk-code-sign'], content: ''};

function signLabel(added: boolean): string {
  return added
    ? translate({
        id: 'theme.hoverkraft.codeBlock.addedLine',
        message: 'Added line:',
        description: 'Read by screen readers before a code line marked as added ([!code ++])',
      })
    : translate({
        id: 'theme.hoverkraft.codeBlock.removedLine',
        message: 'Removed line:',
        description: 'Read by screen readers before a code line marked as removed ([!code --])',
      });
}

/**
 * theme-classic's code line, with a sign before a line marked added or removed: `+` or `-` in
 * the gutter for the eye, and the words "Added line:" or "Removed line:" for screen readers, so
 * the change is not told by colour alone. The sign cannot be selected, and the Copy button copies
 * the code, which never holds it.
 */
export default function CodeBlockLine(props: Props): ReactNode {
  const {classNames, line, getTokenProps} = props;
  const added = classNames?.includes(ADDED) ?? false;
  if (!added && !classNames?.includes(REMOVED)) {
    return <InitLine {...props} />;
  }
  // theme-classic turns an empty line's lone "\n" token into an empty one; with the sign
  // before it, it would no longer see the line as empty and print a second line break.
  const tokens = line.length === 1 && line[0]?.content === '\n' ? [{...line[0], content: ''}] : line;
  // prism-react-renderer types a token's children as a string; theme-classic's Line passes them
  // on to LineToken as any React children, so the sign can hold its two spans.
  const sign = {
    className: clsx('hk-code-sign', styles.sign),
    children: (
      <>
        <span aria-hidden="true">{added ? '+' : '-'}</span>
        <span className="hk-visually-hidden">{signLabel(added)} </span>
      </>
    ),
  } as unknown as ReturnType<Props['getTokenProps']>;
  const withSign: Props['getTokenProps'] = (input) => (input.token === SIGN_TOKEN ? sign : getTokenProps(input));
  return <InitLine {...props} line={[SIGN_TOKEN, ...tokens]} getTokenProps={withSign} />;
}
