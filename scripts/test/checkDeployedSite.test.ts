import {existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import type {Server} from 'node:http';
import type {AddressInfo} from 'node:net';
import os from 'node:os';
import path from 'node:path';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {checkSite, ogImage} from '../ci/checkDeployedSite.mjs';
import {BASE_PATH, createSiteServer} from '../site/serve.mjs';

/**
 * scripts/ci/checkDeployedSite.mjs, against sites served from loopback the way GitHub Pages serves
 * them (scripts/site/serve.mjs): a small site with one file missing at a time, and the real build.
 */
const repo = path.resolve(__dirname, '../..');
const siteBuild = path.join(repo, 'website/build');
const FAST = {attempts: 2, delayMs: 10};

/** Serves `dir` under the base path on a free loopback port; resolves to the base URL. */
async function serve(dir: string): Promise<{url: string; server: Server}> {
  const server = createSiteServer({dir, base: BASE_PATH});
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {url: `http://127.0.0.1:${(server.address() as AddressInfo).port}${BASE_PATH}`, server};
}

const page = (card: string) =>
  `<!doctype html><html><head><meta data-rh=true property=og:image content=https://example.org${BASE_PATH}${card} /></head></html>`;

const SMALL_SITE: Record<string, string> = {
  'index.html': page('social-cards/index.png'),
  '404.html': '<!doctype html><title>Not found</title>',
  'docs/getting-started.html': page('social-cards/docs/getting-started.png'),
  'search.html': '<!doctype html><title>Search</title>',
  'llms.txt': '# Hoverkraft Theme\n',
  'social-cards/index.png': 'png',
  'social-cards/docs/getting-started.png': 'png',
};

describe('ogImage', () => {
  it('reads og:image with or without attribute quotes, and not og:image:width', () => {
    expect(ogImage('<meta property="og:image:width" content="1200"><meta property="og:image" content="/a.png">')).toBe(
      '/a.png',
    );
    expect(ogImage('<meta data-rh=true property=og:image content=https://x.org/b.png />')).toBe('https://x.org/b.png');
    expect(ogImage('<meta name="description" content="none">')).toBeUndefined();
  });
});

describe('checkSite on a small site', () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'hk-deployed-'));
  let url = '';
  let server: Server | undefined;

  beforeAll(async () => {
    for (const [file, content] of Object.entries(SMALL_SITE)) {
      mkdirSync(path.dirname(path.join(dir, file)), {recursive: true});
      writeFileSync(path.join(dir, file), content);
    }
    ({url, server} = await serve(dir));
  });

  afterAll(() => {
    server?.close();
    rmSync(dir, {recursive: true, force: true});
  });

  it('passes when every page and social card answers 200 with its content type', async () => {
    const {lines, problems} = await checkSite(url, FAST);
    expect(problems).toEqual([]);
    expect(lines).toHaveLength(6);
  });

  it.each(['llms.txt', 'search.html', 'docs/getting-started.html', 'social-cards/index.png'])(
    'fails, naming the URL, when %s is missing',
    async (file) => {
      rmSync(path.join(dir, file));
      try {
        const {problems} = await checkSite(url, FAST);
        const missing = new URL(file.replace(/\.html$/, ''), url).href;
        expect(problems).toEqual([
          expect.stringMatching(new RegExp(`^${missing.replaceAll('.', '\\.')} answered 404`)),
        ]);
      } finally {
        writeFileSync(path.join(dir, file), SMALL_SITE[file] ?? '');
      }
    },
  );

  it('fails when a page names no social card', async () => {
    writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>Home</title>');
    // The server keeps the files it has read: this one serves the changed page.
    const fresh = await serve(dir);
    try {
      expect((await checkSite(fresh.url, FAST)).problems).toEqual([
        `${fresh.url} has no og:image, so no social card to check`,
      ]);
    } finally {
      fresh.server.close();
      writeFileSync(path.join(dir, 'index.html'), SMALL_SITE['index.html'] ?? '');
    }
  });
});

describe.skipIf(!existsSync(path.join(siteBuild, 'index.html')))('checkSite on the built site', () => {
  let url = '';
  let server: Server | undefined;
  beforeAll(async () => {
    ({url, server} = await serve(siteBuild));
  });
  afterAll(() => server?.close());

  it('finds every page the deployment check visits, and their social cards', async () => {
    const {problems} = await checkSite(url, {attempts: 1, delayMs: 0});
    expect(problems).toEqual([]);
  });
});
