import {describe, expect, it} from 'vitest';
import {applyCodeNotation, parseCodeNotation} from '../../src/client/codeBlocks/codeNotation';

describe('code-block notation', () => {
  it('leaves a block without markers alone', () => {
    expect(parseCodeNotation('const a = 1; // a comment')).toBeUndefined();
  });

  it('marks each line and removes its marker comment, in every comment syntax', () => {
    const code = [
      'const a = 1; // [!code ++]',
      'const b = 2; // [!code --]',
      'x = 3  # [!code focus]',
      '<p>Hi</p> <!-- [!code highlight] -->',
      'SELECT 1 -- [!code error]',
      '(setq a 1) ; [!code warning]',
      'int c = 4; /* [!code ++] */',
      '<Tag /> {/* [!code --] */}',
      'untouched',
    ].join('\n');
    expect(parseCodeNotation(code)).toEqual({
      code: [
        'const a = 1;',
        'const b = 2;',
        'x = 3',
        '<p>Hi</p>',
        'SELECT 1',
        '(setq a 1)',
        'int c = 4;',
        '<Tag />',
        'untouched',
      ].join('\n'),
      lineClassNames: {
        0: ['hk-code-line--added'],
        1: ['hk-code-line--removed'],
        2: ['hk-code-line--focus'],
        3: ['hk-code-line--highlight', 'theme-code-block-highlighted-line'],
        4: ['hk-code-line--error'],
        5: ['hk-code-line--warning'],
        6: ['hk-code-line--added'],
        7: ['hk-code-line--removed'],
      },
      hasFocus: true,
    });
  });

  it('reads several markers in one comment, and a count that marks the lines after', () => {
    expect(parseCodeNotation('a // [!code focus] [!code ++]\nb // [!code --:2]\nc\nd')).toEqual({
      code: 'a\nb\nc\nd',
      lineClassNames: {
        0: ['hk-code-line--focus', 'hk-code-line--added'],
        1: ['hk-code-line--removed'],
        2: ['hk-code-line--removed'],
      },
      hasFocus: true,
    });
  });

  it('keeps an unknown marker, or a marker after other words, in the code as written', () => {
    const code = 'a // [!code plus]\nb // see [!code ++]\nc // [!code ++] [!code typo]';
    expect(parseCodeNotation(code)).toBeUndefined();
    expect(parseCodeNotation(`${code}\nd // [!code ++]`)?.code).toBe(`${code}\nd`);
  });

  it('does not read a marker in the middle of a line', () => {
    expect(parseCodeNotation('const s = "// [!code ++]" + x;')).toBeUndefined();
  });

  it('keeps a line that held only a marker, empty, and a count past the end in the block', () => {
    expect(parseCodeNotation('// [!code focus:5]\nlast')).toEqual({
      code: '\nlast',
      lineClassNames: {0: ['hk-code-line--focus'], 1: ['hk-code-line--focus']},
      hasFocus: true,
    });
  });
});

describe('an escaped marker', () => {
  it('prints the marker, without the backslash, and marks nothing', () => {
    expect(parseCodeNotation('const a = 1; // [\\!code ++]\nb // [!code --]')).toEqual({
      code: 'const a = 1; // [!code ++]\nb',
      lineClassNames: {1: ['hk-code-line--removed']},
      hasFocus: false,
    });
  });
});

describe("a block's metadata with its notation applied", () => {
  it("keeps the classes Docusaurus's magic comments gave, beside the markers' own", () => {
    const metadata = {
      code: 'a\nb // [!code ++]',
      language: 'js',
      lineClassNames: {1: ['theme-code-block-highlighted-line']},
    };
    expect(applyCodeNotation(metadata)).toEqual({
      metadata: {
        code: 'a\nb',
        language: 'js',
        lineClassNames: {1: ['theme-code-block-highlighted-line', 'hk-code-line--added']},
      },
      hasFocus: false,
    });
  });

  it('is nothing for a block without notation', () => {
    expect(applyCodeNotation({code: 'a // [!code nope]', lineClassNames: {}})).toBeUndefined();
  });
});
