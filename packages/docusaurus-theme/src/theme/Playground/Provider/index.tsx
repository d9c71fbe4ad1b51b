import {definePrismGrammarsSoon, useTabLeavesCodeEditors, whenIdle} from '@hoverkraft/docusaurus-theme/client/internal';
import type {Props} from '@theme/Playground/Provider';
import PlaygroundProvider from '@theme-init/Playground/Provider';
import {type ReactNode, useMemo} from 'react';
import './styles.css';

export type {Props};

type TransformCode = (code: string) => string | Promise<string>;

/** theme-live-codeblock's transform when the site gives none: the example as a statement. */
export const DEFAULT_TRANSFORM_CODE: TransformCode = (code) => `${code};`;

/**
 * A transform whose first call waits for an idle moment, and whose later calls do not. When
 * it runs, it transforms the newest code it has been given, so an edit made while the first call
 * waited is not undone when it ends.
 */
export function firstCallWhenIdle(transformCode: TransformCode): TransformCode {
  let waited = false;
  let newest = '';
  return (code) => {
    newest = code;
    if (waited) {
      return transformCode(code);
    }
    waited = true;
    return new Promise((resolve, reject) =>
      whenIdle(() => {
        try {
          resolve(transformCode(newest));
        } catch (error) {
          reject(error);
        }
      }),
    );
  };
}

/**
 * A page with playgrounds needs Prism's grammars while it hydrates: each live editor tokenises
 * its code as it renders, and the first one would define the grammars (which the theme's build
 * leaves until their first use, server/codeBlocks/prismLazyLanguages.ts) inside React's hydration task. This
 * module is in the chunks of such a page (server/codeBlocks/remarkLiveCodeBlocks.ts imports the live code
 * block into it), which the browser evaluates before it hydrates the page: from here the
 * highlighter chunk (Prism and the site's languages, client/codeBlocks/loadHighlighter.ts) is
 * asked for, and the grammars are defined in a task of their own when it arrives, usually
 * before hydration, which then finds them ready; neither task is long enough to block input for
 * long (bench/measurements.md).
 */
if (typeof window !== 'undefined') {
  definePrismGrammarsSoon();
}

/**
 * theme-live-codeblock's playground provider, whose first run of each example waits for the
 * page to be idle.
 *
 * react-live transforms and runs every example (sucrase, then the example's own code, then its
 * render) in an effect, as soon as the playground has hydrated: on a page of several
 * playgrounds, all of them in the tasks right after hydration, counted as blocking time
 * (bench/measurements.md). react-live accepts a
 * transform that returns a promise, so here the first run of each playground waits for an idle
 * callback of its own: the same work, in short tasks, once the page is ready. Edits run at once.
 */
export default function PlaygroundProviderWhenIdle(props: Props): ReactNode {
  // Only pages with a playground have an editor to leave: the listener comes with them.
  useTabLeavesCodeEditors();
  // react-live types the transform as returning nothing; it uses a string or a promise of one.
  const transformCode = (props.transformCode as TransformCode | undefined) ?? DEFAULT_TRANSFORM_CODE;
  const deferred = useMemo(() => firstCallWhenIdle(transformCode), [transformCode]);
  return <PlaygroundProvider {...props} transformCode={deferred} />;
}
