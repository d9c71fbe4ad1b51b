// @vitest-environment node
import {execFileSync} from 'node:child_process';
import {mkdtempSync, rmSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {commandOutput} from './commandOutput';

/** A CLI that prints a large report and exits at once with 1, as attw does when it finds problems. */
const REPORT_BYTES = 1_000_000;
const script = `process.stdout.write('x'.repeat(${REPORT_BYTES})); process.exit(1);`;

describe('commandOutput', () => {
  it('keeps every byte a CLI writes before process.exit, where a pipe loses them', () => {
    // What the attw test read before: a pipe that the reader drains only after the CLI has
    // exited (as a busy machine may) holds the first 64 KB, and the rest of the report is lost.
    const exited = path.join(mkdtempSync(path.join(os.tmpdir(), 'hk-pipe-')), 'exited');
    const pipeline = `("$0" -e "$1"; touch "$2") | (while [ ! -e "$2" ]; do sleep 0.05; done; wc -c)`;
    const piped = Number(execFileSync('sh', ['-c', pipeline, process.execPath, script, exited], {encoding: 'utf8'}));
    rmSync(path.dirname(exited), {recursive: true, force: true});
    expect(piped).toBeGreaterThan(0);
    expect(piped).toBeLessThan(REPORT_BYTES);

    const {stdout, status} = commandOutput(process.execPath, ['-e', script]);
    expect(status).toBe(1);
    expect(stdout.length).toBe(REPORT_BYTES);
  });

  it('reports stderr and a command that cannot start', () => {
    const {stderr, status} = commandOutput(process.execPath, ['-e', "console.error('bad input'); process.exit(2)"]);
    expect(stderr).toContain('bad input');
    expect(status).toBe(2);
    expect(() => commandOutput('/no/such/command', [])).toThrow(/did not run/);
  });
});
