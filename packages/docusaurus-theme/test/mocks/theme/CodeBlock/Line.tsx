import type {Props} from '@theme/CodeBlock/Line';
import type {ReactNode} from 'react';

/** theme-classic's CodeBlock/Line as far as the content sees it: a line's props, its tokens, its number cell. */
export default function CodeBlockLine({
  line,
  classNames,
  showLineNumbers,
  getLineProps,
  getTokenProps,
}: Props): ReactNode {
  const lineProps = getLineProps({
    line,
    className: [...(classNames ?? []), showLineNumbers ? 'codeLine' : ''].join(' '),
  });
  const tokens = line.map((token, index) => {
    const {children, ...tokenProps} = getTokenProps({token});
    return (
      // biome-ignore lint/suspicious/noArrayIndexKey: tokens are identified by their position
      <span key={index} {...tokenProps}>
        {token.empty ? '' : children}
      </span>
    );
  });
  return (
    <span {...lineProps}>
      {showLineNumbers ? <span className="codeLineNumber" /> : null}
      {tokens}
      <br />
    </span>
  );
}
