import {type ComponentType, isValidElement, lazy, type ReactNode, Suspense, useEffect, useRef, useState} from 'react';
import {useIsHydrating} from '../codeBlocks/isHydrating';
import {type ServerLines, ServerLinesContext} from '../codeBlocks/serverLines';
import {lazyChunk} from '../lazyChunk';

type AnyProps = Record<string, unknown>;
type Entry = {
  /** The export of the entry that is the component. */
  name: string;
  /** The element the component renders at its root, whatever its props: the one the server wrote. */
  root: 'div' | 'span' | 'ul';
  /** `import()` of the entry: a chunk of its own, with the component's CSS. */
  load: () => Promise<Record<string, unknown>>;
  /**
   * `require.resolveWeak` of the entry, with the path written out: the bundler's id of its
   * module, which names it without adding it to the chunk (bundledModule.ts).
   */
  moduleId: () => string | number;
};

/**
 * The inner HTML of a component kept as the server wrote it, one object for every render: React
 * compares this prop by identity, and a new `{__html: ''}` on a later render would have it write
 * the empty string over the server's markup.
 */
const KEEP_SERVER_HTML = {__html: ''};

/** What stands in for a component until its chunk is in: the server's markup, or a copy of it. */
type StandIn = {kind: 'server'; key: string} | {kind: 'copy'; html: {__html: string}};

/** A stand-in copy takes no box of its own: the copied root element is laid out as the original was. */
const STAND_IN_STYLE = {display: 'contents'} as const;

/**
 * The markup each component showed from the server, by component and props: a component mounted
 * again with the same props before its chunk is in shows it again.
 */
const shownMarkup = new Map<string, string>();

/** A component and its props as text: elements by their type's name and their props, functions left out. */
function markupKey(mdxName: string, props: AnyProps): string {
  return `${mdxName}:${JSON.stringify(props, (_, value: unknown) => {
    if (isValidElement(value)) {
      const {type} = value;
      return {
        type:
          typeof type === 'string'
            ? type
            : ((type as {displayName?: string; name?: string}).displayName ?? (type as {name?: string}).name),
        props: value.props,
      };
    }
    return typeof value === 'function' ? undefined : value;
  })}`;
}

/** Every load of a writing component's chunk this page has asked for. */
const requested = new Set<Promise<unknown>>();

/**
 * Resolves once every chunk asked for so far has arrived or failed. A component that kept the
 * server's markup waits for them all before it renders: the components inside it (a Badge in a
 * card, tabs in a step) then render at once too, instead of leaving a hole until theirs arrives.
 */
function allRequested(): Promise<unknown> {
  return Promise.allSettled(requested);
}

/**
 * A component of the MDX scope whose code and CSS load only on pages that render it.
 *
 * React.lazy alone would not do: its Suspense boundary makes React 19.2's server renderer write
 * large content out of line (after the page, with a script that swaps it in). So the server
 * renders the component directly (every module is in the server bundle), and so does the browser
 * once the chunk is in: it starts loading when the page's own code is evaluated
 * (preloadWritingComponents). If hydration gets there first, the component's root element is
 * hydrated with an inner HTML React does not read, so the server's markup stays as it is, and the
 * component takes its place when the chunk arrives. Its code blocks then take their highlighted
 * lines from that markup (codeBlocks/serverLines.ts), where they would otherwise show plain text
 * and fetch Prism, which no page needs to show itself.
 *
 * The render does not wait for the chunk: React would throw a render that waits with no boundary
 * away and start the page again, and react-helmet-async, which renders Docusaurus's `<Head>`,
 * would keep the tags of the thrown render's `<Head>`s in the head for good (the page's
 * Markdown twin and hreflang links, after the reader has moved on). After hydration (a
 * client-side navigation), the component renders in a Suspense boundary of its own.
 */
