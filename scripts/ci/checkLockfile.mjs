// Fails when `npm install` would change the committed package-lock.json: a lockfile that an
// install rewrites leaves a fresh clone's tree dirty and makes `npm ci` (the README's install)
// refuse it. The install runs on a copy of the manifests, so the checkout is left alone.
import {execFileSync} from 'node:child_process';
import {cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {fileURLToPath} from 'node:url';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const rootManifest = JSON.parse(readFileSync(path.join(repo, 'package.json'), 'utf8'));
const copy = mkdtempSync(path.join(os.tmpdir(), 'hk-lockfile-'));
try {
  for (const file of [
    'package.json',
    'package-lock.json',
    ...rootManifest.workspaces.map((w) => `${w}/package.json`),
  ]) {
    mkdirSync(path.dirname(path.join(copy, file)), {recursive: true});
    cpSync(path.join(repo, file), path.join(copy, file));
  }
  execFileSync(
    'npm',
    ['install', '--package-lock-only', '--ignore-scripts', '--no-audit', '--no-fund', '--loglevel=error'],
    {
      cwd: copy,
      stdio: 'inherit',
    },
  );
  const committed = readFileSync(path.join(repo, 'package-lock.json'), 'utf8');
  const installed = readFileSync(path.join(copy, 'package-lock.json'), 'utf8');
  if (committed !== installed) {
    const before = committed.split('\n').length;
    const after = installed.split('\n').length;
    console.error(
      `package-lock.json is not what npm install writes (${before} lines committed, ${after} after an install). ` +
        'Run `npm install` and commit the lockfile it writes, so that `npm ci` accepts it and a fresh clone stays clean.',
    );
    process.exit(1);
  }
  console.log('package-lock.json is complete: npm install leaves it as committed.');
} finally {
  rmSync(copy, {recursive: true, force: true});
}
