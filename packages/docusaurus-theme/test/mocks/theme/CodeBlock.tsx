import type {ReactNode} from 'react';

/** theme-classic's CodeBlock: the code in a pre, with its language. */
export default function CodeBlock({children, language}: {children: ReactNode; language?: string}): ReactNode {
  return (
    <pre data-language={language}>
      <code>{children}</code>
    </pre>
  );
}