function writingComponent(mdxName: string, entry: Entry): ComponentType<AnyProps> {
  // Once the chunk has been asked for, only its load tells that it is in (lazyChunk.ts): its
  // file can come before the chunks it needs, and the module, asked for then, would stay half
  // evaluated.
  const chunk = lazyChunk({
    importChunk: entry.load,
    moduleId: entry.moduleId,
    value: (module: Record<string, unknown>) => module[entry.name] as ComponentType<AnyProps>,
  });
  const load = () => {
    const loading = chunk.load();
    requested.add(loading);
    return loading;
  };
  const Lazy = lazy(async () => ({default: await load()}));
  // biome-ignore lint/correctness/noComponentHookFactories: made once per entry when the module loads, never during a render.
  function WritingComponent(props: AnyProps): ReactNode {
    const hydrating = useIsHydrating();
    const Component = chunk.loaded();
    // Decided at mount: what stands in for the component until its chunk is in, whatever renders
    // in between. While hydrating, the server's markup itself. Mounted again soon after (tabs
    // remount their panels once the browser takes over), a copy of the markup the same component
    // showed: there is no server markup left, and an empty place would shift the page.
    const [standIn] = useState<StandIn | undefined>(() => {
      if (Component) {
        return undefined;
      }
      const key = markupKey(mdxName, props);
      if (hydrating) {
        return {kind: 'server', key};
      }
      const html = shownMarkup.get(key);
      return html === undefined ? undefined : {kind: 'copy', html: {__html: html}};
    });
    // Set when the chunk is in: with the server's code lines for the blocks of the component.
    const [arrived, setArrived] = useState<{lines?: ServerLines}>();
    const root = useRef<HTMLElement>(null);
    useEffect(() => {
      if (standIn?.kind === 'server' && root.current) {
        shownMarkup.set(standIn.key, root.current.outerHTML);
      }
    }, [standIn]);
    useEffect(() => {
      if (!standIn) {
        return;
      }
      let mounted = true;
      // Beside the chunk, what finds the server's lines of a code block in the markup shown.
      const linesFinder = import('../codeBlocks/serverLinesLike').then(
        (module) => module.serverLinesIn,
        () => undefined,
      );
      Promise.all([load().then(allRequested), linesFinder]).then(
        ([, linesIn]) =>
          mounted &&
          setArrived({
            lines: linesIn?.(standIn.kind === 'server' ? shownMarkup.get(standIn.key) : standIn.html.__html),
          }),
        // A chunk that did not load leaves the markup, styled, without its behaviour.
        () => undefined,
      );
      return () => {
        mounted = false;
      };
    }, [standIn]);
    // A stand-in stays until the effect above has the component's lines finder: a render in
    // between (the one after hydration, say) could otherwise find the chunk in already and
    // mount the component's code blocks with no server lines to show.
    if (Component && (!standIn || arrived)) {
      // In place of the markup shown until now, its code blocks show the server's lines from it.
      return arrived?.lines ? (
        <ServerLinesContext.Provider value={arrived.lines}>
          <Component {...props} />
        </ServerLinesContext.Provider>
      ) : (
        <Component {...props} />
      );
    }
    if (typeof document === 'undefined') {
      // A server whose bundle cannot name the module (it always can in a site's build): the
      // server's render may wait, nothing has been rendered yet.
      throw load();
    }
    if (standIn?.kind === 'server') {
      const Root = entry.root;
      return (
        <Root
          ref={root as never}
          data-hk-mdx={mdxName}
          // biome-ignore lint/security/noDangerouslySetInnerHtml: empty and never written while hydrating (see KEEP_SERVER_HTML): the server's own markup stays
          dangerouslySetInnerHTML={KEEP_SERVER_HTML}
          suppressHydrationWarning
        />
      );
    }
    if (standIn?.kind === 'copy') {
      // A box of no box of its own (display: contents), around the copy of the component's markup.
      const Wrapper = entry.root === 'span' ? 'span' : 'div';
      return (
        <Wrapper
          style={STAND_IN_STYLE}
          // biome-ignore lint/security/noDangerouslySetInnerHtml: the markup this component rendered on this page, read back from the page
          dangerouslySetInnerHTML={standIn.html}
        />
      );
    }
    return (
      <Suspense fallback={null}>
        <Lazy {...props} />
      </Suspense>
    );
  }
  WritingComponent.displayName = `MDX(${mdxName})`;
  (WritingComponent as unknown as {preload: () => Promise<unknown>}).preload = load;
  return WritingComponent;
}

// The bundler's function that names a module without adding it to the chunk (bundledModule.ts).
declare const require: {resolveWeak: (request: string) => string | number};

// CardGrid and LinkCard share one entry: one import() for both, or the bundler writes the chunk twice.
const cardGrid = {
  load: () => import('@hoverkraft/docusaurus-theme/components/card-grid'),
  moduleId: () => require.resolveWeak('@hoverkraft/docusaurus-theme/components/card-grid'),
};

/** The writing components, by the name an MDX page uses. Each entry is one chunk. */
export const WRITING_COMPONENTS = {
  Steps: writingComponent('Steps', {
    name: 'default',
    root: 'div',
    load: () => import('@hoverkraft/docusaurus-theme/components/steps'),
    moduleId: () => require.resolveWeak('@hoverkraft/docusaurus-theme/components/steps'),
  }),
  FileTree: writingComponent('FileTree', {
    name: 'default',
    root: 'div',
    load: () => import('@hoverkraft/docusaurus-theme/components/file-tree'),
    moduleId: () => require.resolveWeak('@hoverkraft/docusaurus-theme/components/file-tree'),
  }),
  CardGrid: writingComponent('CardGrid', {name: 'default', root: 'ul', ...cardGrid}),
  LinkCard: writingComponent('LinkCard', {name: 'LinkCard', root: 'div', ...cardGrid}),
  Badge: writingComponent('Badge', {
    name: 'default',
    root: 'span',
    load: () => import('@hoverkraft/docusaurus-theme/components/badge'),
    moduleId: () => require.resolveWeak('@hoverkraft/docusaurus-theme/components/badge'),
  }),
  PackageManagerTabs: writingComponent('PackageManagerTabs', {
    name: 'default',
    root: 'div',
    load: () => import('@hoverkraft/docusaurus-theme/components/package-manager-tabs'),
    moduleId: () => require.resolveWeak('@hoverkraft/docusaurus-theme/components/package-manager-tabs'),
  }),
};

/**
 * Starts loading the chunks of the writing components that the server rendered into this page
 * (each marks its root with data-hk-mdx), while the page's route chunks load: by hydration they
 * are usually in, and the components render at once.
 */
export function preloadWritingComponents(): void {
  if (typeof document === 'undefined') {
    return;
  }
  for (const element of Array.from(document.querySelectorAll<HTMLElement>('[data-hk-mdx]'))) {
    const name = element.dataset.hkMdx as keyof typeof WRITING_COMPONENTS;
    (WRITING_COMPONENTS[name] as unknown as {preload?: () => Promise<unknown>} | undefined)?.preload?.();
  }
}
