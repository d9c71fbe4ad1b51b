import {translate} from '@docusaurus/Translate';
import type {Props} from '@theme/CodeBlock/Line';
import type {ReactNode} from 'react';

type Token = Props['line'][number];

/** The token put first on an added or removed line. */
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
 * The tokens and token props of a line marked added or removed, with a sign first: `+` or `-`
 * for the eye, and the words "Added line:" or "Removed line:" for screen readers, so that the
 * change is not told by colour alone. `signClassName` places the sign (theme/CodeBlock/Line).
 */
export function withChangeSign(
  {line, getTokenProps}: Pick<Props, 'line' | 'getTokenProps'>,
  added: boolean,
  signClassName: string | undefined,
): Pick<Props, 'line' | 'getTokenProps'> {
  // theme-classic turns an empty line's lone "\n" token into an empty one; with the sign
  // before it, it would no longer see the line as empty and print a second line break.
  const tokens = line.length === 1 && line[0]?.content === '\n' ? [{...line[0], content: ''}] : line;
  // prism-react-renderer types a token's children as a string; theme-classic's Line passes them
  // on to LineToken as any React children, so the sign can hold its two spans.
  const children: ReactNode = (
    <>
      <span aria-hidden="true">{added ? '+' : '-'}</span>
      <span className="hk-visually-hidden">{signLabel(added)} </span>
    </>
  );
  const sign = {
    className: ['hk-code-sign', signClassName].filter(Boolean).join(' '),
    children,
  } as unknown as ReturnType<Props['getTokenProps']>;
  return {
    line: [SIGN_TOKEN, ...tokens],
    getTokenProps: (input) => (input.token === SIGN_TOKEN ? sign : getTokenProps(input)),
  };
}
