import {execFileSync} from 'node:child_process';
import {existsSync, readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {load} from 'cheerio';
import {beforeAll, describe, expect, it} from 'vitest';

const websiteDir = path.resolve(__dirname, '..');
/** The build checked: the site's production build, or the one E2E_SITE_DIR names (as the browser tests do). */
const buildDir = process.env.E2E_SITE_DIR ? path.resolve(process.env.E2E_SITE_DIR) : path.join(websiteDir, 'build');
const jsDir = path.join(buildDir, 'assets', 'js');

/**
 * Token patterns of grammars that prism-react-renderer bundles (Go's keywords, Rust's), as
 * regular-expression literals, which minifiers keep word for word: a chunk that holds them holds
 * Prism's grammars.
 */
const GRAMMAR_MARKERS = ['chan|const|continue|default|defer|else|fallthrough', 'become|box|break|const|continue|crate'];

const holdsGrammars = (source: string): boolean => GRAMMAR_MARKERS.every((marker) => source.includes(marker));

/** Every HTML page of the build, relative to it. */
function htmlPages(dir = buildDir): string[] {
  return readdirSync(dir, {withFileTypes: true}).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      return entry.name === 'assets' ? [] : htmlPages(full);
    }
    return entry.name.endsWith('.html') ? [full] : [];
  });
}

/** The JavaScript files a page loads itself: its scripts and its preloads. */
function scriptsOfPage(file: string): string[] {
  const $ = load(readFileSync(file, 'utf8'));
  return [
    ...$('script[src]')
      .toArray()
      .map((element) => $(element).attr('src') as string),
    ...$('link[href$=".js"]')
      .toArray()
      .map((element) => $(element).attr('href') as string),
  ].map((url) => path.basename(url));
}

beforeAll(() => {
  // The test command builds once before the tests; run alone, this test builds the site itself.
  if (!existsSync(path.join(buildDir, 'index.html'))) {
    execFileSync('npm', ['run', 'build'], {cwd: websiteDir, stdio: 'inherit'});
  }
});

describe("Prism's grammars (issue #32)", () => {
  it('are in neither main.js nor the runtime, which every page loads', () => {
    const entryChunks = readdirSync(jsDir).filter((name) => /^(main|runtime~main)\.[\da-f]+\.js$/.test(name));
    expect(entryChunks).toHaveLength(2);
    for (const name of entryChunks) {
      expect(holdsGrammars(readFileSync(path.join(jsDir, name), 'utf8')), `${name} holds Prism's grammars`).toBe(false);
    }
  });

  it('are in a chunk of their own that no page loads to show itself, and that the runtime can load', () => {
    const chunks = readdirSync(jsDir).filter(
      (name) => name.endsWith('.js') && holdsGrammars(readFileSync(path.join(jsDir, name), 'utf8')),
    );
    expect(chunks, "one chunk holds Prism's grammars").toHaveLength(1);
    const [chunk] = chunks as [string];
    const loadedBy = htmlPages().filter((page) => scriptsOfPage(page).includes(chunk));
    expect(
      loadedBy.map((page) => path.relative(buildDir, page)),
      `pages that load ${chunk} before they show`,
    ).toEqual([]);
    // The runtime maps each lazily loaded chunk's id to its file's hash.
    const [id, hash] = chunk.replace(/\.js$/, '').split('.') as [string, string];
    const runtime = readdirSync(jsDir).find((name) => name.startsWith('runtime~main.')) as string;
    expect(readFileSync(path.join(jsDir, runtime), 'utf8')).toMatch(new RegExp(`["']?${id}["']?:["']${hash}["']`));
  });
});
