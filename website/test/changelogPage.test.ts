import {execFileSync} from 'node:child_process';
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {load} from 'cheerio';
import {beforeAll, describe, expect, it} from 'vitest';
import {changelogFile} from '../plugins/changelog';

const websiteDir = path.resolve(__dirname, '..');
// HK_WEBSITE_BUILD checks another build of the site (one built with --out-dir) instead.
const buildDir = process.env.HK_WEBSITE_BUILD ?? path.join(websiteDir, 'build');

beforeAll(() => {
  // The test command builds once before the tests; run alone, this test builds the site itself.
  if (!existsSync(path.join(buildDir, 'index.html'))) {
    execFileSync('npm', ['run', 'build'], {cwd: websiteDir, stdio: 'inherit'});
  }
});

/** The headings of a Markdown file, level and text, with inline code marks dropped. */
function markdownHeadings(markdown: string): string[] {
  return [...markdown.matchAll(/^(#{1,3}) (.+)$/gm)].map(
    ([, hashes, text]) => `h${hashes?.length} ${text?.replaceAll('`', '')}`,
  );
}

describe('the changelog page', () => {
  it('is the package CHANGELOG.md, every release and section of it in order', () => {
    const $ = load(readFileSync(path.join(buildDir, 'changelog.html'), 'utf8'));
    const headings = $('main')
      .find('h1, h2, h3')
      // A heading's text ends with its anchor link's zero-width space.
      .map(
        (_, heading) =>
          `${heading.tagName} ${$(heading)
            .text()
            .replace(/\u200b/g, '')
            .trim()}`,
      )
      .get();
    const expected = markdownHeadings(readFileSync(changelogFile(websiteDir), 'utf8'));
    expect(expected.filter((heading) => heading.startsWith('h2 ')).length).toBeGreaterThan(0);
    expect(headings).toEqual(expected);
  });
});
