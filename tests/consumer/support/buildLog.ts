/**
 * The warnings and errors of a `docusaurus build` log, in a form that two builds of the same site
 * in two folders can be compared by: the shapes matrix (tests/consumer/shapes.test.ts) builds
 * each site with and without the theme and fails on what only the build with the theme reports.
 */

/** The prefix of the theme's own log lines: what it says about its work, never a problem. */
export const THEME_LOG_PREFIX = '[@hoverkraft/docusaurus-theme]';

// biome-ignore lint/suspicious/noControlCharactersInRegex: ANSI escape sequences start with ESC.
const ANSI = /\u001b\[[0-9;?]*[A-Za-z]/g;

/**
 * A line that starts a message of its own: `[WARNING] ...`, `[info] [webpackbar] ...`,
 * `(node:12) ...`, or webpack's infrastructure log (`<w> ...`, `<e> ...`, `<i> ...`).
 */
const MESSAGE_START = /^(\[[^\]\n]+\]|\(node:\d+\)|<[ewi]>)/;

/** Messages of these levels are problems; `[INFO]`, `[SUCCESS]` and the bundler's progress are not. */
const PROBLEM_LEVEL = /^(\[(warning|warn|error|fatal)\]|<[ew]>)/i;

/** An untagged line that still reports a problem, e.g. Node's `(node:12) DeprecationWarning: ...`. */
const PROBLEM_WORDS = /\b(warning|error|deprecat\w*|critical dependency)\b/i;

export type LogFolders = {
  /** Folders whose paths differ between the two builds: the install, the site, the output. */
  [placeholder: string]: string;
};

/** Splits a log into messages: a tagged line and the untagged lines after it. */
export function logMessages(log: string): string[] {
  const messages: string[][] = [];
  for (const line of log.replace(ANSI, '').split(/\r?\n/)) {
    if (MESSAGE_START.test(line) || messages.length === 0) {
      messages.push([line]);
    } else {
      messages[messages.length - 1]?.push(line);
    }
  }
  return messages.map((lines) => lines.join('\n').trimEnd()).filter(Boolean);
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * One message as it compares: folders replaced by placeholders, stack frames dropped, and
 * timings, sizes, hashes, process ids and the bundler's rule numbers (the theme adds a rule) blanked.
 */
export function normalizeMessage(message: string, folders: LogFolders = {}): string {
  let text = message;
  // The longest folder first: the site folder is inside the install.
  for (const [placeholder, folder] of Object.entries(folders).sort(([, a], [, b]) => b.length - a.length)) {
    text = text.replace(new RegExp(escapeRegExp(folder), 'g'), placeholder);
  }
  return text
    .split('\n')
    .filter((line) => !/^\s+at\s/.test(line) && !/^\s+\.\.\. \d+ lines? matching/.test(line))
    .join('\n')
    .replace(/\b\d+(\.\d+)?\s?(ms|s|KB|MB|kB|bytes)\b/g, '<n>')
    .replace(/\b[0-9a-f]{8,}\b/g, '<hash>')
    .replace(/(rules|use|oneOf)\[\d+\]/g, '$1[n]')
    .replace(/^\(node:\d+\)/gm, '(node:<pid>)')
    .trim();
}

/** Whether a message reports a problem: a warning or an error, never the theme's own notes. */
export function isProblem(message: string): boolean {
  if (message.startsWith(THEME_LOG_PREFIX)) {
    return false;
  }
  const tag = MESSAGE_START.exec(message)?.[0];
  // Untagged lines at the start of a stream, or Node's own warnings, are problems by their words.
  return tag && !tag.startsWith('(node:') ? PROBLEM_LEVEL.test(tag) : PROBLEM_WORDS.test(message);
}

/**
 * The problems of a build's output, normalised and de-duplicated (a site with locales repeats
 * them). Its two streams are read apart, so that the lines at the start of one do not join the
 * last message of the other.
 */
export function logProblems(streams: string | string[], folders: LogFolders = {}): string[] {
  return [
    ...new Set(
      [streams]
        .flat()
        .flatMap(logMessages)
        .filter(isProblem)
        .map((message) => normalizeMessage(message, folders)),
    ),
  ];
}

/** The problems of the first log that the second lacks. */
export function problemsOnlyIn(withTheme: string[], withoutTheme: string[]): string[] {
  const bare = new Set(withoutTheme);
  return withTheme.filter((problem) => !bare.has(problem));
}

/**
 * The theme's own log messages (a line that names the theme, with the untagged lines after it),
 * e.g. to check what it says about a setting it overrides.
 */
export function themeLogMessages(log: string): string[] {
  return logMessages(log).filter((message) => message.includes(THEME_LOG_PREFIX));
}
