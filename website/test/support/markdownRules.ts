import {execFileSync} from 'node:child_process';
import {existsSync, readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';

/**
 * What the tests of the docs' server rules share: the build they run against, the snippets as the
 * docs give them, and the Accept headers with the answer each must get.
 */
export const websiteDir = path.resolve(__dirname, '../..');

/**
 * The production build the rules serve: website/build, or the folder HK_WEBSITE_BUILD names (a
 * build of one's own, `npx docusaurus build --out-dir <folder>`, that a parallel build cannot clobber).
 */
export const buildDir = process.env.HK_WEBSITE_BUILD
  ? path.resolve(process.env.HK_WEBSITE_BUILD)
  : path.join(websiteDir, 'build');

/** Builds the site into website/build when no build is there; a folder named by HK_WEBSITE_BUILD must hold one. */
export function ensureBuild(): void {
  if (existsSync(path.join(buildDir, 'index.html'))) {
    return;
  }
  if (process.env.HK_WEBSITE_BUILD) {
    throw new Error(
      `HK_WEBSITE_BUILD=${process.env.HK_WEBSITE_BUILD} holds no build (no index.html): build the site there first.`,
    );
  }
  execFileSync('npm', ['run', 'build'], {cwd: websiteDir, stdio: 'inherit'});
}

/** A docs page's Markdown source, from website/docs. */
export function docsPage(file: string): string {
  return readFileSync(path.join(websiteDir, 'docs', file), 'utf8');
}

/**
 * The code block of a docs page with this language and, when given, this `title="..."`: the text
 * between its fences, exactly as a reader copies it.
 */
export function docsSnippet(file: string, language: string, title?: string): string {
  const blocks = [...docsPage(file).matchAll(/^```(\S+)([^\n]*)\n([\s\S]*?)^```$/gm)];
  const block = blocks.find(
    ([, lang, info]) => lang === language && (title === undefined || info?.includes(`title="${title}"`)),
  );
  if (!block) {
    throw new Error(`website/docs/${file} has no \`\`\`${language} block${title ? ` titled "${title}"` : ''}.`);
  }
  return block[3] ?? '';
}

/**
 * Accept headers and whether each must get the twin: Markdown when the header names
 * text/markdown with a q above 0 and at least the q it gives HTML (that of text/html, of text/"*"
 * or of "*"/"*", the most specific it names), as the Page actions page defines it.
 */
export const ACCEPT_CASES: [accept: string, wantsMarkdown: boolean][] = [
  ['text/markdown', true],
  ['text/markdown, text/html', true],
  ['text/markdown, text/html;q=0.9, */*;q=0.8', true],
  ['text/html;q=0.5, text/markdown', true],
  ['text/markdown;q=0.9, text/html;q=0.8', true],
  ['text/markdown;q=0.95, text/html;q=0.9', true],
  ['text/markdown;q=0.9, */*;q=0.8', true],
  ['text/markdown;q=0.5, text/*;q=0.4, */*', true],
  ['text/html;q=0.5, text/markdown;q=0.50', true],
  ['text/markdown; charset=utf-8', true],
  ['Text/Markdown;Q=1.0, text/html', true],
  ['text/markdown;q=0, text/html', false],
  ['text/markdown;q=0.000', false],
  ['text/html, text/markdown;q=0.5', false],
  ['text/markdown;q=0.85, text/html;q=0.9', false],
  ['text/markdown;q=0.5, */*', false],
  ['text/markdownish', false],
  ['*/*', false],
  ['text/html,application/xhtml+xml,application/xml;q=0.9,image/avif,image/webp,*/*;q=0.8', false],
  ['', false],
];

/** Every HTML page of the build, as its path under the base URL: `docs/installation`, `docs/`, ''. */
export function builtPages(dir = buildDir, prefix = ''): string[] {
  return readdirSync(dir, {withFileTypes: true}).flatMap((entry) => {
    if (entry.isDirectory()) {
      return entry.name === 'assets' ? [] : builtPages(path.join(dir, entry.name), `${prefix}${entry.name}/`);
    }
    if (!entry.name.endsWith('.html')) {
      return [];
    }
    return [entry.name === 'index.html' ? prefix : `${prefix}${entry.name.slice(0, -'.html'.length)}`];
  });
}

/** The twin file the build wrote for a page path, if it wrote one: `docs/guide/` → `docs/guide.md`. */
export function twinFile(page: string): string | undefined {
  const file = `${page.replace(/\/$/, '') || 'index'}.md`;
  return existsSync(path.join(buildDir, file)) ? file : undefined;
}

/** Pages that must keep their HTML whatever the request asks for: lists, the docs index, the home page. */
export const PAGES_WITHOUT_TWINS = [
  'blog/tags',
  'blog/tags/theme',
  'blog/authors',
  'blog/archive',
  'blog',
  'docs/',
  '',
];
