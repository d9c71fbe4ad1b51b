// Replaces the text between `<!-- name:start -->` and `<!-- name:end -->` in the repository's
// README.md, so that the benchmarks keep their latest tables there. A README without the
// markers is left alone.
import {readFileSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';

const README = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'README.md');

/** Writes `content` into README.md between the markers of `name`. */
export function writeReadmeSection(name, content) {
  const readme = readFileSync(README, 'utf8');
  const [start, end] = [`<!-- ${name}:start -->`, `<!-- ${name}:end -->`];
  if (readme.includes(start) && readme.includes(end)) {
    writeFileSync(
      README,
      `${readme.slice(0, readme.indexOf(start) + start.length)}\n${content}\n${readme.slice(readme.indexOf(end))}`,
    );
  }
}
