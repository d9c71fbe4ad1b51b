import type {ReactNode} from 'react';

export default function SkipToContent(): ReactNode {
  return <div data-testid="SkipToContent" />;
}
