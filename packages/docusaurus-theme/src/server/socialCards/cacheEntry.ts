import {createHash} from 'node:crypto';
import {readFileSync} from 'node:fs';

/**
 * How a drawn card is named in the cache: `<picture key>.<content hash>.png`. The picture key
 * says what the card shows (image.ts, `cardPictureKey`); the content hash is the SHA-256 of the
 * file's bytes as drawn, so that a file changed after it was written (by hand, by a tool, by a
 * half-restored CI cache or a damaged disk) is found out, and drawn again, before a build would
 * publish it.
 */

const HEX_32 = '[0-9a-f]{32}';
const ENTRY = new RegExp(`^(${HEX_32})\\.(${HEX_32})\\.png$`);

/** A card's content hash: the first 128 bits of the SHA-256 of its bytes, in hex. */
export function cardContentHash(png: Uint8Array): string {
  return createHash('sha256').update(png).digest('hex').slice(0, 32);
}

/** The cache file name of a card with this picture key and these bytes. */
export function cardEntryName(key: string, png: Uint8Array): string {
  return `${key}.${cardContentHash(png)}.png`;
}

/** A cache file name's picture key and content hash; undefined for a name that is not a card's. */
export function parseCardEntryName(name: string): {key: string; hash: string} | undefined {
  const match = ENTRY.exec(name);
  return match ? {key: match[1] as string, hash: match[2] as string} : undefined;
}

/** Whether the cached card at `file`, named `name`, still holds the bytes its name's hash was taken of. */
export function cardEntryIntact(file: string, name: string): boolean {
  const parsed = parseCardEntryName(name);
  try {
    return parsed !== undefined && cardContentHash(readFileSync(file)) === parsed.hash;
  } catch {
    return false;
  }
}
