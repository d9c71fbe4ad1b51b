/** The part of harfbuzzjs (HarfBuzz compiled to WebAssembly) that server/socialCards/painter/text.ts uses. */
declare module 'harfbuzzjs' {
  type HbBlob = {destroy(): void};
  type HbFace = {
    upem: number;
    /** A table's bytes, a view of HarfBuzz's memory; undefined when the font has none. */
    reference_table(tag: string): Uint8Array | undefined;
    /** Every character the font's cmap maps to a glyph, sorted. */
    collectUnicodes(): Uint32Array;
    destroy(): void;
  };
  export type HbFont = {
    setScale(xScale: number, yScale: number): void;
    /** The glyph's outline as SVG path data, in font units, y up. */
    glyphToPath(glyphId: number): string;
    destroy(): void;
  };
  /** One shaped glyph: its id, the character it starts at, its advance and its offset, in the font's scale. */
  type HbGlyph = {g: number; cl: number; ax: number; ay: number; dx: number; dy: number};
  type HbBuffer = {
    addText(text: string): void;
    guessSegmentProperties(): void;
    json(): HbGlyph[];
    destroy(): void;
  };
  export type HarfBuzz = {
    createBlob(data: Uint8Array): HbBlob;
    createFace(blob: HbBlob, index: number): HbFace;
    createFont(face: HbFace): HbFont;
    createBuffer(): HbBuffer;
    shape(font: HbFont, buffer: HbBuffer, features?: string): void;
  };
  const harfBuzz: Promise<HarfBuzz>;
  export default harfBuzz;
}
