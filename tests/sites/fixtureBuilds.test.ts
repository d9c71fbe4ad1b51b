import {execFile} from 'node:child_process';
import {cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync} from 'node:fs';
import path from 'node:path';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';

/**
 * Builds the tiny sites of fixtures/ (see its README) with the real site's link checks and
 * noIndex setting, and checks what the build does with them.
 */
const repoRoot = path.resolve(__dirname, '..', '..');
const docusaurusCli = path.join(repoRoot, 'node_modules', '@docusaurus', 'core', 'bin', 'docusaurus.mjs');
let workDir: string;

beforeAll(() => {
  // Three levels under the repository, like tests/sites/fixtures, so the fixtures' imports of website/ resolve.
  const scratch = path.join(repoRoot, '.scratch', 'fixture-builds');
  mkdirSync(scratch, {recursive: true});
  workDir = mkdtempSync(path.join(scratch, 'run-'));
  cpSync(path.join(__dirname, 'fixtures'), workDir, {recursive: true});
});

afterAll(() => {
  rmSync(workDir, {recursive: true, force: true});
});

/** Builds a fixture without blocking the test worker (a blocked worker times out Vitest's RPC). */
function buildFixture(name: string): Promise<{status: number; output: string; buildDir: string}> {
  const siteDir = path.join(workDir, name);
  const buildDir = path.join(siteDir, 'build');
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      [docusaurusCli, 'build', siteDir, '--out-dir', buildDir],
      {cwd: siteDir, maxBuffer: 64 * 1024 * 1024, env: {...process.env, NO_UPDATE_NOTIFIER: '1', FORCE_COLOR: '0'}},
      (error, stdout, stderr) => {
        const status = error ? (typeof error.code === 'number' ? error.code : 1) : 0;
        resolve({status, output: `${stdout}\n${stderr}`, buildDir});
      },
    );
  });
}

describe('the build of a site with the real link checks', () => {
  it('fails on a link to a page that does not exist, naming it', async () => {
    const build = await buildFixture('broken-link');
    expect(build.status, `the build should have failed; its output:\n${build.output}`).not.toBe(0);
    expect(build.output).toMatch(/broken link/i);
    expect(build.output).toContain('/no-such-page');
  });

  it('only warns on a link to an anchor that does not exist', async () => {
    const build = await buildFixture('broken-anchor');
    expect(build.status, `the build should have succeeded; its output:\n${build.output}`).toBe(0);
    expect(build.output).toMatch(/\[WARNING\][\s\S]*broken anchor/i);
    expect(build.output).toContain('#no-such-heading');
  });
});

describe('the build of a site with noIndex', () => {
  it('tells robots not to index or follow any page', async () => {
    const build = await buildFixture('no-index');
    expect(build.status, `the build should have succeeded; its output:\n${build.output}`).toBe(0);
    const html = readFileSync(path.join(build.buildDir, 'index.html'), 'utf8');
    // The HTML is minified, so attribute quotes are optional.
    expect(html).toMatch(/<meta [^>]*name="?robots"? content="noindex, nofollow"/);
  });
});
