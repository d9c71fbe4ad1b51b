import {mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import type {LoadContext} from '@docusaurus/types';
import {afterEach, describe, expect, it} from 'vitest';
import {SHARED_STYLESHEET_MODULES} from '../../../src/server/dialogStylesheets/feature';
import {mdxChunkGroups, writingComponentChunk} from '../../../src/server/mdxChunks/feature';
import {
  chunkStylesheets,
  linkComponentStylesheetsStep,
  pageStylesheets,
  stylesheetClasses,
  withStylesheetLinks,
} from '../../../src/server/mdxChunks/stylesheets';
import {
  CODE_NOTATION_STYLESHEET,
  PACKAGE_ROOT,
  WRITING_COMPONENT_STYLESHEETS,
} from '../../../src/server/site/packageFiles';
import {CODE_LINE_CLASS_PREFIX} from '../../../src/shared/codeNotationMarkers';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) {
    rmSync(dir, {recursive: true, force: true});
  }
});

/** A build folder with these files (relative path → text). */
function build(files: Record<string, string>): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'hk-stylesheets-'));
  dirs.push(dir);
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, file)), {recursive: true});
    writeFileSync(path.join(dir, file), text);
  }
  return dir;
}

/** A page as Docusaurus's minifier writes it: attribute quotes dropped where it can. */
const page = (body: string) =>
  `<!doctype html><html><head><meta charset=UTF-8><title>T</title><link rel=stylesheet href=/base/assets/css/styles.1a2b3c4d.css><script src=/base/assets/js/main.js defer></script></head><body><div id=__docusaurus>${body}</div></body></html>`;

describe('what a page needs', () => {
  it('names the writing components its HTML renders, and where its last stylesheet link in the head ends', () => {
    const html = page(
      '<div class=x data-hk-mdx=Steps><ol><li>a</ol></div><ul data-hk-mdx="CardGrid"><li><a data-hk-mdx=LinkCard href=/a>A</a></ul>',
    );
    const {components, afterLastStylesheet} = pageStylesheets(html);
    expect([...components].sort()).toEqual(['CardGrid', 'LinkCard', 'Steps']);
    expect(html.slice(0, afterLastStylesheet)).toMatch(/styles\.1a2b3c4d\.css>$/);
  });

  it('names the chunks the classes of its elements name, not words of its text', () => {
    const html = page(
      '<pre><code><span class="token-line hk-code-line--added">a</span></code></pre><p>hk-x--y</p><i class="hk-other">b</i>',
    );
    const chunkOfClass = (name: string) =>
      name.startsWith('hk-code-line--') ? 'notation' : name.startsWith('hk-x--') ? 'x' : undefined;
    expect([...pageStylesheets(html, chunkOfClass).classChunks]).toEqual(['notation']);
    expect(pageStylesheets(html).classChunks.size).toBe(0);
  });

  it("does not take a stylesheet link in the body, in a <noscript>, or an alternate link, for the head's last", () => {
    const html =
      '<html><head><link rel="stylesheet" href="/a.css"/><noscript><link rel=stylesheet href=/n.css></noscript><link rel=alternate href=/b.md></head><body><link rel=stylesheet href=/c.css></body></html>';
    const {afterLastStylesheet} = pageStylesheets(html);
    expect(html.slice(0, afterLastStylesheet)).toBe('<html><head><link rel="stylesheet" href="/a.css"/>');
  });
});

describe('the page with its links', () => {
  it('adds each stylesheet once, after the last one, and leaves a page that has them as it is', () => {
    const html = page('<div data-hk-mdx=Steps></div>');
    const {afterLastStylesheet} = pageStylesheets(html);
    const linked = withStylesheetLinks(html, ['/base/assets/css/hoverkraft-steps.0f0f0f0f.css'], afterLastStylesheet);
    expect(linked).toContain(
      'styles.1a2b3c4d.css><link rel="stylesheet" href="/base/assets/css/hoverkraft-steps.0f0f0f0f.css"><script',
    );
    expect(withStylesheetLinks(linked, ['/base/assets/css/hoverkraft-steps.0f0f0f0f.css'], afterLastStylesheet)).toBe(
      linked,
    );
  });

  it('puts them at the end of the head of a page without stylesheets', () => {
    const html = '<html><head><title>T</title></head><body></body></html>';
    expect(withStylesheetLinks(html, ['/x.css'], undefined)).toBe(
      '<html><head><title>T</title><link rel="stylesheet" href="/x.css"></head><body></body></html>',
    );
  });
});

