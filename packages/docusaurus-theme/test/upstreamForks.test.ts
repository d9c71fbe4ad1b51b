// @vitest-environment node
import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {UPSTREAM_FORKS, unreviewedForks} from './upstreamForks';

describe('the theme components forked from theme-classic', () => {
  it('match the upstream source we last reviewed, for the installed theme-classic', () => {
    expect(unreviewedForks(path.resolve(__dirname, '..'))).toEqual([]);
  });

  it('each say in the code why they are forks and not wrappers', () => {
    for (const component of Object.keys(UPSTREAM_FORKS)) {
      const source = readFileSync(path.resolve(__dirname, '../src/theme', component, 'index.tsx'), 'utf8');
      expect(source, component).toMatch(/Why a fork and not a wrapper:/);
    }
  });
});

/**
 * The files that import a non-public Docusaurus path, each guarded: it works on without the
 * export (test/theme/CodeBlockContent.test.tsx covers both sides of Content's guard; Layout renders
 * theme-classic's layout as it is when the context is not exported).
 */
const GUARDED_NON_PUBLIC_IMPORTS = ['theme/CodeBlock/Content/index.tsx', 'theme/CodeBlock/Layout/index.tsx'];

describe("the theme's imports of Docusaurus", () => {
  it('reach non-public paths (/internal, /lib/, /src/) only from the guarded files', () => {
    const srcDir = path.resolve(__dirname, '../src');
    const files = readdirSync(srcDir, {recursive: true, encoding: 'utf8'}).filter((file) => /\.tsx?$/.test(file));
    const importing = files.filter((file) =>
      /from\s+['"]@docusaurus\/[\w-]+\/(internal|lib\/|src\/)/.test(readFileSync(path.join(srcDir, file), 'utf8')),
    );
    expect(importing.map((file) => file.split(path.sep).join('/')).sort()).toEqual(GUARDED_NON_PUBLIC_IMPORTS);
  });
});
