import useIsBrowser from '@docusaurus/useIsBrowser';
import {type ComponentType, lazy, type ReactNode, Suspense} from 'react';
import {moduleInBundle} from '../bundledModule';

type AnyProps = Record<string, unknown>;
type Entry = {
  /** The export of the entry that is the component. */
  name: string;
  /** `import()` of the entry: a chunk of its own, with the component's CSS. */
  load: () => Promise<Record<string, unknown>>;
  /**
   * `require.resolveWeak` of the entry, with the path written out: the bundler's id of its
   * module, which names it without adding it to the chunk (bundledModule.ts).
   */
  moduleId: () => string | number;
};

/** The component, if its module is in the bundle already: always on the server, once its chunk is in on the client. */
function loadedNow(entry: Entry): ComponentType<AnyProps> | undefined {
  return moduleInBundle<Record<string, unknown>>(entry.moduleId)?.[entry.name] as ComponentType<AnyProps> | undefined;
}

/**
 * A component of the MDX scope whose code and CSS load only on pages that render it.
 *
 * React.lazy alone would not do: its Suspense boundary makes React 19.2's server renderer write
 * large content out of line (after the page, with a script that swaps it in), and the hydrating
 * render would have nothing to show until the chunk arrived. So the server renders the component
 * directly (every module is in the server bundle), and so does the browser: a compiled MDX page
 * imports the components it uses (server/mdxChunks/loader.ts), so their code comes with the
 * route's chunks, before hydration. Were it still missing there (MDX the loader did not see), the
 * render waits for the chunk with no boundary, and React keeps the server's markup meanwhile. After
 * hydration (a client-side navigation), the component renders in a Suspense boundary of its own.
 */
function writingComponent(entry: Entry): ComponentType<AnyProps> {
  let loading: Promise<unknown> | undefined;
  // What import() gave: the render that waited for it finds it here, also where the bundle's
  // registry cannot name the module (else it would wait for the registry again, for ever).
  let loaded: ComponentType<AnyProps> | undefined;
  const load = () => {
    loading ??= entry.load().then((module) => {
      loaded = module[entry.name] as ComponentType<AnyProps>;
    });
    return loading;
  };
  const Lazy = lazy(async () => {
    await load();
    return {default: loaded as ComponentType<AnyProps>};
  });
  // biome-ignore lint/correctness/noComponentHookFactories: made once per entry when the module loads, never during a render.
  function WritingComponent(props: AnyProps): ReactNode {
    const hydrated = useIsBrowser();
    const Component = loadedNow(entry) ?? loaded;
    if (Component) {
      return <Component {...props} />;
    }
    if (!hydrated) {
      throw load();
    }
    return (
      <Suspense fallback={null}>
        <Lazy {...props} />
      </Suspense>
    );
  }
  WritingComponent.displayName = `MDX(${entry.name})`;
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
  Steps: writingComponent({
    name: 'default',
    load: () => import('@hoverkraft/docusaurus-theme/components/steps'),
    moduleId: () => require.resolveWeak('@hoverkraft/docusaurus-theme/components/steps'),
  }),
  FileTree: writingComponent({
    name: 'default',
    load: () => import('@hoverkraft/docusaurus-theme/components/file-tree'),
    moduleId: () => require.resolveWeak('@hoverkraft/docusaurus-theme/components/file-tree'),
  }),
  CardGrid: writingComponent({name: 'default', ...cardGrid}),
  LinkCard: writingComponent({name: 'LinkCard', ...cardGrid}),
  Badge: writingComponent({
    name: 'default',
    load: () => import('@hoverkraft/docusaurus-theme/components/badge'),
    moduleId: () => require.resolveWeak('@hoverkraft/docusaurus-theme/components/badge'),
  }),
  PackageManagerTabs: writingComponent({
    name: 'default',
    load: () => import('@hoverkraft/docusaurus-theme/components/package-manager-tabs'),
    moduleId: () => require.resolveWeak('@hoverkraft/docusaurus-theme/components/package-manager-tabs'),
  }),
};
