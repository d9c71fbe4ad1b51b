import {readFileSync} from 'node:fs';
import path from 'node:path';

/** A fenced code block from a docs page that stands for a file a user writes. */
export type DocSample = {
  /** The docs page, e.g. "installation.md". */
  page: string;
  /** The line of the opening fence, for messages that point back at the docs. */
  line: number;
  lang: 'ts' | 'tsx' | 'css';
  /** The file the sample is titled after, e.g. "docusaurus.config.ts", if any. */
  title: string | undefined;
  code: string;
};

const FENCE = /^```(\w+)(?:\s+title="([^"]+)")?\s*$/;

/**
 * The ts, tsx and css blocks of a markdown page that are titled with a file name. A title says
 * "this is the whole file", so such a block must compile as it is; fragments carry no title and
 * are left out, as are other languages (bash, text, diff, console snippets) and blocks that mark
 * lines added or removed.
 */
export function extractSamples(page: string, markdown: string): DocSample[] {
  const samples: DocSample[] = [];
  const lines = markdown.split('\n');
  for (let index = 0; index < lines.length; index++) {
    const open = FENCE.exec(lines[index] ?? '');
    if (!open) {
      continue;
    }
    const start = index;
    const body: string[] = [];
    for (index++; index < lines.length && !/^```\s*$/.test(lines[index] ?? ''); index++) {
      body.push(lines[index] ?? '');
    }
    const lang = open[1];
    // A block whose lines are marked added or removed (`// [!code ++]`) shows a change, as a diff
    // block does, not a file: the complete file follows it where the docs give one.
    const showsChange = body.some((line) => /\[!code (\+\+|--)(:\d+)?\]/.test(line));
    if ((lang === 'ts' || lang === 'tsx' || lang === 'css') && open[2] !== undefined && !showsChange) {
      samples.push({page, line: start + 1, lang, title: open[2], code: `${body.join('\n')}\n`});
    }
  }
  return samples;
}

/** The pages whose samples the consumer test compiles and builds. */
export const SAMPLE_PAGES = [
  'installation.md',
  'plugin-options.md',
  'theme-config.md',
  'brand-tokens.md',
  'migration.md',
];

export function loadDocSamples(docsDir: string): DocSample[] {
  return SAMPLE_PAGES.flatMap((page) => extractSamples(page, readFileSync(path.join(docsDir, page), 'utf8')));
}

/** A file name for the sample inside the fixture, e.g. "installation-40.config.ts". */
export function sampleFileName(sample: DocSample): string {
  const base = `${path.basename(sample.page, '.md')}-${sample.line}`;
  if (sample.title === 'docusaurus.config.ts') {
    return `${base}.config.ts`;
  }
  return `${base}.${sample.lang}`;
}