describe("the chunks' stylesheets", () => {
  it('finds the one stylesheet the build wrote for each chunk, and none for a chunk without CSS', () => {
    const dir = build({
      'assets/css/styles.1a2b3c4d.css': '',
      'assets/css/hoverkraft-steps.0f0f0f0f.css': '',
      'assets/css/hoverkraft-steps-extra.11111111.css': '',
    });
    const found = chunkStylesheets(dir, ['hoverkraft-steps', 'hoverkraft-package-manager-tabs']);
    expect([...found]).toEqual([['hoverkraft-steps', 'hoverkraft-steps.0f0f0f0f.css']]);
  });

  it('stops the build on two stylesheets of one chunk, naming the folder, the chunk and the files', () => {
    const dir = build({'assets/css/hoverkraft-steps.0f0f0f0f.css': '', 'assets/css/hoverkraft-steps.12345678.css': ''});
    expect(() => chunkStylesheets(dir, ['hoverkraft-steps'])).toThrow(
      /assets[\\/]css holds 2 stylesheets of the chunk "hoverkraft-steps" \(hoverkraft-steps\.0f0f0f0f\.css, hoverkraft-steps\.12345678\.css\)/,
    );
  });
});

describe('the post-build step', () => {
  const siteConfig = {baseUrl: '/base/'} as LoadContext['siteConfig'];

  it('links the stylesheets of the components each page renders, and leaves other pages untouched', async () => {
    const plain = page('<p>No component.</p>');
    const dir = build({
      'assets/css/styles.1a2b3c4d.css': '',
      'assets/css/hoverkraft-steps.0f0f0f0f.css': '',
      'assets/css/hoverkraft-card-grid.22222222.css': '',
      'docs/steps.html': page('<div data-hk-mdx=Steps></div>'),
      'docs/cards/index.html': page(
        '<ul data-hk-mdx=CardGrid><li><a data-hk-mdx=LinkCard href=/a>A</a></ul><div data-hk-mdx=Steps></div>',
      ),
      'docs/tabs.html': page('<div data-hk-mdx=PackageManagerTabs></div>'),
      'docs/plain.html': plain,
      'docs/mentions.html': page('<code>data-hk-mdx</code>'),
    });
    await linkComponentStylesheetsStep(writingComponentChunk)({outDir: dir, siteDir: dir, siteConfig, pages: []});
    const linksOf = (file: string) =>
      readFileSync(path.join(dir, file), 'utf8').match(/<link rel="stylesheet" href="[^"]+">/g) ?? [];
    expect(linksOf('docs/steps.html')).toEqual([
      '<link rel="stylesheet" href="/base/assets/css/hoverkraft-steps.0f0f0f0f.css">',
    ]);
    expect(linksOf('docs/cards/index.html')).toEqual([
      '<link rel="stylesheet" href="/base/assets/css/hoverkraft-card-grid.22222222.css">',
      '<link rel="stylesheet" href="/base/assets/css/hoverkraft-steps.0f0f0f0f.css">',
    ]);
    // A component whose chunk has no CSS needs no link.
    expect(linksOf('docs/tabs.html')).toEqual([]);
    expect(readFileSync(path.join(dir, 'docs/plain.html'), 'utf8')).toBe(plain);
    expect(linksOf('docs/mentions.html')).toEqual([]);
    // Written in place, with no temporary file left behind.
    expect(readdirSync(path.join(dir, 'docs')).sort()).toEqual([
      'cards',
      'mentions.html',
      'plain.html',
      'steps.html',
      'tabs.html',
    ]);
  });
});

describe('the code-line notation', () => {
  const siteConfig = {baseUrl: '/base/'} as LoadContext['siteConfig'];

  it("links the notation's stylesheet from the pages with a marked line, and only those", async () => {
    const marked = page('<pre class="x"><code><span class="token-line hk-code-line--removed">a</span></code></pre>');
    const mentioned = page('<p>Lines get <code>hk-code-line--added</code>.</p>');
    const dir = build({
      'assets/css/hoverkraft-code-notation.abcdef12.css': '',
      'docs/marked.html': marked,
      'docs/mentioned.html': mentioned,
    });
    await linkComponentStylesheetsStep(writingComponentChunk, [
      {classPrefix: CODE_LINE_CLASS_PREFIX, chunk: 'hoverkraft-code-notation'},
    ])({outDir: dir, siteDir: dir, siteConfig, pages: []});
    expect(readFileSync(path.join(dir, 'docs/marked.html'), 'utf8')).toContain(
      'styles.1a2b3c4d.css><link rel="stylesheet" href="/base/assets/css/hoverkraft-code-notation.abcdef12.css">',
    );
    expect(readFileSync(path.join(dir, 'docs/mentioned.html'), 'utf8')).toBe(mentioned);
  });

  it("leaves the stylesheet every page loads for the notation's chunk", () => {
    const groups = mdxChunkGroups() as Record<string, {test: RegExp}>;
    expect(SHARED_STYLESHEET_MODULES.test(CODE_NOTATION_STYLESHEET)).toBe(false);
    expect(
      Object.entries(groups)
        .filter(([, group]) => group.test.test(CODE_NOTATION_STYLESHEET))
        .map(([name]) => name),
    ).toEqual(['hoverkraft-code-notation']);
  });
});

