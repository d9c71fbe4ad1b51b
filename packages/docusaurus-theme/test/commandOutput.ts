import {spawnSync} from 'node:child_process';
import {closeSync, mkdtempSync, openSync, readFileSync, rmSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** What a command wrote to stdout and stderr, and its exit status. */
export interface CommandOutput {
  stdout: string;
  stderr: string;
  status: number | null;
}

/**
 * Runs a command with its stdout going to a file, not a pipe.
 *
 * A Node CLI that calls `process.exit()` after a large `process.stdout.write()` (attw does, with
 * exit code 1 when it reports problems) loses whatever the pipe had not taken yet: the reader gets
 * the first 64 KB, or more if it drained the pipe in time. Writes to a file are synchronous, so a
 * file gets every byte.
 */
export function commandOutput(
  command: string,
  args: string[],
  options: {cwd?: string; env?: NodeJS.ProcessEnv} = {},
): CommandOutput {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'hk-command-'));
  const stdoutFile = path.join(dir, 'stdout');
  const fd = openSync(stdoutFile, 'w');
  try {
    const result = spawnSync(command, args, {...options, encoding: 'utf8', stdio: ['ignore', fd, 'pipe']});
    if (result.error) {
      throw new Error(`${command} did not run: ${result.error.message}`);
    }
    return {stdout: readFileSync(stdoutFile, 'utf8'), stderr: result.stderr, status: result.status};
  } finally {
    closeSync(fd);
    rmSync(dir, {recursive: true, force: true});
  }
}
