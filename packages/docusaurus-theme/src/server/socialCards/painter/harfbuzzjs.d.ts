/**
 * The part of harfbuzzjs's API (HarfBuzz compiled to WebAssembly) that server/socialCards uses:
 * the painter (painter/text.ts) and the reading of the cards' fonts (fontFile.ts). harfBuzz.ts
 * loads it.
 */
declare module 'harfbuzzjs' {
  type HbBlob = {destroy(): void};
  export type HbFace = {
    /** The face's address in HarfBuzz's memory, for calls to its exports. */
    ptr: number;
    upem: number;
    /** The name table's entries, one per name id and language (a BCP 47 tag such as "en-us"). */
    listNames(): {nameId: number; language: string}[];
    /** One name of the name table in one language; empty when the font has none. */
    getName(nameId: number, language: string): string;
    destroy(): void;
  };
  export type HbFont = {
    setScale(xScale: number, yScale: number): void;
    /** The glyph's outline as SVG path data, in font units, y up. */
    glyphToPath(glyphId: number): string;
    destroy(): void;
  };
  /** A shaped glyph's id (`codepoint` after shaping) and the character it starts at. */
  type HbGlyphInfo = {codepoint: number; cluster: number};
  /** A shaped glyph's advance and offset, in the font's scale. */
  type HbGlyphPosition = {x_advance: number; y_advance: number; x_offset: number; y_offset: number};
  type HbBuffer = {
    addText(text: string): void;
    guessSegmentProperties(): void;
    getGlyphInfos(): HbGlyphInfo[];
    getGlyphPositions(): HbGlyphPosition[];
    destroy(): void;
  };
  export type HarfBuzz = {
    createBlob(data: Uint8Array): HbBlob;
    createFace(blob: HbBlob, index: number): HbFace;
    createFont(face: HbFace): HbFont;
    createBuffer(): HbBuffer;
    shape(font: HbFont, buffer: HbBuffer, features?: string): void;
  };
}
