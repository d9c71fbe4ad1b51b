import {execFileSync} from 'node:child_process';
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {beforeAll, describe, expect, it} from 'vitest';
import {BASE_URL, BLOG_POST_SLUG, COMPONENT_DOC_IDS, GUIDE_DOC_IDS, SITE_TITLE, SITE_URL} from '../siteConstants';

const websiteDir = path.resolve(__dirname, '..');
const buildDir = path.join(websiteDir, 'build');
const siteRoot = `${SITE_URL}${BASE_URL}`;

beforeAll(() => {
  // The test command builds once before the tests; run alone, this test builds the site itself.
  if (!existsSync(path.join(buildDir, 'index.html'))) {
    execFileSync('npm', ['run', 'build'], {cwd: websiteDir, stdio: 'inherit'});
  }
});

/** Every listed doc and blog post of the site, as routes relative to the base URL. */
const LISTED_PAGES = [
  ...GUIDE_DOC_IDS.map((id) => `docs/${id}`),
  ...COMPONENT_DOC_IDS.map((id) => `docs/components/${id}`),
  `blog/${BLOG_POST_SLUG}`,
];

const read = (file: string) => readFileSync(path.join(buildDir, file), 'utf8');

/** The build file an absolute URL of the site points at. */
function fileForUrl(url: string): string {
  expect(url.startsWith(siteRoot), `${url} is under ${siteRoot}`).toBe(true);
  return path.join(buildDir, decodeURI(url.slice(siteRoot.length)));
}

describe('the pages for assistants in the production build', () => {
  it.each(LISTED_PAGES)('has a Markdown twin of %s, headed by its title', (route) => {
    const twin = read(`${route}.md`);
    const html = read(`${route}.html`);
    const title = /<h1[^>]*>([^<]+)<\/h1>/.exec(html)?.[1];
    expect(title, `${route}.html has an h1`).toBeDefined();
    expect(twin.split('\n')[0]).toBe(`# ${title}`);
    // Heading anchors, the mobile TOC, the edit link and the Copy page control are not content.
    for (const furniture of [
      /Direct link to/,
      /^On this page$/m,
      /\[Edit this page\]/,
      /^Copy page/m,
      /\[View as Markdown\]/,
    ]) {
      expect(twin).not.toMatch(furniture);
    }
  });

  it('keeps the code of live code blocks in the twin', () => {
    const twin = read('docs/components/buttons.md');
    expect(twin).toMatch(/```jsx[^\n]*\n<div style=\{\{display: 'flex'/);
    expect(twin).toContain('<Button size="lg" to="/blog">');
  });

  it('lists the site, one section per sidebar category and the blog in llms.txt', () => {
    const index = read('llms.txt');
    expect(index.startsWith(`# ${SITE_TITLE}\n\n> `)).toBe(true);
    expect(index.match(/^## .+$/gm)).toEqual([
      '## Get started',
      '## Guides',
      '## Features',
      '## Components',
      '## Reference',
      '## Blog',
    ]);
  });

  it('links llms.txt only to twins that exist, one for every listed page', () => {
    const links = [...read('llms.txt').matchAll(/^- \[[^\]]+\]\(([^)]+)\)/gm)].map((match) => match[1] ?? '');
    for (const link of links) {
      expect(existsSync(fileForUrl(link)), `${link} exists in the build`).toBe(true);
    }
    expect(links.map((link) => link.slice(siteRoot.length)).sort()).toEqual(
      LISTED_PAGES.map((route) => `${route}.md`).sort(),
    );
  });

  it('holds every twin in llms-full.txt, each under a heading linking to its page', () => {
    const full = read('llms-full.txt');
    const headings = [...full.matchAll(/^# \[[^\]]+\]\(([^)]+)\)$/gm)].map((match) => match[1]);
    expect(headings.sort()).toEqual(LISTED_PAGES.map((route) => `${siteRoot}${route}`).sort());
    expect(full).toContain('<Button size="lg" to="/blog">');
  });

  it('keeps twins out of the sitemap', () => {
    expect(read('sitemap.xml')).not.toMatch(/\.md<\/loc>|llms/);
  });

  it('shows the Copy page control on docs and posts, not on other pages', () => {
    expect(read('docs/getting-started.html')).toContain('>Copy page</button>');
    expect(read(`blog/${BLOG_POST_SLUG}.html`)).toContain('>Copy page</button>');
    // The home page names the control in its text (what the theme adds): the button is what counts.
    expect(read('index.html')).not.toContain('>Copy page</button>');
    expect(read('blog.html')).not.toContain('>Copy page</button>');
  });
});
