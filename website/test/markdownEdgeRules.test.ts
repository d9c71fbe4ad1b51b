import {existsSync, readFileSync, statSync} from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import {beforeAll, describe, expect, it} from 'vitest';
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
 * The Netlify edge function and the Vercel Routing Middleware of the Page actions page
 * (website/docs/page-actions.md), taken from the page, compiled as written and run on requests
 * for the production build's pages, with the host's parts (its fetch of the site's files, Vercel's
 * next() and rewrite()) standing in: a request that prefers Markdown is sent to the page's twin
 * when it has one, and every other request goes on to the page.
 */
const ORIGIN = 'https://docs.example.com';

/** What a rule did with a request: rewrote it to a path, or let it go on to the page or file. */
type Outcome = {rewrite?: string; headers?: Record<string, string>};

/** The site's files as its host serves them, under the base URL, for the rule's own fetches. */
function hostFetch(log: string[]) {
  return async (input: string | URL | Request): Promise<Response> => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    log.push(url.pathname);
    const relative = url.pathname.startsWith(BASE_URL) ? decodeURI(url.pathname.slice(BASE_URL.length)) : undefined;
    const file = relative === undefined ? undefined : path.join(buildDir, relative);
    if (
      url.origin !== ORIGIN ||
      !file ||
      !file.startsWith(buildDir) ||
      !existsSync(file) ||
      statSync(file).isDirectory()
    ) {
      return new Response('Not found', {status: 404});
    }
    return new Response(readFileSync(file), {status: 200});
  };
}

/**
 * A TypeScript snippet of the page as a module, with `BASE_URLS` set to the site's base URL as
 * the page asks the reader to, run with the given modules and fetch.
 */
function loadSnippet(
  title: string,
  modules: Record<string, unknown>,
  fetchLog: string[] = [],
): Record<string, unknown> {
  const source = docsSnippet('page-actions.md', 'ts', title).replace(
    "const BASE_URLS = ['/'];",
    `const BASE_URLS = [${JSON.stringify(BASE_URL)}];`,
  );
  const {outputText, diagnostics} = ts.transpileModule(source, {
    fileName: title,
    reportDiagnostics: true,
    compilerOptions: {module: ts.ModuleKind.CommonJS, target: ts.ScriptTarget.ES2022},
  });
  expect(
    diagnostics?.map((each) => ts.flattenDiagnosticMessageText(each.messageText, '\n')),
    `${title} compiles`,
  ).toEqual([]);
  const module = {exports: {} as Record<string, unknown>};
  const load = (name: string) => {
    if (!(name in modules)) {
      throw new Error(`${title} imports ${name}, which this test does not stand in for.`);
    }
    return modules[name];
  };
  new Function('require', 'module', 'exports', 'fetch', outputText)(load, module, module.exports, hostFetch(fetchLog));
  return module.exports;
}

/** A host's path pattern as a regular expression: Netlify's `/docs/*`, Vercel's `/docs/:path*`. */
function pathPattern(pattern: string): RegExp {
  const source = pattern
    .split(/(\/:\w+\*|\*)/)
    .map((part) =>
      part === '*' ? '.*' : /^\/:\w+\*$/.test(part) ? '(?:/.*)?' : part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'),
    )
    .join('');
  return new RegExp(`^${source}$`);
}

const list = (value: unknown): string[] => (value === undefined ? [] : Array.isArray(value) ? value : [String(value)]);

/** The Netlify function as Netlify runs it: only on the paths of its config, then its answer. */
function netlifyRule(fetchLog?: string[]) {
  const snippet = loadSnippet('netlify/edge-functions/markdown-twins.ts', {}, fetchLog);
  const handler = snippet.default as (request: Request) => Promise<URL | Response | undefined>;
  const config = (snippet.config ?? {}) as {path?: string | string[]; excludedPath?: string | string[]};
  return async (request: Request): Promise<Outcome> => {
    const {pathname} = new URL(request.url);
    const runs =
      list(config.path).some((pattern) => pathPattern(pattern).test(pathname)) &&
      !list(config.excludedPath).some((pattern) => pathPattern(pattern).test(pathname));
    const answer = runs ? await handler(request) : undefined;
    if (answer instanceof Response) {
      throw new Error(`The Netlify function answered ${request.url} itself (status ${answer.status}).`);
    }
    return answer ? {rewrite: answer.pathname} : {};
  };
}

/** The Vercel middleware as Vercel runs it: on the paths of its matcher (all without one). */
function vercelRule(fetchLog?: string[]) {
  const headersOf = (init?: {headers?: Record<string, string>}) => init?.headers ?? {};
  const edge = {
    next: (init?: {headers?: Record<string, string>}) => ({headers: headersOf(init)}),
    rewrite: (destination: string | URL, init?: {headers?: Record<string, string>}) => ({
      rewrite: new URL(String(destination), ORIGIN).pathname,
      headers: headersOf(init),
    }),
  };
  const snippet = loadSnippet('middleware.ts', {'@vercel/edge': edge}, fetchLog);
  const middleware = snippet.default as (request: Request) => Promise<Outcome>;
  const matcher = list((snippet.config as {matcher?: unknown} | undefined)?.matcher);
  return async (request: Request): Promise<Outcome> => {
    const {pathname} = new URL(request.url);
    const runs = matcher.length === 0 || matcher.some((pattern) => pathPattern(pattern).test(pathname));
    return runs ? middleware(request) : {};
  };
}

