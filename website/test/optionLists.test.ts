import {readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {OptionsSchema} from '../../packages/docusaurus-theme/src/options';

/**
 * Every place that lists the theme's options names exactly the options the schema accepts: the
 * full reference (Plugin options), the quick reference, the package's README and the
 * announcement post. Pages that only need to point at the options link to Plugin options instead.
 */
const repo = path.resolve(__dirname, '../..');
const read = (file: string) => readFileSync(path.join(repo, file), 'utf8');

const schemaKeys = Object.keys((OptionsSchema.describe() as {keys: Record<string, unknown>}).keys).sort();
const NUMBER_WORDS = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten'];

/** The text of a Markdown section, from its heading to the next heading of the same level or higher. */
function section(markdown: string, heading: string): string {
  const start = markdown.indexOf(`\n${heading}\n`);
  if (start === -1) throw new Error(`no heading "${heading}"`);
  const level = heading.indexOf(' ');
  const rest = markdown.slice(start + heading.length + 2);
  const end = rest.search(new RegExp(`^#{1,${level}} `, 'm'));
  return end === -1 ? rest : rest.slice(0, end);
}

/** The option names in the first column of a Markdown table, written `name` or [`name`](link). */
function firstColumnNames(table: string): string[] {
  return [...table.matchAll(/^\| \[?`([A-Za-z]+)`\]?(?:\([^)]*\))?\s*\|/gm)].map(([, name]) => name as string).sort();
}

describe('the lists of the theme options', () => {
  it('the schema has options to list', () => {
    expect(schemaKeys.length).toBeGreaterThan(0);
  });

  it('Plugin options lists every option of the schema, and no other', () => {
    const page = read('website/docs/plugin-options.md');
    const table = page.slice(page.indexOf('| Option'), page.indexOf('\n\n', page.indexOf('| Option')));
    expect(firstColumnNames(table), 'website/docs/plugin-options.md, the options table').toEqual(schemaKeys);
  });

  it('the quick reference lists every option of the schema, and no other', () => {
    const options = section(read('website/docs/quick-reference.md'), '## Options');
    expect(firstColumnNames(options), 'website/docs/quick-reference.md, section "Options"').toEqual(schemaKeys);
  });

  it("the package's README lists every option of the schema, and no other", () => {
    const options = section(read('packages/docusaurus-theme/README.md'), '### Options');
    expect(firstColumnNames(options), 'packages/docusaurus-theme/README.md, section "Options"').toEqual(schemaKeys);
  });

  it('the announcement post names every option, and says how many there are', () => {
    const post = read('website/blog/2025-10-01-introducing-hoverkraft-theme.md');
    const sentence = /The theme has (\w+) options: ([^\n]*?)\. One setting/.exec(post);
    expect(sentence, 'the post should say "The theme has N options: ..."').not.toBeNull();
    expect(sentence?.[1]).toBe(NUMBER_WORDS[schemaKeys.length]);
    const named = [...(sentence?.[2] ?? '').matchAll(/`([A-Za-z]+)`/g)].map(([, name]) => name as string).sort();
    expect(named, 'the options the post names').toEqual(schemaKeys);
  });

  it('Configuration says how many options there are', () => {
    const page = read('website/docs/configuration.md');
    expect(page).toContain(`${NUMBER_WORDS[schemaKeys.length]} plugin options`);
  });

  it('Installation links to the options instead of listing some of them', () => {
    const page = read('website/docs/installation.md');
    expect(page).toContain('](/docs/plugin-options)');
    expect(page).not.toMatch(/The options \(`/);
  });
});
