// Sections of the repository's Markdown files that a benchmark owns: the text between
// `<!-- name:start -->` and `<!-- name:end -->`. The benchmarks keep their latest tables in
// bench/README.md and bench/latest.md this way, each rewriting only its own section.
import {existsSync, readFileSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
/** The benchmarks' page: what each measures, with its latest tables. */
export const BENCH_README = path.join(ROOT, 'bench', 'README.md');
export const LATEST = path.join(ROOT, 'bench', 'latest.md');

const markers = (name) => [`<!-- ${name}:start -->`, `<!-- ${name}:end -->`];

/** The section `name` of `text` with its markers, or '' when `text` has none. */
export function markedSection(text, name) {
  const [start, end] = markers(name);
  const from = text.indexOf(start);
  const to = text.indexOf(end);
  return from >= 0 && to > from ? text.slice(from, to + end.length) : '';
}

/** `content` between the markers of `name`, as a section to write into a file. */
export function section(name, content) {
  const [start, end] = markers(name);
  return `${start}\n${content}\n${end}`;
}

/** Writes `content` into the section `name` of `file`; a file without that section is left alone. */
export function writeMarkedSection(file, name, content) {
  const text = existsSync(file) ? readFileSync(file, 'utf8') : '';
  const current = markedSection(text, name);
  if (current) {
    writeFileSync(file, text.replace(current, section(name, content)));
  }
}