const request = (route: string, accept?: string) =>
  new Request(`${ORIGIN}${BASE_URL}${route}`, {headers: accept === undefined ? {} : {accept}});

beforeAll(() => {
  ensureBuild();
});

describe.each([
  ['Netlify edge function', netlifyRule],
  ['Vercel Routing Middleware', vercelRule],
])("the Page actions page's %s, on the production build", (_name, makeRule) => {
  let rule: (request: Request) => Promise<Outcome>;
  beforeAll(() => {
    rule = makeRule();
  });

  it('sends a request for Markdown to the twin of every page that has one, and lets every other page through', async () => {
    const wrong: string[] = [];
    for (const page of builtPages()) {
      const twin = twinFile(page);
      const expected = twin ? `${BASE_URL}${twin}` : undefined;
      for (const route of page.endsWith('/') || page === '' ? [page] : [page, `${page}/`]) {
        const {rewrite} = await rule(request(route, 'text/markdown'));
        const got = rewrite === undefined ? undefined : decodeURI(rewrite);
        if (got !== expected) {
          wrong.push(
            `${BASE_URL}${route}: ${got ? `rewritten to ${got}` : 'let through'}, expected ${expected ?? 'let through'}`,
          );
        }
      }
    }
    expect(wrong).toEqual([]);
  });

  it.each(PAGES_WITHOUT_TWINS)('lets %s, which has no twin, through to its HTML page', async (route) => {
    expect(twinFile(route), `${route} has no twin in the build`).toBeUndefined();
    expect((await rule(request(route, 'text/markdown'))).rewrite).toBeUndefined();
  });

  it.each(ACCEPT_CASES)('answers Accept: "%s" with the twin: %s', async (accept, wantsMarkdown) => {
    const {rewrite} = await rule(request('docs/installation', accept));
    expect(rewrite).toBe(wantsMarkdown ? `${BASE_URL}docs/installation.md` : undefined);
  });

  it('lets a request without an Accept header through', async () => {
    expect((await rule(request('docs/installation'))).rewrite).toBeUndefined();
  });

  it('finds the twin of a page whose address is percent-encoded', async () => {
    expect((await rule(request('docs/%69nstallation', 'text/markdown'))).rewrite).toBe(
      `${BASE_URL}docs/installation.md`,
    );
  });

  it("leaves paths outside the site's base URL, and the twins themselves, alone", async () => {
    expect((await rule(new Request(`${ORIGIN}/docs/installation`, {headers: {accept: 'text/markdown'}}))).rewrite).toBe(
      undefined,
    );
    expect((await rule(request('docs/installation.md', 'text/markdown'))).rewrite).toBeUndefined();
  });

  it('fetches the list of twins once, from the base URL, and not for requests that do not ask for Markdown', async () => {
    const fetches: string[] = [];
    const fresh = makeRule(fetches);
    await fresh(request('docs/installation', 'text/html'));
    expect(fetches).toEqual([]);
    await fresh(request('docs/installation', 'text/markdown'));
    await fresh(request('blog/tags', 'text/markdown'));
    expect(fetches).toEqual([`${BASE_URL}markdown-twins.json`]);
  });
});

describe("the Vercel middleware's Vary header", () => {
  it('is on every answer, rewritten or not', async () => {
    const rule = vercelRule();
    for (const [route, accept] of [
      ['docs/installation', 'text/markdown'],
      ['docs/installation', 'text/html'],
      ['blog/tags', 'text/markdown'],
    ] as const) {
      expect((await rule(request(route, accept))).headers, `${route} for ${accept}`).toEqual({Vary: 'Accept'});
    }
  });
});

describe("the Netlify configuration's Vary header", () => {
  it('covers every page that has a twin', () => {
    const toml = docsSnippet('page-actions.md', 'toml', 'netlify.toml');
    const varied = [
      ...toml.matchAll(/\[\[headers\]\]\s*for\s*=\s*"([^"]+)"\s*\[headers\.values\]\s*Vary\s*=\s*"Accept"/g),
    ].map(([, pattern]) => pathPattern(pattern ?? ''));
    const uncovered = builtPages()
      .filter((page) => twinFile(page))
      .map((page) => `${BASE_URL}${page}`)
      .filter((pathname) => !varied.some((pattern) => pattern.test(pathname)));
    expect(uncovered).toEqual([]);
  });
});

describe('markdown-twins.json in the build', () => {
  it('lists exactly the pages whose twin the build wrote', () => {
    const manifest = JSON.parse(readFileSync(path.join(buildDir, 'markdown-twins.json'), 'utf8')) as Record<
      string,
      string
    >;
    const expected = Object.fromEntries(
      builtPages().flatMap((page) => {
        const twin = twinFile(page);
        return twin ? [[`${BASE_URL}${page}`.replace(/\/$/, ''), `${BASE_URL}${twin}`]] : [];
      }),
    );
    expect(manifest).toEqual(expected);
  });

  it('is not in the sitemap', () => {
    expect(readFileSync(path.join(buildDir, 'sitemap.xml'), 'utf8')).not.toContain('markdown-twins');
  });

  it('is named on the Page actions and Plugin options pages', () => {
    expect(docsPage('page-actions.md')).toContain('markdown-twins.json');
    expect(docsPage('plugin-options.md')).toContain('markdown-twins.json');
  });
});
