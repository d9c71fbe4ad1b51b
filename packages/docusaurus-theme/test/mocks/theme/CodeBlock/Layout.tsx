import * as themeCommonInternal from '@docusaurus/theme-common/internal';
import type {Props} from '@theme/CodeBlock/Layout';
import type {ReactNode} from 'react';

type Context = {metadata: {code: string; lineClassNames: Record<number, string[] | undefined>}};

/** theme-classic's CodeBlock/Layout as far as the notation sees it: its class, and the lines of the context's code with their classes. */
export default function CodeBlockLayout({className}: Props): ReactNode {
  const use = (themeCommonInternal as Record<string, unknown>).useCodeBlockContext as () => Context;
  const {metadata} = use();
  return (
    <div className={['theme-code-block', className].filter(Boolean).join(' ')}>
      {metadata.code.split('\n').map((line, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: lines are identified by their position
        <span key={index} className={['token-line', ...(metadata.lineClassNames[index] ?? [])].join(' ')}>
          {line}
        </span>
      ))}
    </div>
  );
}
