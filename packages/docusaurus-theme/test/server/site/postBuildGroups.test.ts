// @vitest-environment node
import {mkdtempSync, writeFileSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {searchablePage} from '../../../src/server/search/pageText';
import {BuiltPages} from '../../../src/server/site/builtPages';
import {type PostBuildInput, runPostBuildGroups} from '../../../src/server/site/postBuild';

/** Two built pages, and the input a build gives its steps. */
function built() {
  const outDir = mkdtempSync(path.join(os.tmpdir(), 'hk-post-build-groups-'));
  const files = ['a.html', 'b.html'].map((name) => path.join(outDir, name));
  for (const file of files) {
    writeFileSync(file, `<html><body><main>${path.basename(file)}</main></body></html>`);
  }
  const input: PostBuildInput = {outDir, siteDir: outDir, siteConfig: {} as never, pages: []};
  return {files, input};
}

/** A promise and what settles it. */
function gate() {
  let open: () => void = () => undefined;
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return {open, opened};
}

/** Resolves after `ms`, to say that nothing else came first. */
const timeout = (ms: number) => new Promise<'timed out'>((resolve) => setTimeout(() => resolve('timed out'), ms));

describe('the post-build steps that rewrite pages', () => {
  it('start once the other steps have read every page they said they read, while those still work', async () => {
    const {files, input} = built();
    const events: string[] = [];
    const lastStarted = gate();
    const first = async ({builtPages}: PostBuildInput) => {
      builtPages?.expect(files);
      await new Promise((resolve) => setImmediate(resolve));
      for (const file of files) {
        builtPages?.read(file);
      }
      events.push('first read every page');
      // Its own files still to write: it waits for the last step (or gives up, which fails below).
      events.push(await Promise.race([lastStarted.opened.then(() => 'first saw the last step start'), timeout(5000)]));
      return () => 'first';
    };
    const last = async () => {
      events.push('last started');
      lastStarted.open();
      return () => 'last';
    };
    const lines = await runPostBuildGroups([{name: 'first', step: first}], [{name: 'last', step: last}], input);
    expect(events).toEqual(['first read every page', 'last started', 'first saw the last step start']);
    expect(lines).toEqual(['first', 'last']);
  });

  it('wait for the other steps to end when one of them leaves a page it expected unread', async () => {
    const {files, input} = built();
    const events: string[] = [];
    const first = async ({builtPages}: PostBuildInput) => {
      builtPages?.expect(files);
      await new Promise((resolve) => setImmediate(resolve));
      builtPages?.read(files[0] as string);
      await new Promise((resolve) => setTimeout(resolve, 50));
      events.push('first ended');
      return undefined;
    };
    const last = async () => {
      events.push('last started');
      return undefined;
    };
    await runPostBuildGroups([{name: 'first', step: first}], [{name: 'last', step: last}], input);
    expect(events).toEqual(['first ended', 'last started']);
  });

  it('never start while a page is still to be read by a step, and a failure of the others stops the build', async () => {
    const {files, input} = built();
    let lastRan = false;
    const first = async ({builtPages}: PostBuildInput) => {
      builtPages?.expect(files);
      await new Promise((resolve) => setImmediate(resolve));
      throw new Error('the index could not be written');
    };
    const last = async () => {
      lastRan = true;
      return undefined;
    };
    await expect(
      runPostBuildGroups([{name: 'first', step: first}], [{name: 'last', step: last}], input),
    ).rejects.toThrow('the index could not be written');
    expect(lastRan).toBe(false);
  });
});

describe('the built pages, read by several steps', () => {
  it('say every page was read only once each step has read its part of each', async () => {
    const {files} = built();
    const [file] = files as [string];
    const pages = new BuiltPages();
    await expect(pages.allRead()).resolves.toBeUndefined();
    const mainOnly = (html: string) => html.slice(html.indexOf('<main>'));
    pages.expect([file]);
    pages.expect([file], mainOnly);
    const read = pages.allRead().then(() => 'read');
    pages.read(file);
    expect(await Promise.race([read, timeout(50)])).toBe('timed out');
    pages.read(file, mainOnly);
    expect(await read).toBe('read');
  });

  it('say every page was read only once a page read to parse has its scripts back, for the policy step', async () => {
    const {files} = built();
    const [file] = files as [string];
    const pages = new BuiltPages();
    pages.expect([file]);
    const {html, stamp} = pages.readToParse(file);
    const read = pages.allRead().then(() => 'read');
    expect(await Promise.race([read, timeout(50)])).toBe('timed out');
    pages.keepParsedScripts(file, stamp, searchablePage(html, {url: '/', section: 'Docs'}).scripts);
    expect(await read).toBe('read');
  });
});