describe('a chunk named by the classes of its own stylesheet', () => {
  const siteConfig = {baseUrl: '/'} as LoadContext['siteConfig'];
  const linkBlogStylesheet = (dir: string) =>
    linkComponentStylesheetsStep(writingComponentChunk, [{classesOfItsStylesheet: true, chunk: 'hoverkraft-blog'}])({
      outDir: dir,
      siteDir: dir,
      siteConfig,
      pages: [],
    });

  it("reads the classes of a stylesheet's selectors, not words of its declarations, urls, strings or comments", () => {
    const css =
      '/* .note */.authorTitle_a1B2,.x>.y-z:hover{background:url(a.svg);content:".q"}@media (min-width:996px){.sidebar_Qq-1{width:1.5rem}}:is(.p_0) .avatar__intro{gap:.25rem}';
    expect([...stylesheetClasses(css)].sort()).toEqual([
      'authorTitle_a1B2',
      'avatar__intro',
      'p_0',
      'sidebar_Qq-1',
      'x',
      'y-z',
    ]);
  });

  it('links it from the pages that use one of those classes, whatever the page, and from no other', async () => {
    const post = page('<article><header><div class="avatar__intro authorDetails_k9Zz">A</div></header></article>');
    const mentions = page('<p>The <code>authorTitle_a1B2</code> class.</p>');
    const doc = page('<p class="markdown">Text.</p>');
    const dir = build({
      'assets/css/hoverkraft-blog.12ab34cd.css': '.authorTitle_a1B2{margin:0}.authorDetails_k9Zz{display:flex}',
      'blog/post.html': post,
      'home.html': page('<div class="authorTitle_a1B2">On a page of the site</div>'),
      'docs/mentions.html': mentions,
      'docs/doc.html': doc,
    });
    await linkBlogStylesheet(dir);
    const link = '<link rel="stylesheet" href="/assets/css/hoverkraft-blog.12ab34cd.css">';
    expect(readFileSync(path.join(dir, 'blog/post.html'), 'utf8')).toContain(link);
    expect(readFileSync(path.join(dir, 'home.html'), 'utf8')).toContain(link);
    expect(readFileSync(path.join(dir, 'docs/mentions.html'), 'utf8')).toBe(mentions);
    expect(readFileSync(path.join(dir, 'docs/doc.html'), 'utf8')).toBe(doc);
  });

  it('links nothing when the build wrote no stylesheet for the chunk', async () => {
    const post = page('<div class="authorTitle_a1B2">A</div>');
    const dir = build({'blog/post.html': post});
    await linkBlogStylesheet(dir);
    expect(readFileSync(path.join(dir, 'blog/post.html'), 'utf8')).toBe(post);
  });
});

describe("where the components' stylesheets go", () => {
  it('each leaves the stylesheet every page loads for the chunk of its component', () => {
    const groups = mdxChunkGroups() as Record<string, {test: RegExp}>;
    for (const sheet of WRITING_COMPONENT_STYLESHEETS) {
      expect(SHARED_STYLESHEET_MODULES.test(sheet), sheet).toBe(false);
      const owners = Object.entries(groups).filter(([, group]) => group.test.test(sheet));
      expect(
        owners.map(([name]) => name),
        sheet,
      ).toHaveLength(1);
    }
    const badgeColours = path.join(PACKAGE_ROOT, 'lib', 'components', 'Badge', 'badgeTypes.module.css');
    expect(SHARED_STYLESHEET_MODULES.test(badgeColours)).toBe(true);
  });

  it('names every stylesheet of a writing component but the Badge colours the docs sidebar shares', () => {
    const folders = new Set(WRITING_COMPONENT_STYLESHEETS.map((sheet) => path.dirname(sheet)));
    const inSource = ['Steps', 'FileTree', 'CardGrid', 'Badge', 'PackageManagerTabs'].flatMap((component) =>
      readdirSync(path.join(PACKAGE_ROOT, 'src', 'components', component))
        .filter((file) => file.endsWith('.css') && file !== 'badgeTypes.module.css')
        .map((file) => path.join(PACKAGE_ROOT, 'lib', 'components', component, file)),
    );
    expect([...WRITING_COMPONENT_STYLESHEETS].sort()).toEqual(inSource.sort());
    expect(folders.size).toBe(WRITING_COMPONENT_STYLESHEETS.length);
  });
});
