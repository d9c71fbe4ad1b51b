// @vitest-environment node
import {readFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import {describe, expect, it} from 'vitest';
import prismLoader, {
  THEME_CLASSIC_PRISM_CLIENT_MODULE,
  withoutEagerPrism,
} from '../../../src/server/codeBlocks/prismLoader';

const require = createRequire(import.meta.url);
/** The installed theme-classic's client module that hands Prism to @theme/prism-include-languages. */
const clientModule = require.resolve('@docusaurus/theme-classic/lib/prism-include-languages.js');
const clientModuleSource = readFileSync(clientModule, 'utf8');

describe("theme-classic's Prism client module, out of main.js", () => {
  it('is the file the rule matches, in npm and pnpm layouts alike', () => {
    expect(THEME_CLASSIC_PRISM_CLIENT_MODULE.test(clientModule)).toBe(true);
    expect(
      THEME_CLASSIC_PRISM_CLIENT_MODULE.test(
        '/site/node_modules/.pnpm/@docusaurus+theme-classic@3.9.2/node_modules/@docusaurus/theme-classic/lib/prism-include-languages.js',
      ),
    ).toBe(true);
    expect(THEME_CLASSIC_PRISM_CLIENT_MODULE.test('/site/src/theme/prism-include-languages.js')).toBe(false);
  });

  it('is emptied in the installed theme-classic: no import of prism-react-renderer, no call', () => {
    const emptied = prismLoader.call({resourcePath: clientModule}, clientModuleSource);
    expect(emptied).not.toContain('prism-react-renderer');
    expect(emptied).not.toContain('prismIncludeLanguages(');
    expect(emptied).toContain('export {}');
  });

  it('is left as it is when its source is not the stock one', () => {
    const changed = `${clientModuleSource}\nconsole.log('more');\n`;
    expect(withoutEagerPrism(changed)).toBeUndefined();
    expect(prismLoader.call({resourcePath: clientModule}, changed)).toBe(changed);
  });
});
