/**
 * Code colours in the brand, for `themeConfig.prism.theme` and `darkTheme`. Every token colour
 * reads at WCAG AA (4.5:1) on the block's background and on a highlighted line
 * (test/prismThemes.test.ts checks both). prism-react-renderer's bundled github and dracula
 * themes do not: their strings, functions and comments fall below 4.5:1.
 */

/** The shape of a prism-react-renderer theme, kept local so the theme needs no dependency on it. */
export interface PrismTheme {
  plain: {color: string; backgroundColor: string};
  styles: Array<{types: string[]; style: {color?: string; fontStyle?: 'italic'; fontWeight?: 'bold'}}>;
}

interface Palette {
  background: string;
  text: string;
  comment: string;
  keyword: string;
  string: string;
  function: string;
  number: string;
  punctuation: string;
  tag: string;
  attribute: string;
  deleted: string;
}

function prismTheme(palette: Palette): PrismTheme {
  return {
    plain: {color: palette.text, backgroundColor: palette.background},
    styles: [
      {types: ['comment', 'prolog', 'doctype', 'cdata'], style: {color: palette.comment, fontStyle: 'italic'}},
      {types: ['punctuation', 'operator'], style: {color: palette.punctuation}},
      {types: ['keyword', 'atrule', 'important', 'selector', 'rule'], style: {color: palette.keyword}},
      {types: ['string', 'char', 'attr-value', 'regex', 'url', 'inserted'], style: {color: palette.string}},
      {types: ['function', 'function-variable', 'class-name', 'builtin'], style: {color: palette.function}},
      {types: ['number', 'boolean', 'constant', 'symbol', 'entity'], style: {color: palette.number}},
      {types: ['tag', 'namespace'], style: {color: palette.tag}},
      {types: ['attr-name', 'property', 'parameter', 'variable'], style: {color: palette.attribute}},
      {types: ['deleted'], style: {color: palette.deleted}},
      {types: ['bold'], style: {fontWeight: 'bold'}},
      {types: ['italic'], style: {fontStyle: 'italic'}},
    ],
  };
}

/** Light mode: dark tokens on the brand's muted light surface. */
export const hoverkraftLight: PrismTheme = prismTheme({
  background: '#f6f8fa',
  text: '#1d2026',
  comment: '#5b6472',
  keyword: '#a83800',
  string: '#116329',
  function: '#005fa8',
  number: '#7c3aad',
  punctuation: '#4b5260',
  tag: '#9c1d5b',
  attribute: '#7a4b00',
  deleted: '#b3261e',
});

/** Dark mode: light tokens on the brand's raised dark surface. */
export const hoverkraftDark: PrismTheme = prismTheme({
  background: '#262a32',
  text: '#f8f9fa',
  comment: '#a3abb8',
  keyword: '#ff9a66',
  string: '#8fd694',
  function: '#7fc0f7',
  number: '#d4a8ff',
  punctuation: '#c9ced6',
  tag: '#ff8fc2',
  attribute: '#ffd27a',
  deleted: '#ff9a9a',
});
