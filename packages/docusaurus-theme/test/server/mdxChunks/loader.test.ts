import {readFileSync} from 'node:fs';
import path from 'node:path';
import {compile} from '@mdx-js/mdx';
import {describe, expect, it} from 'vitest';
import {WRITING_COMPONENTS} from '../../../src/client/mdx/writingComponents';
import {mdxChunkGroups, mdxChunksFeature} from '../../../src/server/mdxChunks/feature';
import mdxChunksLoader, {mdxChunkImports, withMdxChunkImports} from '../../../src/server/mdxChunks/loader';
import {
  BLOG_STYLESHEETS,
  CODE_NOTATION_CHUNK_MODULES,
  CODE_NOTATION_MODULE,
  PACKAGE_ROOT,
  PLAYGROUND_STYLESHEET,
  SEARCH_PAGE_STYLESHEETS,
  WRITING_COMPONENT_MODULES,
} from '../../../src/server/site/packageFiles';

/** A page as `@docusaurus/mdx-loader` compiles it: components of the MDX scope come from the provider. */
async function compiled(mdx: string): Promise<string> {
  return String(await compile(mdx, {providerImportSource: '@mdx-js/react'}));
}

const lib = (...segments: string[]) => path.join(PACKAGE_ROOT, 'lib', ...segments);

describe('the modules a compiled page needs', () => {
  it('names nothing for the writing components: they keep the server markup until their chunk is in', async () => {
    const source = await compiled(
      '<Steps>\n\n1. One\n\n</Steps>\n\n<PackageManagerTabs command="add x" />\n\n<CardGrid>\n  <LinkCard title="A" href="/a" />\n</CardGrid>\n',
    );
    expect(source).toContain('_missingMdxReference("Steps"');
    expect(mdxChunkImports(source)).toEqual([]);
  });

  it('names the notation for a code block with a marker, or with an escaped one', async () => {
    const marked = await compiled('```ts\nconst a = 1; // [!code ++]\n```\n');
    expect(mdxChunkImports(marked)).toEqual([CODE_NOTATION_MODULE]);
    const escaped = await compiled('```ts\nconst a = 1; // [\\!code ++]\n```\n');
    expect(mdxChunkImports(escaped)).toEqual([CODE_NOTATION_MODULE]);
  });

  it('names nothing for a page without them', async () => {
    expect(mdxChunkImports(await compiled('# Plain\n\nText and `code`.\n\n```ts\nconst a = 1;\n```\n'))).toEqual([]);
  });

  it('leaves alone a file that is not compiled MDX, such as Markdown another rule hands over as text', () => {
    const text = 'An example: `_missingMdxReference("Steps", true)` and `// [!code ++]`.';
    expect(mdxChunkImports(text)).toEqual([]);
    expect(withMdxChunkImports(text)).toBe(text);
  });
});

describe('the page the loader gives the bundler', () => {
  it('keeps the compiled page line for line, then imports the module under a name it uses', async () => {
    const source = await compiled('<Steps>\n\n1. One\n\n</Steps>\n\n```ts\nx // [!code --]\n```\n');
    const output = withMdxChunkImports(source);
    expect(output.startsWith(`${source}\n`)).toBe(true);
    const added = output
      .slice(source.length + 1)
      .trimEnd()
      .split('\n');
    expect(added).toEqual([
      `import * as __hoverkraftMdxChunk0 from ${JSON.stringify(CODE_NOTATION_MODULE)};`,
      // A bare `import "…"` of a module the package marks free of side effects would be dropped.
      '[__hoverkraftMdxChunk0];',
    ]);
  });

  it('hands on the source map and the metadata of the loader before it', async () => {
    const source = await compiled('```js\nx(); // [!code focus]\n```\n');
    const calls: unknown[][] = [];
    const map = {version: 3};
    const meta = {from: 'mdx-loader'};
    mdxChunksLoader.call({callback: (...args: unknown[]) => calls.push(args)}, source, map, meta);
    expect(calls).toEqual([[null, withMdxChunkImports(source), map, meta]]);
  });
});

describe('the modules named', () => {
  it('are those of the writing components the MDX scope provides', () => {
    expect(Object.keys(WRITING_COMPONENT_MODULES).sort()).toEqual(Object.keys(WRITING_COMPONENTS).sort());
  });

  it("are the files the package's entries name, which the browser's code imports", () => {
    const manifest = JSON.parse(readFileSync(path.join(PACKAGE_ROOT, 'package.json'), 'utf8')) as {
      exports: Record<string, {default?: string}>;
    };
    const source = readFileSync(path.join(PACKAGE_ROOT, 'src', 'client', 'mdx', 'writingComponents.tsx'), 'utf8');
    for (const file of new Set(Object.values(WRITING_COMPONENT_MODULES))) {
      const entry = Object.entries(manifest.exports).find(
        ([, target]) => target.default && path.join(PACKAGE_ROOT, target.default) === file,
      );
      expect(entry, file).toBeDefined();
      const specifier = `@hoverkraft/docusaurus-theme/${(entry?.[0] ?? '').slice(2)}`;
      expect(source, specifier).toContain(`import('${specifier}')`);
    }
    const notation = readFileSync(
      path.join(PACKAGE_ROOT, 'src', 'client', 'codeBlocks', 'loadCodeNotation.ts'),
      'utf8',
    );
    expect(notation).toContain(`'./${path.basename(CODE_NOTATION_MODULE, '.js')}'`);
    expect(CODE_NOTATION_MODULE).toBe(lib('client', 'codeBlocks', 'codeNotationChunk.js'));
  });
});

