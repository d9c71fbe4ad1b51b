// The two sites the performance checks and the benchmark compare: ours (a copy of website/)
// and the stock baseline (bench/stock-site/: the same site without the Hoverkraft theme), each built in its own
// scratch folder so that neither clashes with a build of website/ running beside it.
import {execFileSync, spawn} from 'node:child_process';
import {cpSync, existsSync, mkdirSync, readFileSync, rmSync} from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const WEBSITE = path.join(ROOT, 'website');
const STOCK_FIXTURE = path.join(ROOT, 'bench', 'stock-site');
export const SCRATCH = path.join(ROOT, '.scratch');

/** What a site folder needs to build, besides its config; nothing generated. */
const SKIPPED = new Set(['build', 'build-offline', '.docusaurus', 'node_modules', 'test']);

/**
 * The site's own client code, which wraps theme-classic's and theme-live-codeblock's components
 * and works without the Hoverkraft theme: its client modules, the AnnouncementBar wrapper and
 * the live code scope. The stock baseline runs it too, so that what the comparison measures is
 * the theme's. bench/stock-site adds its own lazily loaded live editor (the theme's CodeBlock
 * does that split for our site).
 */
const THEME_INDEPENDENT_SITE_CODE = ['src/clientModules', 'src/theme'];

function copyWebsite(dir, entries) {
  for (const name of entries) {
    cpSync(path.join(WEBSITE, name), path.join(dir, name), {recursive: true});
  }
}

/** A fresh copy of website/ in `dir`, to build without touching website/build. */
export function prepareOurSite(dir = path.join(SCRATCH, 'bench-ours')) {
  rmSync(dir, {recursive: true, force: true});
  mkdirSync(dir, {recursive: true});
  cpSync(WEBSITE, dir, {recursive: true, filter: (from) => !SKIPPED.has(path.basename(from)) || from === WEBSITE});
  return dir;
}

/** The stock baseline in `dir`: our docs, blog and static files under bench/stock-site's config. */
export function prepareStockSite(dir = path.join(SCRATCH, 'stock-site')) {
  rmSync(dir, {recursive: true, force: true});
  mkdirSync(dir, {recursive: true});
  copyWebsite(dir, ['docs', 'blog', 'static', 'sidebars.ts', 'siteConstants.ts', 'siteContent.ts']);
  copyWebsite(dir, THEME_INDEPENDENT_SITE_CODE);
  cpSync(STOCK_FIXTURE, dir, {recursive: true});
  return dir;
}

/**
 * Builds the site in `dir` cold (its caches removed first; `cold: false` keeps them and the
 * previous build, for a rebuild) and resolves to the wall time in milliseconds, the CPU time
 * (user and system, threads and child processes included) in seconds, the peak resident memory
 * of the build process in MB and the build's output (when quiet).
 */
export function buildSite(dir, {args = [], env = {}, quiet = true, cold = true} = {}) {
  if (cold) {
    rmSync(path.join(dir, 'build'), {recursive: true, force: true});
    rmSync(path.join(dir, '.docusaurus'), {recursive: true, force: true});
    rmSync(path.join(dir, 'node_modules', '.cache'), {recursive: true, force: true});
  }
  const docusaurus = path.join(ROOT, 'node_modules', '@docusaurus', 'core', 'bin', 'docusaurus.mjs');
  const memoryFile = path.join(dir, '.build-memory');
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const child = spawn(
      '/usr/bin/time',
      ['-f', '%M %U %S', '-o', memoryFile, process.execPath, docusaurus, 'build', ...args],
      {
        cwd: dir,
        env: {...process.env, ...env},
        stdio: quiet ? ['ignore', 'pipe', 'pipe'] : 'inherit',
      },
    );
    let output = '';
    child.stdout?.on('data', (chunk) => {
      output += chunk;
    });
    child.stderr?.on('data', (chunk) => {
      output += chunk;
    });
    child.on('error', reject);
    child.on('close', (code) => {
      const ms = performance.now() - started;
      if (code !== 0) {
        reject(new Error(`docusaurus build in ${dir} failed (exit ${code}):\n${output.slice(-4000)}`));
        return;
      }
      const [peakKb, user, system] = readFileSync(memoryFile, 'utf8').trim().split('\n').pop().split(' ').map(Number);
      resolve({ms, peakMb: peakKb / 1024, cpuSeconds: user + system, buildDir: path.join(dir, 'build'), output});
    });
  });
}

/** The theme package must be compiled (lib/) before a site that uses it can build. */
export function ensureThemeBuilt() {
  if (!existsSync(path.join(ROOT, 'packages', 'docusaurus-theme', 'lib', 'index.js'))) {
    execFileSync('npm', ['run', 'build', '--workspace', '@hoverkraft/docusaurus-theme'], {cwd: ROOT, stdio: 'inherit'});
  }
}
