import path from 'node:path';

/**
 * Cards whose PNG bytes are kept in referenceCards/, drawn by the theme before its card code
 * was reorganised: any change to how a card is designed or drawn shows up as a difference here.
 * They take each path a card can be drawn by: the glyph painter (Latin), satori for a clamped
 * title, for Inter's other subsets and for right-to-left text, and a home card with no section.
 */
export const REFERENCE_SITE = {title: 'Hoverkraft Theme', url: 'https://example.com', baseUrl: '/docs-site/'};

export const REFERENCE_CARDS: {name: string; title: string; section: string}[] = [
  {name: 'latin', title: 'Getting started with the theme', section: 'Documentation'},
  {name: 'home', title: 'Hoverkraft Theme', section: ''},
  {
    name: 'clamped',
    title:
      'A very long title that goes on and on about configuration options, plugins, themes, search, social cards and everything else a documentation site could ever need',
    section: 'Blog',
  },
  {name: 'cyrillic-greek', title: 'Начало работы с темой, Καλημέρα κόσμε', section: 'Документация'},
  {name: 'arabic', title: 'مرحبا بكم في التوثيق', section: 'التوثيق'},
];

/** The Arabic font HarfBuzz's JavaScript package (a dependency of the theme) ships for its own tests. */
export const NOTO_SANS_ARABIC = path.join(
  path.dirname(require.resolve('harfbuzzjs/package.json')),
  'test/fonts/noto/NotoSansArabic-Variable.ttf',
);

/** The reference PNG of a card. */
export function referenceCardFile(name: string): string {
  return path.join(__dirname, 'referenceCards', `${name}.png`);
}
