// @vitest-environment node
import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {REMOVED_IN_DOCUSAURUS_4} from './upstreamForks';

const srcDir = path.resolve(__dirname, '../src');
const sources = readdirSync(srcDir, {recursive: true, encoding: 'utf8'})
  .filter((file) => /\.tsx?$/.test(file))
  .map((file) => ({file: file.split(path.sep).join('/'), text: readFileSync(path.join(srcDir, file), 'utf8')}));

/** The names a source imports from `specifier`, `import {a, b as c}` giving a and b. */
function namedImports(text: string, specifier: string): string[] {
  const escaped = specifier.replace(/[/.]/g, '\\$&');
  return [...text.matchAll(new RegExp(`import\\s*(?:type\\s*)?\\{([^}]*)\\}\\s*from\\s*['"]${escaped}['"]`, 'g'))]
    .flatMap(([, list = '']) => list.split(','))
    .map(
      (item) =>
        item
          .trim()
          .replace(/^type\s+/, '')
          .split(/\s+as\s+/)[0],
    )
    .filter((name): name is string => Boolean(name));
}

describe('the theme on Docusaurus 4, whose theme-common drops some exports', () => {
  for (const specifier of ['@docusaurus/theme-common', '@docusaurus/theme-common/internal'] as const) {
    it(`imports nothing from ${specifier} that Docusaurus 4 removes`, () => {
      const removed = new Set<string>(REMOVED_IN_DOCUSAURUS_4[specifier]);
      const uses = sources.flatMap(({file, text}) =>
        namedImports(text, specifier)
          .filter((name) => removed.has(name))
          .map((name) => `${file}: ${name}`),
      );
      expect(uses).toEqual([]);
    });
  }

  it("reads none of the colour mode's members that Docusaurus 4 removes", () => {
    const member = new RegExp(`\\b(${REMOVED_IN_DOCUSAURUS_4.useColorMode.join('|')})\\b`);
    expect(sources.filter(({text}) => member.test(text)).map(({file}) => file)).toEqual([]);
  });

  it('finds the imports it checks: a source importing a removed name is caught', () => {
    const text = "import {PageMetadata, useSearchQueryString as useQuery} from '@docusaurus/theme-common';";
    expect(namedImports(text, '@docusaurus/theme-common')).toEqual(['PageMetadata', 'useSearchQueryString']);
    expect(namedImports(text, '@docusaurus/theme-common/internal')).toEqual([]);
    // The theme does import from theme-common: a pattern that matched nothing would pass vacuously.
    expect(sources.some(({text: source}) => namedImports(source, '@docusaurus/theme-common').length > 0)).toBe(true);
  });
});