describe('the bundler config', () => {
  const feature = mdxChunksFeature();

  it("runs after the content plugins' loaders, on every .md and .mdx file", () => {
    expect(feature.bundlerRules).toHaveLength(1);
    const rule = feature.bundlerRules?.[0] as {resource: RegExp; enforce: string; test?: unknown};
    expect(rule.enforce).toBe('post');
    expect(rule.resource.test('/site/docs/intro.mdx')).toBe(true);
    expect(rule.resource.test('/site/blog/post.md')).toBe(true);
    expect(rule.resource.test('/site/src/pages/index.tsx')).toBe(false);
  });

  it('is not taken for content another plugin compiles: Docusaurus reads the `include` of each rule whose `test` matches .mdx', () => {
    // What @docusaurus/core's MDX fallback plugin does with the rules of every plugin: a rule of
    // ours with such a `test` and no `include` put `undefined` among the paths it excludes, and
    // the bundler refused the config.
    const isMdxRule = (rule: {test?: unknown}) => rule.test instanceof RegExp && rule.test.test('x.mdx');
    expect(feature.bundlerRules?.filter((rule) => isMdxRule(rule as {test?: unknown}))).toEqual([]);
  });

  const groups = mdxChunkGroups() as Record<string, {name: string; test: RegExp; chunks: string; priority: number}>;

  it("gathers each writing component folder, the notation, the search page's, the playground's and the blog's stylesheets into one chunk each", () => {
    expect(Object.keys(groups).sort()).toEqual([
      'hoverkraft-badge',
      'hoverkraft-blog',
      'hoverkraft-card-grid',
      'hoverkraft-code-notation',
      'hoverkraft-file-tree',
      'hoverkraft-package-manager-tabs',
      'hoverkraft-playground',
      'hoverkraft-search-page',
      'hoverkraft-steps',
    ]);
    const searchPage = groups['hoverkraft-search-page'];
    for (const file of SEARCH_PAGE_STYLESHEETS) {
      expect(searchPage?.test.test(file), file).toBe(true);
    }
    expect(groups['hoverkraft-playground']?.test.test(PLAYGROUND_STYLESHEET)).toBe(true);
    const blog = groups['hoverkraft-blog'];
    for (const file of [
      ...BLOG_STYLESHEETS,
      '/site/node_modules/@docusaurus/theme-classic/lib/theme/BlogPostItem/Header/Info/styles.module.css',
      '/site/node_modules/.pnpm/@docusaurus+theme-classic@3.9.2/node_modules/@docusaurus/theme-classic/lib/theme/Blog/Components/Author/styles.module.css',
      'C:\\site\\node_modules\\@docusaurus\\theme-classic\\lib\\theme\\BlogSidebar\\Desktop\\styles.module.css',
    ]) {
      expect(blog?.test.test(file), file).toBe(true);
    }
    // What docs pages share with the blog (tags) stays, and so does the blog's code.
    for (const file of [
      '/site/node_modules/@docusaurus/theme-classic/lib/theme/TagsListByLetter/styles.module.css',
      '/site/node_modules/@docusaurus/theme-classic/lib/theme/BlogPostItem/Header/Info/index.js',
      '/site/src/theme/BlogPostItem/styles.module.css',
    ]) {
      expect(blog?.test.test(file), file).toBe(false);
    }
    // Their stylesheets only: the code stays with its route, or with the live editor's chunk.
    expect(groups['hoverkraft-playground']?.test.test(lib('theme', 'Playground', 'Provider', 'index.js'))).toBe(false);
    expect(searchPage?.test.test(lib('theme', 'SearchPage', 'index.js'))).toBe(false);
    const steps = groups['hoverkraft-steps'];
    expect(steps?.test.test(lib('components', 'Steps', 'index.js'))).toBe(true);
    // Its own stylesheet goes with it; one read elsewhere stays (the docs sidebar reads the Badge's colours).
    expect(steps?.test.test(lib('components', 'Steps', 'styles.module.css'))).toBe(true);
    expect(groups['hoverkraft-badge']?.test.test(lib('components', 'Badge', 'badgeTypes.module.css'))).toBe(false);
    expect(steps?.test.test(lib('components', 'StepsExtra', 'index.js'))).toBe(false);
    expect(steps?.test.test(lib('components', 'Badge', 'index.js'))).toBe(false);
    const cards = groups['hoverkraft-card-grid'];
    expect(cards?.test.test(lib('components', 'CardGrid', 'LinkCard.js'))).toBe(true);
    const notation = groups['hoverkraft-code-notation'];
    for (const file of CODE_NOTATION_CHUNK_MODULES) {
      expect(notation?.test.test(file), file).toBe(true);
    }
    expect(notation?.test.test(lib('client', 'codeBlocks', 'loadCodeNotation.js'))).toBe(false);
  });

  it("ranks below Docusaurus's `styles` group, which keeps every stylesheet, and above its `common` group", () => {
    for (const group of Object.values(groups)) {
      expect(group.priority).toBeGreaterThan(40);
      expect(group.priority).toBeLessThan(50);
      expect(group.chunks).toBe('async');
    }
  });
});
