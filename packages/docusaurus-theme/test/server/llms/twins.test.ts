import {mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import logger from '@docusaurus/logger';
import {afterAll, beforeAll, describe, expect, it, vi} from 'vitest';
import {htmlToMarkdown} from '../../../src/server/llms/convert';
import {
  conversionsFile,
  llmsFullText,
  llmsIndexText,
  pagesWithTwins,
  twinFileText,
  writeLlmsFiles,
} from '../../../src/server/llms/twins';
import {readSealedFile, writeSealedFile} from '../../../src/server/site/cache';
import type {SitePage} from '../../../src/server/site/pages';
import {markdownTwinPath} from '../../../src/shared/routes';
import {LLMS_ARTICLE_HTML} from './fixtures/llmsArticle';

const fixture = LLMS_ARTICLE_HTML;
const pageUrl = 'https://example.com/base/docs/guides/every-construct';

describe('the Markdown twin of a rendered page', () => {
  let title: string | undefined;
  let body: string;
  beforeAll(async () => {
    const markdown = await htmlToMarkdown(fixture, pageUrl);
    expect(markdown, 'the fixture has doc content').toBeDefined();
    ({title, body} = markdown ?? {title: undefined, body: ''});
  });

  it("takes the page's h1 as its title and leaves it out of the body", () => {
    expect(title).toBe('Every construct');
    expect(body).not.toContain('# Every construct');
  });

  it('keeps headings, without their "Direct link" anchors', () => {
    expect(body).toMatch(/^## Tables$/m);
    expect(body).toMatch(/^### Code$/m);
    expect(body).not.toContain('Direct link');
    expect(body).not.toContain('\u200b');
  });

  it('makes links and images absolute', () => {
    expect(body).toContain('[relative link](https://example.com/base/docs/intro)');
    expect(body).toContain(`[fragment link](${pageUrl}#tables)`);
    expect(body).toContain('[external link](https://example.org/page)');
    expect(body).toContain('![A diagram](https://example.com/base/img/diagram.png)');
  });

  it('keeps tables as GFM tables, escaping pipes in cells', () => {
    expect(body).toMatch(/^\| Prop +\| Type +\|$/m);
    expect(body).toMatch(/^\| `variant` \| `'a' \\\| 'b'` \|$/m);
  });

  it('keeps nested and ordered lists', () => {
    expect(body).toMatch(/^- Second item\n {2}- Nested item$/m);
    expect(body).toMatch(/^1\. Step one\n2\. Step two$/m);
  });

  it('keeps code blocks as fences with their language and title, without the copy button', () => {
    expect(body).toContain('```ts title="docusaurus.config.ts"\nexport const a = 1;\nexport const b = \'x < y\';\n```');
    expect(body).toContain('```bash\nnpm install my-package\n```');
    expect(body).not.toContain('Copy');
  });

  it("keeps a live code block's code, without the editor's headers or its result", () => {
    expect(body).toContain('```jsx live\n<Button to="/docs">Go</Button>\n```');
    expect(body).not.toContain('Live Editor');
    expect(body).not.toContain('Loading...');
  });

  it('turns admonitions into GitHub alerts, keeping a title of their own', () => {
    expect(body).toContain('> [!WARNING]\n>\n> Back up your `config` first.');
    expect(body).toContain('> [!TIP]\n>\n> **Did you know?**\n>\n> Tips have titles.');
  });

  it('writes every tab, hidden ones too, each under its label in bold', () => {
    expect(body).toContain('**npm**\n\nRun npm.\n\n**Yarn**\n\nRun yarn.');
  });

  it('opens details: the summary in bold, then the content', () => {
    expect(body).toContain('**More details**\n\nHidden until opened.');
  });

  it('leaves out breadcrumbs, the table of contents, the Copy page control, edit links and pagination', () => {
    for (const text of [
      'Guides',
      'On this page',
      'View as Markdown',
      'Edit this page',
      'Next page',
      'Navbar',
      'Footer',
    ]) {
      expect(body, text).not.toContain(text);
    }
  });

  it("reads a blog post's content, with the title from its header", async () => {
    const post =
      '<main><article><header><h1 class=title_Kdtz>Hello</h1><div><time>October 1, 2025</time></div></header>' +
      '<div id=__blog-post-container class=markdown><p>Post text.</p></div><footer>Tags</footer></article></main>';
    expect(await htmlToMarkdown(post, 'https://example.com/blog/hello')).toEqual({title: 'Hello', body: 'Post text.'});
  });

  it('finds nothing in a page without doc or post content', async () => {
    expect(await htmlToMarkdown('<main><p>Just a page</p></main>', 'https://example.com/')).toBeUndefined();
  });
});

describe('the path of a twin', () => {
  it.each([
    ['/docs/intro', '/', '/docs/intro.md'],
    ['/base/docs/intro/', '/base/', '/base/docs/intro.md'],
    ['/base/', '/base/', '/base/index.md'],
    ['/', '/', '/index.md'],
    // Percent-encoded as llms.txt writes it, an escape already there kept, for every link to a twin.
    ['/docs/my page (draft)', '/', '/docs/my%20page%20%28draft%29.md'],
    ['/base/docs/設定/café/', '/base/', '/base/docs/%E8%A8%AD%E5%AE%9A/caf%C3%A9.md'],
    ['/docs/caf%C3%A9', '/', '/docs/caf%C3%A9.md'],
    ['/docs/a%2Fb', '/', '/docs/a%2Fb.md'],
    ['/docs/100%', '/', '/docs/100%25.md'],
  ])('%s (base URL %s) has its twin at %s', (permalink, baseUrl, twin) => {
    expect(markdownTwinPath(permalink, baseUrl)).toBe(twin);
  });
});

const page = (overrides: Partial<SitePage>): SitePage => ({
  kind: 'doc',
  permalink: '/base/docs/x',
  title: 'X',
  section: 'Documentation',
  listed: true,
  ownImage: false,
  ...overrides,
});

const site = {title: 'Site', tagline: 'The tagline', url: 'https://example.com', baseUrl: '/base/'};

describe('llms.txt and llms-full.txt', () => {
  const pages = [
    page({kind: 'blogPost', permalink: '/base/blog/hello', title: 'Hello', description: 'A post.'}),
    page({permalink: '/base/docs/hero', title: 'Hero', category: 'Components', sidebarIndex: 1}),
    page({permalink: '/base/docs/stray', title: 'Stray'}),
    page({permalink: '/base/docs/secret', title: 'Secret', listed: false, sidebarIndex: 3}),
    page({permalink: '/base/docs/intro', title: 'Intro', description: 'Start\nhere.', sidebarIndex: 0}),
    page({kind: 'page', permalink: '/base/about', title: 'About'}),
  ];

  it('twins listed docs in sidebar order, docs in no sidebar after them, then blog posts', () => {
    expect(pagesWithTwins(pages).map((each) => each.title)).toEqual(['Intro', 'Hero', 'Stray', 'Hello']);
  });

  const twins = pagesWithTwins(pages).map((each) => ({
    page: each,
    pageUrl: `https://example.com${each.permalink}`,
    twinUrl: `https://example.com${each.permalink}.md`,
    markdown: {title: each.title, body: `Body of ${each.title}.`},
  }));

  it('lists the site, then one section per sidebar category and one for the blog, with links to twins', () => {
    expect(llmsIndexText(site, twins)).toBe(
      [
        '# Site',
        '',
        '> The tagline',
        '',
        '## Docs',
        '',
        '- [Intro](https://example.com/base/docs/intro.md): Start here.',
        '- [Stray](https://example.com/base/docs/stray.md)',
        '',
        '## Components',
        '',
        '- [Hero](https://example.com/base/docs/hero.md)',
        '',
        '## Blog',
        '',
        '- [Hello](https://example.com/base/blog/hello.md): A post.',
        '',
      ].join('\n'),
    );
  });

  it("holds every twin in the same order, each under a heading linking to the page's URL", () => {
    const full = llmsFullText(site, twins);
    const headings = full.split('\n').filter((line) => line.startsWith('# '));
    expect(headings).toEqual([
      '# Site',
      '# [Intro](https://example.com/base/docs/intro)',
      '# [Stray](https://example.com/base/docs/stray)',
      '# [Hero](https://example.com/base/docs/hero)',
      '# [Hello](https://example.com/base/blog/hello)',
    ]);
    expect(full).toContain('# [Hero](https://example.com/base/docs/hero)\n\nBody of Hero.\n');
  });
});

/** The conversions a cache file holds, read past its seal. */
function cachedConversions(file: string): Record<string, unknown> {
  return JSON.parse(readSealedFile(file).text ?? 'null') as Record<string, unknown>;
}

describe('writing the files after a build', () => {
  let outDir: string;
  let cacheDir: string;
  beforeAll(() => {
    const root = mkdtempSync(path.join(tmpdir(), 'hk-llms-'));
    outDir = path.join(root, 'build');
    cacheDir = path.join(root, 'cache');
    mkdirSync(path.join(outDir, 'docs', 'guides'), {recursive: true});
    writeFileSync(path.join(outDir, 'docs', 'guides', 'every-construct.html'), fixture);
  });
  afterAll(() => rmSync(path.dirname(outDir), {recursive: true, force: true}));

  const pages = [
    page({permalink: '/base/docs/guides/every-construct/', title: 'Every construct', sidebarIndex: 0}),
    // A hash-router build, or a page the build skipped, has no HTML file: no twin, no error.
    page({permalink: '/base/docs/missing', title: 'Missing', sidebarIndex: 1}),
  ];

  it('writes a twin beside the page, without the trailing slash, and the two llms files', async () => {
    const twins = await writeLlmsFiles(outDir, pages, site, cacheDir);
    expect(twins.map((twin) => twin.twinUrl)).toEqual(['https://example.com/base/docs/guides/every-construct.md']);
    const twin = readFileSync(path.join(outDir, 'docs', 'guides', 'every-construct.md'), 'utf8');
    expect(twin).toMatch(/^# Every construct\n\nA paragraph with \*\*bold\*\*/);
    expect(readFileSync(path.join(outDir, 'llms.txt'), 'utf8')).toContain(
      '- [Every construct](https://example.com/base/docs/guides/every-construct.md)',
    );
    expect(readFileSync(path.join(outDir, 'llms-full.txt'), 'utf8')).toContain('```jsx live');
  });

  it('converts a page again only when its article changed, reusing the cache otherwise', async () => {
    // One file for the build folder's pages.
    expect(readdirSync(cacheDir)).toEqual([path.basename(conversionsFile(cacheDir, outDir))]);
    const file = conversionsFile(cacheDir, outDir);
    const [key, ...others] = Object.keys(cachedConversions(file));
    expect(others).toEqual([]);
    // Sealed as the theme seals it, a changed entry shows that the second build reads the cache.
    writeSealedFile(file, JSON.stringify({[key ?? '']: {title: 'Every construct', body: 'From cache.'}}));
    await writeLlmsFiles(outDir, pages, site, cacheDir);
    expect(readFileSync(path.join(outDir, 'docs', 'guides', 'every-construct.md'), 'utf8')).toBe(
      '# Every construct\n\nFrom cache.\n',
    );
    const htmlFile = path.join(outDir, 'docs', 'guides', 'every-construct.html');
    writeFileSync(htmlFile, fixture.replace('Hidden until opened.', 'Changed text.'));
    await writeLlmsFiles(outDir, pages, site, cacheDir);
    expect(readFileSync(path.join(outDir, 'docs', 'guides', 'every-construct.md'), 'utf8')).toContain('Changed text.');
    // The changed page's new conversion replaced the old one: the cache holds this build's pages only.
    const entries = Object.keys(cachedConversions(file));
    expect(entries).toHaveLength(1);
    expect(entries).not.toContain(key);
  });

  it('refuses conversions edited in the cache, with a warning, and publishes fresh ones in twins and llms files', async () => {
    await writeLlmsFiles(outDir, pages, site, cacheDir);
    const file = conversionsFile(cacheDir, outDir);
    const [key] = Object.keys(cachedConversions(file));
    const sealed = readFileSync(file, 'utf8');
    // Edited by hand or by a tool: same key, raw HTML in the body, the seal line left as it was.
    const payload = '<img src=x onerror="window.__xss=1">';
    const edited = JSON.stringify({[key ?? '']: {title: 'Every construct', body: payload}});
    writeFileSync(file, `${sealed.slice(0, sealed.indexOf('\n'))}\n${edited}`);
    const warn = vi.spyOn(logger, 'warn').mockImplementation(() => {});
    try {
      await writeLlmsFiles(outDir, pages, site, cacheDir);
      expect(warn.mock.calls.map(([message]) => String(message))).toEqual([
        expect.stringMatching(/cached Markdown twins in .* did not match their digest/),
      ]);
    } finally {
      warn.mockRestore();
    }
    for (const built of ['docs/guides/every-construct.md', 'llms-full.txt']) {
      const text = readFileSync(path.join(outDir, built), 'utf8');
      expect(text, built).not.toContain(payload);
      expect(text, built).toContain('**bold**');
    }
    // The refused file is replaced by this build's sealed conversions.
    expect(readSealedFile(file).refused).toBe(false);
  });

  it('builds without the cache, and says so in one line, when the cache folder cannot be written', async () => {
    // A cache path under a file (ENOTDIR): unwritable even for root, as a read-only volume is.
    const blocker = path.join(path.dirname(outDir), 'not-a-folder');
    writeFileSync(blocker, '');
    const warn = vi.spyOn(logger, 'warn').mockImplementation(() => {});
    try {
      const twins = await writeLlmsFiles(outDir, pages, site, path.join(blocker, 'cache', 'llms'));
      await writeLlmsFiles(outDir, pages, site, path.join(blocker, 'cache', 'llms'));
      expect(twins).toHaveLength(1);
      expect(warn.mock.calls.map(([message]) => String(message))).toEqual([
        expect.stringMatching(
          /cache folder .*not-a-folder.* cannot be written \(ENOTDIR\): this build runs without it/,
        ),
      ]);
    } finally {
      warn.mockRestore();
    }
  });

  it('keeps the conversions of each build folder (each locale) apart', async () => {
    const other = path.join(path.dirname(outDir), 'build-fr');
    expect(conversionsFile(cacheDir, other)).not.toBe(conversionsFile(cacheDir, outDir));
    expect(conversionsFile(cacheDir, `${outDir}/`)).toBe(conversionsFile(cacheDir, outDir));
  });

  it('finds the same file when the site and its cache move together (a CI cache restored elsewhere)', () => {
    const file = path.basename(conversionsFile('/ci/one/node_modules/.cache/llms', '/ci/one/build'));
    expect(path.basename(conversionsFile('/ci/two/node_modules/.cache/llms', '/ci/two/build'))).toBe(file);
  });
});

describe('llms.txt of a site with several versions of its docs', () => {
  const site = {title: 'Site', tagline: '', url: 'https://example.com', baseUrl: '/'};
  const doc = (title: string, version: string, sidebarIndex: number): SitePage => ({
    kind: 'doc',
    permalink: `/docs/${version}/${title.toLowerCase()}`,
    title,
    section: `Documentation ${version}`,
    listed: true,
    ownImage: false,
    sidebarIndex,
    version,
  });

  it("lists each version's pages in a section that names the version", () => {
    const pages = [doc('Intro', 'Next', 0), doc('Intro', '1.0', 1)];
    const twins = pagesWithTwins(pages).map((page) => ({
      page,
      pageUrl: `https://example.com${page.permalink}`,
      twinUrl: `https://example.com${page.permalink}.md`,
      markdown: {title: page.title, body: ''},
    }));
    expect(llmsIndexText(site, twins)).toContain(
      '## Docs (version Next)\n\n- [Intro](https://example.com/docs/Next/intro.md)\n\n## Docs (version 1.0)\n\n- [Intro](https://example.com/docs/1.0/intro.md)\n',
    );
  });
});

describe('llms.txt, llms-full.txt and twins of pages with odd titles and addresses', () => {
  const site = {
    title: 'Site <b>&amp;</b>',
    tagline: '[Tag](https://evil.example)',
    url: 'https://example.com',
    baseUrl: '/',
  };
  const twinOf = (page: SitePage, title: string | undefined) => ({
    page,
    pageUrl: `https://example.com${page.permalink}`,
    twinUrl: `https://example.com${page.permalink}.md`,
    markdown: {title, body: 'Body.'},
  });
  const page = (permalink: string, title: string, description = ''): SitePage => ({
    kind: 'doc',
    permalink,
    title,
    section: 'Documentation',
    listed: true,
    ownImage: false,
    description,
  });

  it('escapes the site title and tagline', () => {
    const text = llmsIndexText(site, []);
    expect(text).toBe('# Site \\<b\\>\\&amp;\\</b\\>\n\n> \\[Tag\\](https://evil.example)\n');
  });

  it('escapes titles and descriptions from front matter, and percent-encodes slugs with spaces', () => {
    const twins = [
      twinOf(
        page('/docs/my page', '</script><script>alert(1)</script>', 'See [this](javascript:alert(1)) *now*'),
        undefined,
      ),
    ];
    const index = llmsIndexText(site, twins);
    expect(index).toContain(
      '- [\\</script\\>\\<script\\>alert(1)\\</script\\>](https://example.com/docs/my%20page.md): See \\[this\\](javascript:alert(1)) \\*now\\*',
    );
    expect(llmsFullText(site, twins)).toContain(
      '# [\\</script\\>\\<script\\>alert(1)\\</script\\>](https://example.com/docs/my%20page)\n\nBody.',
    );
    expect(twinFileText(twins[0] as (typeof twins)[number])).toBe(
      '# \\</script\\>\\<script\\>alert(1)\\</script\\>\n\nBody.\n',
    );
  });

  it('titles a page with an empty title by its address, never as an empty link', () => {
    const twins = [twinOf(page('/docs/untitled', ''), '')];
    expect(llmsIndexText(site, twins)).toContain('- [/docs/untitled](https://example.com/docs/untitled.md)');
    expect(llmsIndexText(site, twins)).not.toContain('[]');
  });

  it('titles a page whose title is only zero-width characters by its address, never as an invisible link', () => {
    const invisible = '\u200B\u200D\u2060';
    const twins = [twinOf(page('/docs/blank', invisible), invisible)];
    expect(llmsIndexText(site, twins)).toContain('- [/docs/blank](https://example.com/docs/blank.md)');
    expect(llmsFullText(site, twins)).toContain('# [/docs/blank](https://example.com/docs/blank)');
    expect(twinFileText(twins[0] as (typeof twins)[number])).toBe('# /docs/blank\n\nBody.\n');
    // An invisible h1 gives way to the page's metadata title.
    expect(llmsIndexText(site, [twinOf(page('/docs/named', 'Named'), invisible)])).toContain(
      '- [Named](https://example.com/docs/named.md)',
    );
  });
});

describe('the twin of a page with a Mermaid diagram', () => {
  it('keeps the diagram as a mermaid fence, from the source kept beside the drawing', async () => {
    const html = `<article><div class="theme-doc-markdown markdown"><header><h1>Flow</h1></header><p>How a build goes.</p><div class="docusaurus-mermaid-container"><svg><g><text>Build</text></g></svg></div><pre hidden class="hk-mermaid-source"><code>graph LR
  A[Write] --&gt; B[Build]</code></pre><p>After.</p></div></article>`;
    const markdown = await htmlToMarkdown(html, 'https://example.com/docs/flow');
    expect(markdown?.body).toBe('How a build goes.\n\n```mermaid\ngraph LR\n  A[Write] --> B[Build]\n```\n\nAfter.');
  });
});
