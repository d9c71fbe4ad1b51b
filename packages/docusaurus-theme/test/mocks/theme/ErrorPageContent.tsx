import type {ReactNode} from 'react';

export default function ErrorPageContent(): ReactNode {
  return <div data-testid="ErrorPageContent" />;
}
