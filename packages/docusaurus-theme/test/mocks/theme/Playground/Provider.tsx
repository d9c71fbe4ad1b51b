import type {ReactNode} from 'react';

/** The props theme-live-codeblock's provider last received, for tests to read. */
export const received: {transformCode?: (code: string) => unknown; code?: string} = {};

/** theme-live-codeblock's Playground/Provider as the wrapper sees it: it takes the code and the transform. */
export default function PlaygroundProvider(props: {
  code?: string;
  transformCode?: (code: string) => unknown;
  children?: ReactNode;
}): ReactNode {
  received.transformCode = props.transformCode;
  received.code = props.code;
  return <div data-testid="playground">{props.children}</div>;
}
