import {describe, expect, it} from 'vitest';
import {logProblems, problemsOnlyIn, themeLogMessages} from './support/buildLog';

/** The build-log comparison of the shapes matrix (support/buildLog.ts), on logs written here. */

const withTheme = `[INFO] [en] Creating an optimized production build...
[info] [webpackbar] Compiling Client
[INFO] [@hoverkraft/docusaurus-theme] Search index: 7 pages in 0.4 s, 204.7 KB (29940 bytes per page).
[SUCCESS] Generated static files in "../out/a".
`;
const withThemeErr = `[WARNING] Duplicate routes found!
- Attempting to create page at /search, but a page already exists at this route.
This could lead to non-deterministic routing behavior.
[WARNING] {"moduleIdentifier":"/tmp/hk-1/node_modules/babel-loader/lib/index.js??ruleSet[1].rules[6].use[0]!/tmp/hk-1/node_modules/x/pagefind.js","message":"Critical dependency: the request of a dependency is an expression"}
[WARNING] Docusaurus found blog posts without truncation markers:
- "/tmp/hk-1/site-a/blog/post.md"
(node:4242) DeprecationWarning: a Node warning
`;
const withoutThemeErr = `[WARNING] Docusaurus found blog posts without truncation markers:
- "/tmp/hk-1/site-b/blog/post.md"
[WARNING] {"moduleIdentifier":"/tmp/hk-1/node_modules/babel-loader/lib/index.js??ruleSet[1].rules[5].use[0]!/tmp/hk-1/node_modules/x/other.js","message":"Critical dependency: the request of a dependency is an expression"}
(node:77) DeprecationWarning: a Node warning
`;

describe('the build-log comparison', () => {
  const added = problemsOnlyIn(
    logProblems([withTheme, withThemeErr], {'<site>': '/tmp/hk-1/site-a', '<install>': '/tmp/hk-1'}),
    logProblems(['', withoutThemeErr], {'<site>': '/tmp/hk-1/site-b', '<install>': '/tmp/hk-1'}),
  );

  it('reports a warning only the build with the theme has, with its continuation lines', () => {
    expect(added).toContain(
      '[WARNING] Duplicate routes found!\n- Attempting to create page at /search, but a page already exists at this route.\nThis could lead to non-deterministic routing behavior.',
    );
  });

  it('tells warnings apart by what they name, whatever the bundler rule numbers', () => {
    expect(added).toHaveLength(2);
    expect(added[1]).toMatch(/pagefind\.js/);
    expect(added[1]).toContain('ruleSet[1].rules[n].use[n]');
  });

  it('leaves out warnings both builds have, once folders and process ids are set aside', () => {
    expect(added.join('\n')).not.toMatch(/truncation markers|DeprecationWarning/);
  });

  it("never counts the theme's own notes, and finds them for the checks that read them", () => {
    expect(logProblems(withTheme)).toEqual([]);
    expect(themeLogMessages(withTheme)).toEqual([
      '[INFO] [@hoverkraft/docusaurus-theme] Search index: 7 pages in 0.4 s, 204.7 KB (29940 bytes per page).',
    ]);
  });
});
