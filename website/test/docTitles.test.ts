import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';

/**
 * A doc's title and its sidebar label name the same thing, the way a reader meets it: a component
 * page by the component's own name (the one they import), every other page in sentence case.
 */
const repo = path.resolve(__dirname, '../..');
const docsDir = path.join(repo, 'website/docs');
const themeSrc = path.join(repo, 'packages/docusaurus-theme/src');

/** Names the package gives its components: those it exports and the swizzlable theme components. */
const componentNames = new Set([
  ...[...readFileSync(path.join(themeSrc, 'components/index.ts'), 'utf8').matchAll(/^export \{([^}]*)\}/gm)].flatMap(
    ([, names]) => [...(names ?? '').matchAll(/\b([A-Z][A-Za-z]+)\b/g)].map(([, name]) => name as string),
  ),
  ...readdirSync(path.join(themeSrc, 'theme'), {withFileTypes: true})
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name),
]);

function frontMatter(file: string): Record<string, string> {
  const head = /^---\n([\s\S]*?)\n---\n/.exec(readFileSync(file, 'utf8'))?.[1] ?? '';
  return Object.fromEntries(
    [...head.matchAll(/^(\w+): (.*)$/gm)].map(([, key, value]) => [key, (value ?? '').replace(/^"(.*)"$/, '$1')]),
  );
}

function docs(dir: string): string[] {
  return (
    readdirSync(dir)
      // Files starting with _ are partials that pages import, not pages.
      .filter((name) => /^[^_].*\.mdx?$/.test(name))
      .map((name) => path.join(dir, name))
  );
}

describe('doc titles and sidebar labels', () => {
  it.each(docs(path.join(docsDir, 'components')).map((file) => [path.relative(docsDir, file), file]))(
    '%s is titled with the names of the components it documents',
    (_, file) => {
      const {title, sidebar_label: label} = frontMatter(file);
      const names = (title ?? '').split(' and ');
      for (const name of names) {
        expect(componentNames, `"${name}" in the title of ${file} should be a component of the package`).toContain(
          name,
        );
      }
      if (label !== undefined) expect(label, `the sidebar label of ${file}`).toBe(title);
    },
  );

  it.each(docs(docsDir).map((file) => [path.relative(docsDir, file), file]))(
    '%s has a title and sidebar label in sentence case',
    (_, file) => {
      const {title, sidebar_label: label} = frontMatter(file);
      for (const text of [title, label].filter((value): value is string => value !== undefined)) {
        // Acronyms (API, CSS) keep their capitals; a capitalised ordinary word does not.
        const capitalisedLaterWords = text
          .split(' ')
          .slice(1)
          .filter((word) => /^[A-Z][a-z]/.test(word));
        expect(capitalisedLaterWords, `"${text}" in ${file} should be in sentence case`).toEqual([]);
      }
    },
  );
});
