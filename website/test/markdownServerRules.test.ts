import {type ChildProcess, spawn} from 'node:child_process';
import {existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync} from 'node:fs';
import {createServer} from 'node:net';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {BASE_URL} from '../siteConstants';
import {
  ACCEPT_CASES,
  buildDir,
  builtPages,
  docsPage,
  docsSnippet,
  ensureBuild,
  PAGES_WITHOUT_TWINS,
  twinFile,
} from './support/markdownRules';

/**
 * The nginx rules the Page actions page gives (website/docs/page-actions.md), run as written
 * against the production build, with the header of the Content-Security-Policy page
 * (website/docs/content-security-policy.md) where that page puts it: a request that prefers Markdown gets
 * the page's twin, any other the page as before, and every response keeps the policy.
 * scripts/env/ensure-nginx.sh installs Debian's nginx for the test command.
 */
const NGINX = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((candidate) => existsSync(candidate));
const MIME_TYPES = '/etc/nginx/mime.types';

/** The policy this build wrote, which the Content-Security-Policy page says to send as a header. */
function builtPolicy(): string {
  return (JSON.parse(readFileSync(path.join(buildDir, 'content-security-policy.json'), 'utf8')) as {policy: string})
    .policy;
}

/** The Content-Security-Policy page's nginx line for the policy, with the build's policy in it. */
function documentedPolicyHeader(): string {
  const section = docsPage('content-security-policy.md');
  const line = /`(add_header Content-Security-Policy [^`]*<policy>[^`]*;)`/.exec(section)?.[1];
  if (!line) {
    throw new Error(
      'website/docs/content-security-policy.md no longer gives the nginx line `add_header Content-Security-Policy "<policy>" ...;`.',
    );
  }
  return line.replace('<policy>', builtPolicy());
}

/**
 * The nginx configuration of the Page actions page, with the configuration page's policy line
 * in its server block, as that page says, and its placeholders pointed at this run's files.
 */
function documentedConfig(root: string, port: number, dir: string): string {
  const block = docsSnippet('page-actions.md', 'nginx', 'nginx.conf');
  expect(block, 'the nginx block has one server block').toMatch(/^( *)server \{\n/m);
  const config = block
    .replace(/^( *)server \{\n/m, (opening, indent) => `${opening}${indent}  ${documentedPolicyHeader()}\n`)
    .replace('include mime.types;', `include ${MIME_TYPES};`)
    .replace('listen 80;', `listen 127.0.0.1:${port};`)
    .replace(/root \/var\/www\/site;[^\n]*/, `root ${root};`);
  // What the docs leave to the machine's own nginx.conf: the process's files and events block.
  return `pid ${dir}/nginx.pid;\nerror_log ${dir}/error.log;\nevents {}\n${config.replace('http {', `http {\n  access_log off;\n  client_body_temp_path ${dir};\n  proxy_temp_path ${dir};\n  fastcgi_temp_path ${dir};\n  uwsgi_temp_path ${dir};\n  scgi_temp_path ${dir};`)}`;
}

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const {port} = server.address() as {port: number};
      server.close(() => resolve(port));
    });
  });
}

let dir = '';
let origin = '';
let nginx: ChildProcess | undefined;

beforeAll(async () => {
  expect(NGINX, 'nginx is installed (scripts/env/ensure-nginx.sh)').toBeDefined();
  ensureBuild();
  dir = mkdtempSync(path.join(tmpdir(), 'hk-nginx-'));
  // The site lives under its base URL, as on its host.
  const root = path.join(dir, 'root');
  mkdirSync(path.join(root, path.dirname(BASE_URL.replace(/\/$/, ''))), {recursive: true});
  symlinkSync(buildDir, path.join(root, BASE_URL.replace(/\/$/, '')));
  const port = await freePort();
  origin = `http://127.0.0.1:${port}`;
  writeFileSync(path.join(dir, 'nginx.conf'), documentedConfig(root, port, dir));
  nginx = spawn(NGINX as string, ['-c', path.join(dir, 'nginx.conf'), '-g', 'daemon off; master_process off;'], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  nginx.stderr?.on('data', (chunk) => {
    stderr += chunk;
  });
  for (let attempt = 0; ; attempt += 1) {
    try {
      await fetch(origin);
      break;
    } catch (error) {
      if (attempt > 50 || nginx.exitCode !== null) {
        throw new Error(`nginx did not start with the documented configuration: ${stderr || String(error)}`);
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
});

afterAll(() => {
  nginx?.kill();
  if (dir) {
    rmSync(dir, {recursive: true, force: true});
  }
});

const get = (route: string, accept?: string) =>
  fetch(`${origin}${BASE_URL}${route}`, {headers: accept ? {accept} : {}, redirect: 'manual'});

describe("the Page actions page's nginx rules, on the production build", () => {
  const twin = (route: string) => readFileSync(path.join(buildDir, `${route}.md`), 'utf8');

  it.each(['docs/installation', 'docs/installation/', 'docs/components/buttons', 'blog/introducing-hoverkraft-theme'])(
    'answer %s with its twin when the request asks for Markdown, saying the answer varies with Accept',
    async (route) => {
      const response = await get(route, 'text/markdown, text/html;q=0.5');
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/^text\/markdown/);
      expect(response.headers.get('vary')).toBe('Accept');
      expect(await response.text()).toBe(twin(route.replace(/\/$/, '')));
    },
  );

  it('answer the same address with the HTML page when the request does not ask for Markdown', async () => {
    const response = await get('docs/installation', 'text/html');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    expect(await response.text()).toContain('<!doctype html>');
  });

  it.each(ACCEPT_CASES)('answer Accept: "%s" with the twin: %s', async (accept, wantsMarkdown) => {
    const response = await get('docs/installation', accept);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(wantsMarkdown ? /^text\/markdown/ : /^text\/html/);
  });

  it.each(PAGES_WITHOUT_TWINS)(
    'keep %s, which has no twin, as HTML for a request that asks for Markdown',
    async (route) => {
      expect(twinFile(route), `${route} has no twin in the build`).toBeUndefined();
      const response = await get(route, 'text/markdown');
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    },
  );

  it('serve other files as they are, whatever the request asks for', async () => {
    const icon = await get('img/favicon.svg', 'text/markdown');
    expect(icon.status).toBe(200);
    expect(icon.headers.get('content-type')).toBe('image/svg+xml');
    const twinItself = await get('docs/installation.md', 'text/markdown');
    expect(await twinItself.text()).toBe(twin('docs/installation'));
  });

  it("answer every built page, with the configuration page's Content-Security-Policy header, and its twin where it has one", async () => {
    const policy = builtPolicy();
    const wrong: string[] = [];
    for (const route of builtPages()) {
      const twinPath = twinFile(route);
      for (const accept of ['text/html', 'text/markdown']) {
        const response = await get(route, accept);
        const type = accept === 'text/markdown' && twinPath ? 'text/markdown' : 'text/html';
        const problems = [
          response.status === 200 ? '' : `status ${response.status}`,
          response.headers.get('content-type')?.startsWith(type)
            ? ''
            : `${response.headers.get('content-type')}, not ${type}`,
          response.headers.get('content-security-policy') === policy ? '' : 'no Content-Security-Policy header',
        ].filter(Boolean);
        if (problems.length > 0) {
          wrong.push(`${BASE_URL}${route} (Accept: ${accept}): ${problems.join(', ')}`);
        }
      }
    }
    // nginx drops a server's add_header lines in a location that has one of its own.
    expect(wrong).toEqual([]);
  });
});
