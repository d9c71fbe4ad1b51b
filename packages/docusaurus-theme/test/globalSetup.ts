import {mkdtempSync, rmSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * The theme's tests make their sites, caches and pages in temporary folders of their own and
 * leave them there (a failing test's folder is what one looks at). They go in one folder per run,
 * given to the test workers as their TMPDIR (which `os.tmpdir()` reads), and removed when the
 * run ends: a machine that runs the suite often keeps no thousands of folders.
 */
export default function setup(): () => void {
  const runDir = mkdtempSync(path.join(os.tmpdir(), 'hk-theme-tests-'));
  const previous = process.env.TMPDIR;
  process.env.TMPDIR = runDir;
  return () => {
    if (previous === undefined) {
      delete process.env.TMPDIR;
    } else {
      process.env.TMPDIR = previous;
    }
    try {
      rmSync(runDir, {recursive: true, force: true});
    } catch (error) {
      // A read-only volume a failed test left mounted in it (readOnlyVolume.ts) cannot be emptied.
      console.warn(`The theme's tests left ${runDir} behind: ${(error as Error).message}`);
    }
  };
}
