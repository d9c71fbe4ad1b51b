// `changeset version` for this repository. It bumps the theme's version from the pending
// changesets (.changeset/*.md), then moves the new CHANGELOG entry to where this CHANGELOG keeps
// its entries: below the introduction, newest first, headed `## X.Y.Z - YYYY-MM-DD` (the package
// test checks that heading for the package's version). Changesets itself writes `## X.Y.Z` right
// under the file's first line. Last, it brings package-lock.json up to date with the new version.
//
// The release workflow (.github/workflows/main-ci.yml) runs it to open the version pull request;
// a maintainer can run it too: node scripts/release/versionPackages.mjs
import {execFileSync} from 'node:child_process';
import {readFileSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** The only changelog Changesets writes: the website is private and not versioned (.changeset/config.json). */
export const CHANGELOG = 'packages/docusaurus-theme/CHANGELOG.md';

/** A version heading as Changesets writes it, before it is dated. */
const UNDATED_HEADING = /^## (\d+\.\d+\.\d+(?:-[0-9A-Za-z.-]+)?)$/gm;

/**
 * The changelog as this repository keeps it, from the file before and after `changeset version`.
 * Changesets replaces the file's first line break with the new entries; this takes them out
 * again, dates their headings and puts them above the newest entry, below the introduction.
 */
export function placeEntries(before, after, date) {
  if (after === before) {
    return before;
  }
  const firstBreak = before.indexOf('\n');
  const title = before.slice(0, firstBreak);
  const tail = before.slice(firstBreak + 1);
  if (firstBreak < 0 || !after.startsWith(title) || !after.endsWith(tail) || after.length <= before.length) {
    throw new Error(`${CHANGELOG} changed in a way Changesets does not change it: check it by hand.`);
  }
  // Without a formatter, Changesets puts no blank line under the version heading.
  const entries = after
    .slice(title.length, after.length - tail.length)
    .trim()
    .replace(UNDATED_HEADING, `## $1 - ${date}`)
    .replace(/^(#{2,3} .*)\n(?!\n)/gm, '$1\n\n');
  const newest = before.search(/^## /m);
  if (newest < 0) {
    return `${before.trimEnd()}\n\n${entries}\n`;
  }
  return `${before.slice(0, newest)}${entries}\n\n${before.slice(newest)}`;
}

/** Today's date in UTC, as the changelog writes it. */
export function today() {
  return new Date().toISOString().slice(0, 10);
}

/**
 * Runs `changeset version` in `root` and fixes up the changelog. `lockfile: false` leaves
 * package-lock.json alone (the tests run this on a copy of the repository that has none).
 * @param {{root?: string, date?: string, lockfile?: boolean, changesetBin?: string}} [options]
 */
export function versionPackages({root = repo, date = today(), lockfile = true, changesetBin = undefined} = {}) {
  const file = path.join(root, CHANGELOG);
  const before = readFileSync(file, 'utf8');
  const [command, ...args] = changesetBin ? [process.execPath, changesetBin] : ['npx', '--no-install', 'changeset'];
  execFileSync(command, [...args, 'version'], {cwd: root, stdio: 'inherit'});
  writeFileSync(file, placeEntries(before, readFileSync(file, 'utf8'), date));
  if (lockfile) {
    // The workspace's new version, in the lockfile; no install scripts run.
    execFileSync('npm', ['install', '--package-lock-only', '--ignore-scripts', '--no-audit', '--no-fund'], {
      cwd: root,
      stdio: 'inherit',
    });
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  versionPackages();
}
