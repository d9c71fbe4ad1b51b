import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';

/**
 * The README is for people who use the theme, and each fact has one home: the Node.js floor is
 * the `engines` field, stated in the installation guide's requirements and the README's Quick
 * start, and linked from everywhere else.
 */

const repo = path.resolve(__dirname, '../..');
const read = (file: string) => readFileSync(path.join(repo, file), 'utf8');
const engines = (file: string) => (JSON.parse(read(file)) as {engines: {node: string}}).engines.node;

/** Every Markdown page of the docs and the blog, relative to the repository. */
function sitePages(dir = 'website/docs'): string[] {
  return readdirSync(path.join(repo, dir), {withFileTypes: true}).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    return entry.isDirectory() ? sitePages(file) : /\.mdx?$/.test(entry.name) ? [file] : [];
  });
}

/**
 * "Node.js 20.19 or later", "Node.js 20+", or the requirements table's Node.js row: a stated
 * floor, as opposed to a version a test runs on. ("needs Node.js 22.11 or later" speaks of a tool.)
 */
const nodeFloors = (text: string) =>
  [...text.matchAll(/(?<!needs )Node\.js\s*\|?\s*(\d+(?:\.\d+)*)(?:\+| or later)/g)].map((match) => match[1]);

describe('the README', () => {
  const readme = read('README.md');

  it('fits on a page a user reads: 100 lines at most', () => {
    expect(readme.trimEnd().split('\n').length).toBeLessThanOrEqual(100);
  });

  it('links to the documentation site before anything else', () => {
    const firstLines = readme.split('\n').slice(0, 10).join('\n');
    expect(firstLines).toContain('https://hoverkraft-tech.github.io/docusaurus-theme/');
  });
});

describe('the Node.js floor', () => {
  const floor = engines('packages/docusaurus-theme/package.json').replace(/^>=/, '');

  it('is the same in the package and the repository', () => {
    expect(engines('package.json')).toBe(`>=${floor}`);
  });

  it.each(['README.md', 'CONTRIBUTING.md', 'packages/docusaurus-theme/README.md', 'website/docs/installation.md'])(
    '%s states the engines floor',
    (file) => {
      const stated = nodeFloors(read(file));
      expect(stated.length, `${file} states no Node.js floor`).toBeGreaterThan(0);
      expect(new Set(stated)).toEqual(new Set([floor]));
    },
  );

  it('is stated by no other page of the docs or the blog, which link to the requirements instead', () => {
    const others = [...sitePages('website/docs'), ...sitePages('website/blog')].filter(
      (file) => !file.endsWith('installation.md') && nodeFloors(read(file)).length > 0,
    );
    expect(others).toEqual([]);
  });
});
