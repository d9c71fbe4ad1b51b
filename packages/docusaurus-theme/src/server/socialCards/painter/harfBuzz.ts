import type {HarfBuzz, HbFace} from 'harfbuzzjs';
import {tagNumber} from './woff';

/** HarfBuzz's WebAssembly module: the exports used beside harfbuzzjs's API, and its memory. */
type HarfBuzzModule = {
  wasmExports: {
    malloc(bytes: number): number;
    free(pointer: number): void;
    hb_face_reference_table(face: number, tag: number): number;
    hb_blob_get_length(blob: number): number;
    hb_blob_get_data(blob: number, length: number): number;
    hb_blob_destroy(blob: number): void;
    hb_set_create(): number;
    hb_set_destroy(set: number): void;
    hb_set_get_population(set: number): number;
    hb_set_next_many(set: number, after: number, out: number, size: number): number;
    hb_face_collect_unicodes(face: number, set: number): void;
  };
  /** Views of the memory, replaced when it grows: read them after the last call. */
  HEAPU8: Uint8Array;
  HEAPU32: Uint32Array;
};

/**
 * harfbuzzjs's API, and two reads it offers only in a form that a thread reading many fonts
 * cannot use: its `reference_table` never releases the table, which keeps the whole font in
 * HarfBuzz's memory for as long as the thread lives, and its `collectUnicodes` leaves its copy
 * of the set there. These copy the result out and release what they took.
 */
export type LoadedHarfBuzz = HarfBuzz & {
  /** A copy of one table of `face`, by its tag ("OS/2"); undefined when the font has none. */
  table(face: HbFace, tag: string): Buffer | undefined;
  /** The characters `face`'s cmap maps to a glyph, sorted. */
  unicodes(face: HbFace): number[];
};

let harfBuzzPromise: Promise<LoadedHarfBuzz> | undefined;

/** The set's "no value", where `hb_set_next_many` starts. */
const HB_SET_VALUE_INVALID = -1;

async function instantiate(): Promise<LoadedHarfBuzz> {
  // What harfbuzzjs's own entry does, keeping the module: the WebAssembly, then the API over it.
  const module = await (require('harfbuzzjs/hb.js') as () => Promise<HarfBuzzModule>)();
  const api = (require('harfbuzzjs/hbjs.js') as (module: HarfBuzzModule) => HarfBuzz)(module);
  const wasm = module.wasmExports;
  return {
    ...api,
    table(face, tag) {
      const blob = wasm.hb_face_reference_table(face.ptr, tagNumber(tag));
      try {
        const length = wasm.hb_blob_get_length(blob);
        const data = wasm.hb_blob_get_data(blob, 0);
        return length > 0 ? Buffer.from(module.HEAPU8.subarray(data, data + length)) : undefined;
      } finally {
        wasm.hb_blob_destroy(blob);
      }
    },
    unicodes(face) {
      const set = wasm.hb_set_create();
      let array = 0;
      try {
        wasm.hb_face_collect_unicodes(face.ptr, set);
        const count = wasm.hb_set_get_population(set);
        array = wasm.malloc(count * 4);
        wasm.hb_set_next_many(set, HB_SET_VALUE_INVALID, array, count);
        return Array.from(module.HEAPU32.subarray(array / 4, array / 4 + count));
      } finally {
        wasm.free(array);
        wasm.hb_set_destroy(set);
      }
    },
  };
}

/**
 * HarfBuzz, compiled once per thread: it shapes and outlines the painter's text (text.ts) and
 * reads what the cards need of every font (fontFile.ts).
 */
export function loadHarfBuzz(): Promise<LoadedHarfBuzz> {
  harfBuzzPromise ??= instantiate();
  return harfBuzzPromise;
}
