import {execFileSync} from 'node:child_process';
import {mkdtempSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * Read-only volumes for the tests of caches a build cannot write. Root writes through permission
 * bits, so only a read-only mount shows what a read-only CI cache volume does: these need a
 * process that may mount (root on Linux, in a sandbox that allows it).
 */

/** Whether this process may mount a small tmpfs. */
export const canMountVolumes: boolean = (() => {
  if (process.platform !== 'linux') {
    return false;
  }
  const probe = mkdtempSync(path.join(os.tmpdir(), 'hk-mount-probe-'));
  try {
    execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=1m', 'tmpfs', probe], {stdio: 'ignore'});
    execFileSync('umount', [probe], {stdio: 'ignore'});
    return true;
  } catch {
    return false;
  }
})();

const mounted: string[] = [];

/**
 * A fresh tmpfs, filled by `fill` while writable, then made read-only; unmount it with
 * unmountVolumes once done.
 */
export async function readOnlyVolume(fill: (volume: string) => void | Promise<void>): Promise<string> {
  const volume = mkdtempSync(path.join(os.tmpdir(), 'hk-read-only-'));
  execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=16m', 'tmpfs', volume]);
  mounted.push(volume);
  await fill(volume);
  execFileSync('mount', ['-o', 'remount,ro', volume]);
  return volume;
}

/** Unmounts every volume readOnlyVolume made. */
export function unmountVolumes(): void {
  for (const volume of mounted.splice(0)) {
    execFileSync('umount', [volume], {stdio: 'ignore'});
  }
}
