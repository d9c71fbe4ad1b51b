import type {Props} from '@theme/LiveCodeBlock';
import CodeBlock from '@theme-init/CodeBlock';
import {lazy, type ReactNode, Suspense} from 'react';

/**
 * theme-live-codeblock's playground with react-live, the editor and the ReactLiveScope, in a
 * chunk of its own. MDX renders every code fence through `@theme/CodeBlock`, which imports the
 * playground, so without this split every page of the site would download the live editor.
 *
 * The Hoverkraft theme does this split in its own theme/CodeBlock. The stock baseline gets it
 * here, as a careful stock site would by swizzling, so that the benchmark compares the theme
 * with the best the same site can do without it, not with every page carrying the editor.
 */
const Playground = lazy(() => import('@theme-original/LiveCodeBlock'));

/**
 * A live code block that loads its editor only on pages that have one. The build renders the
 * whole playground (the server waits for the chunk), and hydration keeps that HTML until the
 * chunk arrives. After a client-side navigation the code shows as a plain block meanwhile.
 */
export default function LiveCodeBlock(props: Props): ReactNode {
  return (
    <Suspense fallback={<CodeBlock {...props} />}>
      <Playground {...props} />
    </Suspense>
  );
}
