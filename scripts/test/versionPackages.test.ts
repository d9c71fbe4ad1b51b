import {execFileSync} from 'node:child_process';
import {cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import os from 'node:os';
import path from 'node:path';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {CHANGELOG, placeEntries, versionPackages} from '../release/versionPackages.mjs';

/**
 * scripts/release/versionPackages.mjs: Changesets' version bump with this repository's CHANGELOG layout
 * (entries below the introduction, newest first, dated), which the package test checks.
 */
const repo = path.resolve(__dirname, '../..');
const changelog = readFileSync(path.join(repo, CHANGELOG), 'utf8');
type Manifest = {version: string; dependencies: Record<string, string>};
const manifest = (file: string) => JSON.parse(readFileSync(file, 'utf8')) as Manifest;
const themeVersion = manifest(path.join(repo, 'packages/docusaurus-theme/package.json')).version;

/** What Changesets' `changeset version` does to an existing changelog: its first line break becomes the entry. */
const asChangesetsWrites = (before: string, entry: string) => before.replace('\n', `\n\n${entry.trim()}\n`);

describe('placeEntries', () => {
  const entry = '## 1.0.1\n\n### Patch Changes\n\n- abc1234: Fix the footer in dark mode.\n';

  it('moves the new entry below the introduction, above the newest entry, with the date', () => {
    const placed = placeEntries(changelog, asChangesetsWrites(changelog, entry), '2026-01-02');
    const newest = changelog.search(/^## /m);
    expect(placed.slice(0, newest)).toBe(changelog.slice(0, newest));
    expect(placed.slice(newest)).toBe(
      `## 1.0.1 - 2026-01-02\n\n### Patch Changes\n\n- abc1234: Fix the footer in dark mode.\n\n${changelog.slice(newest)}`,
    );
  });

  it('puts a blank line under the headings, as Changesets does not without a formatter', () => {
    const tight = '## 1.0.1\n### Patch Changes\n\n- abc1234: Fix the footer in dark mode.\n';
    const placed = placeEntries(changelog, asChangesetsWrites(changelog, tight), '2026-01-02');
    expect(placed).toContain('\n## 1.0.1 - 2026-01-02\n\n### Patch Changes\n\n- abc1234: Fix');
  });

  it('leaves an unchanged changelog alone', () => {
    expect(placeEntries(changelog, changelog, '2026-01-02')).toBe(changelog);
  });

  it('refuses a changelog changed in another way', () => {
    expect(() => placeEntries(changelog, `${changelog}\nmore`, '2026-01-02')).toThrow(/check it by hand/);
  });

  it('appends to a changelog with no entry yet', () => {
    const before = '# Changelog\n\nIntroduction.\n';
    expect(placeEntries(before, asChangesetsWrites(before, entry), '2026-01-02')).toBe(
      '# Changelog\n\nIntroduction.\n\n## 1.0.1 - 2026-01-02\n\n### Patch Changes\n\n- abc1234: Fix the footer in dark mode.\n',
    );
  });
});

// The real `changeset version`, in a copy of the workspace's manifests and changeset config.
describe('versionPackages on a copy of the repository', {timeout: 120_000}, () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'hk-version-'));
  const git = (...args: string[]) =>
    execFileSync('git', ['-c', 'user.name=Test', '-c', 'user.email=test@example.com', ...args], {
      cwd: dir,
      stdio: 'ignore',
    });

  beforeAll(() => {
    const changesetManifest = createRequire(__filename).resolve('@changesets/cli/package.json');
    for (const file of [
      'package.json',
      '.changeset/config.json',
      CHANGELOG,
      'packages/docusaurus-theme/package.json',
    ]) {
      mkdirSync(path.dirname(path.join(dir, file)), {recursive: true});
      cpSync(path.join(repo, file), path.join(dir, file));
    }
    mkdirSync(path.join(dir, 'website'));
    cpSync(path.join(repo, 'website/package.json'), path.join(dir, 'website/package.json'));
    // Changesets loads its changelog generator from the repository's node_modules.
    symlinkSync(path.resolve(path.dirname(changesetManifest), '../..'), path.join(dir, 'node_modules'), 'dir');
    writeFileSync(
      path.join(dir, '.changeset/quiet-footer.md'),
      "---\n'@hoverkraft/docusaurus-theme': minor\n---\n\nThe footer takes a `compact` option.\n",
    );
    git('init', '-q', '-b', 'main');
    git('add', '.');
    git('commit', '-q', '-m', 'feat: compact footer');
    versionPackages({
      root: dir,
      date: '2026-01-02',
      lockfile: false,
      changesetBin: path.join(path.dirname(changesetManifest), 'bin.js'),
    });
  });

  afterAll(() => rmSync(dir, {recursive: true, force: true}));

  const [major, minor] = themeVersion.split('.').map(Number);
  const next = `${major}.${(minor ?? 0) + 1}.0`;

  it('bumps the theme, and the site dependency on it, and consumes the changeset', () => {
    expect(manifest(path.join(dir, 'packages/docusaurus-theme/package.json')).version).toBe(next);
    const site = manifest(path.join(dir, 'website/package.json'));
    expect(site.dependencies['@hoverkraft/docusaurus-theme']).toBe(next);
    // The site is private: not versioned, no changelog of its own.
    expect(site.version).toBe(manifest(path.join(repo, 'website/package.json')).version);
    expect(existsSync(path.join(dir, 'website/CHANGELOG.md'))).toBe(false);
    expect(existsSync(path.join(dir, '.changeset/quiet-footer.md'))).toBe(false);
  });

  it('writes the dated entry the package test looks for, below the introduction', () => {
    const written = readFileSync(path.join(dir, CHANGELOG), 'utf8');
    const newest = changelog.search(/^## /m);
    expect(written.slice(0, newest)).toBe(changelog.slice(0, newest));
    expect(written.slice(newest)).toMatch(
      new RegExp(`^## ${next.replaceAll('.', '\\.')} - 2026-01-02\n\n### Minor Changes\n\n- [0-9a-f]{7}: The footer`),
    );
    expect(written.endsWith(changelog.slice(newest))).toBe(true);
  });
});
