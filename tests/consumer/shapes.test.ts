import {existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {rm} from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import {gunzipSync} from 'node:zlib';
import {type CheerioAPI, load} from 'cheerio';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {SHAPE_BUILDS, type ShapeBuild, stockBuild} from './builds';
import {type LogFolders, logMessages, logProblems, problemsOnlyIn, themeLogMessages} from './support/buildLog';
import {
  BROWSER_BUILDS_DIR,
  ConsumerInstall,
  DOCUSAURUS_NEWEST,
  fixtureDir,
  type RunResult,
} from './support/consumerSite';

/**
 * The shapes matrix (issue #20): real-world site shapes, each a small fixture site of its own
 * (tests/consumer/fixtures/<shape>, listed in fixtures/README.md), installed with the packed
 * theme on the newest Docusaurus 3.x, all in one install, and built twice: with the theme, into
 * BROWSER_BUILDS_DIR/shape-<shape> for the browser checks (e2e/shapes/), and without it
 * (HK_WITHOUT_THEME=1) into BROWSER_BUILDS_DIR/shape-<shape>-stock, to compare the two build
 * logs and for the crawl (e2e/crawl.spec.ts), which opens every page of both. Builds run two at a time.
 *
 * HK_SHAPES=versioned,i18n builds only those shapes (the other shapes' tests are skipped).
 * HK_SHAPES_INSTALL=<folder> installs into that folder and keeps it, so that the next run only
 * repacks the theme and updates the install; HK_CONSUMER_KEEP=1 keeps a temp install.
 */

const EXTRA_DEPENDENCIES = {
  '@docusaurus/theme-mermaid': DOCUSAURUS_NEWEST,
  // The card fonts of the i18n site's Japanese and Arabic pages (socialCards.fonts).
  '@fontsource/noto-sans-arabic': '5.3.0',
  '@fontsource/noto-sans-jp': '5.3.0',
  '@docusaurus/plugin-content-docs': DOCUSAURUS_NEWEST,
  '@docusaurus/plugin-content-blog': DOCUSAURUS_NEWEST,
  // The versioned site's CSS-in-JS page: styles written beside the markup on the server, in the head in the browser.
  '@emotion/react': '11.14.0',
};

const keptInstall = process.env.HK_SHAPES_INSTALL ? path.resolve(process.env.HK_SHAPES_INSTALL) : undefined;
const consumer = new ConsumerInstall(
  DOCUSAURUS_NEWEST,
  keptInstall ?? mkdtempSync(path.join(os.tmpdir(), 'hk-shapes-')),
  EXTRA_DEPENDENCIES,
);

/** One build of the matrix: which site, and what is changed in it or passed to it. */
type Shape = {
  build: ShapeBuild;
  /** The site's folder: a fixture site of tests/consumer/fixtures, or another folder (`from`). */
  fixture: string;
  from?: string;
  /** A config file of the site, relative to it, when not docusaurus.config.ts. */
  config?: string;
  env?: NodeJS.ProcessEnv;
  /** Changes the copied site before it is committed: the same fixture with one thing changed. */
  edit?: (siteDir: string) => void;
};

/** The classic template's site without the `browserslist` field: Babel's default targets apply. */
function dropBrowserslist(siteDir: string): void {
  const file = path.join(siteDir, 'package.json');
  const {browserslist: _dropped, ...rest} = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
  writeFileSync(file, `${JSON.stringify(rest, null, 2)}\n`);
}

/** In the order they are built: the webpack builds and the four locales, the longest, first. */
const SHAPES: Shape[] = [
  {build: 'shape-classic-template', fixture: 'classic-template'},
  {build: 'shape-classic-template-no-browserslist', fixture: 'classic-template', edit: dropBrowserslist},
  {build: 'shape-classic-template-docsearch', fixture: 'classic-template', env: {HK_DOCSEARCH: '1'}},
  {build: 'shape-i18n', fixture: 'i18n'},
  {build: 'shape-docs-only', fixture: 'docs-only'},
  {build: 'shape-blog-only', fixture: 'blog-only'},
  {build: 'shape-versioned', fixture: 'versioned'},
  {build: 'shape-algolia', fixture: 'algolia'},
  {build: 'shape-mermaid', fixture: 'mermaid'},
  {build: 'shape-future-v4', fixture: 'future-v4'},
  // The base fixture's trailing-slash variant (fixture/variants), which newest.test.ts and
  // e2e/variants.spec.ts also build and open: here for its build log and its twins.
  {
    build: 'shape-trailing-slash',
    fixture: 'trailing-slash',
    from: fixtureDir,
    config: 'variants/trailing-slash.config.ts',
    env: {HK_FUTURE_V4: '1'},
  },
  {build: 'shape-multi-instance', fixture: 'multi-instance'},
  {build: 'shape-custom-primary', fixture: 'custom-primary'},
];

it('lists every shape build of CONSUMER_BUILDS once', () => {
  expect(SHAPES.map((shape) => shape.build).sort()).toEqual([...SHAPE_BUILDS].sort());
});

const only = process.env.HK_SHAPES?.split(',').map((name) => `shape-${name.trim()}`);
const selected = (build: ShapeBuild) => !only || only.includes(build);

/** What building one shape gave: the site folders, and each build's outcome and log. */
type Built = {
  withTheme: RunResult;
  withoutTheme: RunResult;
  folders: {withTheme: LogFolders; withoutTheme: LogFolders};
};
const builds = new Map<ShapeBuild, Built>();

const outDir = (build: string) => path.join(BROWSER_BUILDS_DIR, build);

async function buildShape(shape: Shape, withTheme: boolean): Promise<[RunResult, LogFolders]> {
  const site = withTheme ? shape.build : `${shape.build}-without-theme`;
  const siteDir = path.join(consumer.dir, site);
  rmSync(siteDir, {recursive: true, force: true});
  await consumer.addFixtureSite(shape.fixture, {from: shape.from, as: site});
  shape.edit?.(siteDir);
  const out = withTheme ? outDir(shape.build) : outDir(stockBuild(shape.build));
  rmSync(out, {recursive: true, force: true});
  const result = await consumer.run(
    `build ${site}`,
    process.execPath,
    [consumer.docusaurusBin, 'build', '--out-dir', out, ...(shape.config ? ['--config', shape.config] : [])],
    {cwd: siteDir, env: {...shape.env, ...(withTheme ? {} : {HK_WITHOUT_THEME: '1'})}},
  );
  return [result, {'<install>': consumer.dir, '<site>': siteDir, '<out>': out}];
}

/** Runs the tasks `size` at a time, in order: a build uses about one core, and CI has two. */
async function inPool(tasks: (() => Promise<void>)[], size: number): Promise<void> {
  const queue = [...tasks];
  await Promise.all(
    Array.from({length: size}, async () => {
      for (let task = queue.shift(); task; task = queue.shift()) {
        await task();
      }
    }),
  );
}

const started = performance.now();

beforeAll(async () => {
  await consumer.install();
  const partial = new Map<ShapeBuild, Partial<Record<'withTheme' | 'withoutTheme', [RunResult, LogFolders]>>>();
  await inPool(
    SHAPES.filter((shape) => selected(shape.build)).flatMap((shape) =>
      [true, false].map((withTheme) => async () => {
        const done = await buildShape(shape, withTheme);
        partial.set(shape.build, {...partial.get(shape.build), [withTheme ? 'withTheme' : 'withoutTheme']: done});
      }),
    ),
    2,
  );
  for (const [build, {withTheme, withoutTheme}] of partial) {
    if (withTheme && withoutTheme) {
      builds.set(build, {
        withTheme: withTheme[0],
        withoutTheme: withoutTheme[0],
        folders: {withTheme: withTheme[1], withoutTheme: withoutTheme[1]},
      });
    }
  }
}, 40 * 60_000);

afterAll(async () => {
  const seconds = ((performance.now() - started) / 1000).toFixed(0);
  console.log(`Shapes matrix in ${consumer.dir}, ${seconds} s in all\n  ${consumer.timings.join('\n  ')}`);
  if (!keptInstall && process.env.HK_CONSUMER_KEEP !== '1') {
    await rm(consumer.dir, {recursive: true, force: true});
  }
});

function built(build: ShapeBuild): Built {
  const result = builds.get(build);
  if (!result) {
    throw new Error(`${build} was not built (HK_SHAPES=${process.env.HK_SHAPES ?? ''})`);
  }
  return result;
}

/** A build's stdout and stderr, apart (RunResult joins them with a newline). */
const streams = ({stdout, output}: RunResult) => [stdout, output.slice(stdout.length + 1)];

/** The problems of a failed build, or its last lines: what the failure message shows. */
function failureSummary(result: RunResult, folders: LogFolders): string {
  const problems = logProblems(streams(result), folders);
  return (problems.length > 0 ? problems : logMessages(result.output).slice(-20)).join('\n');
}

/** Fails with the build's errors unless the build with the theme succeeded; returns its folder. */
function expectBuilt(build: ShapeBuild): string {
  const {withTheme, folders} = built(build);
  expect(withTheme.ok, `${build} did not build:\n${failureSummary(withTheme, folders.withTheme)}`).toBe(true);
  return outDir(build);
}

/**
 * "Every fixture's build log has no warning or error that the same site without the theme
 * lacks": the warnings and errors of both logs, normalised (buildLog.ts), compared.
 */
function expectNoProblemOnlyWithTheme(build: ShapeBuild): void {
  const {withTheme, withoutTheme, folders} = built(build);
  expect(
    withoutTheme.ok,
    `${build} did not build without the theme, a problem of the fixture rather than of the theme:\n${failureSummary(withoutTheme, folders.withoutTheme)}`,
  ).toBe(true);
  const added = problemsOnlyIn(
    logProblems(streams(withTheme), folders.withTheme),
    logProblems(streams(withoutTheme), folders.withoutTheme),
  );
  expect(added, `warnings or errors only with the theme:\n\n${added.join('\n\n')}`).toEqual([]);
}

/** The log comparison of a shape, as a test of its own. */
function itLogsNothingNewWithTheTheme(build: ShapeBuild): void {
  it('the build log has no warning or error that the same site without the theme lacks', () => {
    expectNoProblemOnlyWithTheme(build);
  });
}

const builtFile = (build: ShapeBuild, file: string) => readFileSync(path.join(outDir(build), file), 'utf8');
const builtExists = (build: ShapeBuild, file: string) => existsSync(path.join(outDir(build), file));
/** The parsed HTML of a built page (the minifier drops attribute quotes: a parser copes, a regex may not). */
const page = (build: ShapeBuild, file: string): CheerioAPI => load(builtFile(build, file));

/** Where the theme writes a page's card and twin, from the page's route path (see the theme's docs). */
function cardFile(permalink: string): string {
  return `social-cards/${permalink.replace(/^\/+/, '').replace(/\/+$/, '') || 'index'}.png`;
}
function twinFile(permalink: string): string {
  return `${permalink.replace(/^\/+/, '').replace(/\/+$/, '') || 'index'}.md`;
}

/** The route paths in a build's (or a locale's) Pagefind index, read from its fragments. */
function indexedUrls(build: ShapeBuild, locale = ''): string[] {
  const dir = path.join(outDir(build), locale, 'pagefind/fragment');
  return readdirSync(dir).map((file) => {
    const text = gunzipSync(readFileSync(path.join(dir, file))).toString('utf8');
    return (JSON.parse(text.slice(text.indexOf('{'))) as {url: string}).url;
  });
}

/** Every page has its card and its Markdown twin, and llms.txt links to the twin: the missing ones. */
function missingCardsAndTwins(build: ShapeBuild, site: string, permalinks: string[], locale = ''): string[] {
  const llms = builtFile(build, `${locale}llms.txt`);
  return permalinks.flatMap((permalink) => {
    const twin = twinFile(permalink);
    return [
      ...(builtExists(build, `${locale}${cardFile(permalink)}`) ? [] : [`no card ${locale}${cardFile(permalink)}`]),
      ...(builtExists(build, `${locale}${twin}`) ? [] : [`no twin ${locale}${twin}`]),
      ...(llms.includes(`](${site}/${locale}${twin})`) ? [] : [`no link to ${site}/${locale}${twin} in llms.txt`]),
    ];
  });
}

describe.skipIf(!selected('shape-classic-template'))('classic-template: the template as generated, on webpack', () => {
  it('builds on webpack and Babel with the template’s browserslist', () => {
    expectBuilt('shape-classic-template');
  });
  itLogsNothingNewWithTheTheme('shape-classic-template');
});

describe.skipIf(!selected('shape-classic-template-no-browserslist'))(
  'classic-template without browserslist: Babel’s default targets',
  () => {
    it('builds on webpack and Babel with no browserslist', () => {
      expectBuilt('shape-classic-template-no-browserslist');
      expect(
        readFileSync(path.join(consumer.dir, 'shape-classic-template-no-browserslist/package.json'), 'utf8'),
      ).not.toMatch(/browserslist/);
    });
    itLogsNothingNewWithTheTheme('shape-classic-template-no-browserslist');
  },
);

// With the built-in search off, webpack still compiles the theme's Pagefind loader (the ./client
// entry brings it): its ignored import must not warn there either.
describe.skipIf(!selected('shape-classic-template-docsearch'))(
  'classic-template with Algolia DocSearch: the built-in search off, on webpack',
  () => {
    it('builds on webpack with DocSearch as its search', () => {
      const out = expectBuilt('shape-classic-template-docsearch');
      expect(existsSync(path.join(out, 'pagefind')), 'no Pagefind index: DocSearch searches').toBe(false);
    });
    itLogsNothingNewWithTheTheme('shape-classic-template-docsearch');
  },
);

describe.skipIf(!selected('shape-docs-only'))('docs-only: docs at the root, no blog, no src/pages', () => {
  const site = 'https://docs-only.example.com';
  const docs = ['/', '/reference/options', '/reference/search'];

  it('builds', () => {
    expectBuilt('shape-docs-only');
  });

  it('the doc whose slug is / is the home page, and announces its own card', () => {
    expectBuilt('shape-docs-only');
    const $ = page('shape-docs-only', 'index.html');
    expect($('article h1').first().text()).toBe('Overview');
    expect($('meta[property="og:image"]').attr('content')).toBe(`${site}/social-cards/index.png`);
  });

  it('every doc has a social card and a Markdown twin, and llms.txt links to each twin', () => {
    expectBuilt('shape-docs-only');
    expect(missingCardsAndTwins('shape-docs-only', site, docs)).toEqual([]);
    expect(builtFile('shape-docs-only', 'index.md')).toMatch(/^# Overview\n/);
  });

  it('the search index holds every doc', () => {
    expectBuilt('shape-docs-only');
    expect(indexedUrls('shape-docs-only').sort()).toEqual(expect.arrayContaining(docs));
  });

  itLogsNothingNewWithTheTheme('shape-docs-only');
});

describe.skipIf(!selected('shape-blog-only'))('blog-only: the blog at the root, no docs, no home page', () => {
  const site = 'https://blog-only.example.com';
  const posts = ['/blog-only-mode', '/searching-posts', '/archive-page'];

  it('the list of posts is the home page', () => {
    expectBuilt('shape-blog-only');
    const titles = page(
      'shape-blog-only',
      'index.html',
    )('article h2')
      .map((_, heading) => load(heading).text())
      .get();
    expect(titles).toEqual(['The archive page', 'Searching the posts', 'Running a blog in blog-only mode']);
  });

  it('every post has a social card and a Markdown twin, and llms.txt links to each twin', () => {
    expectBuilt('shape-blog-only');
    expect(missingCardsAndTwins('shape-blog-only', site, posts)).toEqual([]);
  });

  it('the search index holds every post', () => {
    expectBuilt('shape-blog-only');
    expect(indexedUrls('shape-blog-only')).toEqual(expect.arrayContaining(posts));
  });

  itLogsNothingNewWithTheTheme('shape-blog-only');
});

describe.skipIf(!selected('shape-versioned'))('versioned: two released versions and the current docs', () => {
  const site = 'https://versioned.example.com';
  // The label the version dropdown shows, and where each version's docs are served.
  const versions = [
    {label: 'Next', base: '/docs/next/'},
    {label: '2.0', base: '/docs/'},
    {label: '1.0', base: '/docs/1.0/'},
  ];
  const docs = versions.flatMap(({base}) => ['intro', 'retention'].map((id) => `${base}${id}`));
  const versionOf = (url: string) =>
    versions.find(({base}) => url.includes(base) && (base !== '/docs/' || !/\/docs\/(next|1\.0)\//.test(url)));

  it('every doc of every version has its page, a social card and a Markdown twin linked from llms.txt', () => {
    expectBuilt('shape-versioned');
    expect(docs.filter((permalink) => !builtExists('shape-versioned', `${permalink.slice(1)}/index.html`))).toEqual([]);
    expect(missingCardsAndTwins('shape-versioned', site, docs)).toEqual([]);
  });

  it('the search index holds the docs of every version', () => {
    expectBuilt('shape-versioned');
    expect(indexedUrls('shape-versioned')).toEqual(expect.arrayContaining(docs));
  });

  it('llms.txt says which version each link is', () => {
    expectBuilt('shape-versioned');
    // The version's label must be in the link's section heading or in its line, the URL aside:
    // the fixture's titles and descriptions never name a version.
    let heading = '';
    const unlabelled: string[] = [];
    for (const line of builtFile('shape-versioned', 'llms.txt').split('\n')) {
      if (line.startsWith('#')) {
        heading = line;
        continue;
      }
      const url = /\]\((https?:[^)]+)\)/.exec(line)?.[1];
      const version = url && versionOf(url);
      if (!version) {
        continue;
      }
      // "1.0", "v1.0" or "Next", as a word of its own.
      const label = new RegExp(`(?<![\\w.])v?${version.label.replace('.', '\\.')}(?!\\w|\\.\\d)`);
      if (!label.test(heading) && !label.test(line.replace(url, ''))) {
        unlabelled.push(`${line}   (version ${version.label}, under "${heading}")`);
      }
    }
    expect(unlabelled, `links that do not say their version:\n${unlabelled.join('\n')}`).toEqual([]);
  });

  itLogsNothingNewWithTheTheme('shape-versioned');
});

describe.skipIf(!selected('shape-i18n'))('i18n: English, French, Japanese and Arabic (right to left)', () => {
  const site = 'https://i18n.example.com';
  const locales = [
    {locale: '', title: 'About this site'},
    {locale: 'fr/', title: 'À propos de ce site'},
    {locale: 'ja/', title: 'このサイトについて'},
    {locale: 'ar/', title: 'حول هذا الموقع'},
  ];

  for (const {locale, title} of locales) {
    const name = locale ? locale.slice(0, -1) : 'en';
    it(`${name}: its docs have cards and twins in ${name}, linked from its own llms.txt, and its own search index`, () => {
      expectBuilt('shape-i18n');
      expect(missingCardsAndTwins('shape-i18n', site, ['/docs/intro', '/docs/reading-direction'], locale)).toEqual([]);
      expect(builtFile('shape-i18n', `${locale}docs/intro.md`)).toMatch(new RegExp(`^# ${title}\\n`));
      expect(indexedUrls('shape-i18n', locale)).toEqual(
        expect.arrayContaining([`/${locale}docs/intro`, `/${locale}docs/reading-direction`]),
      );
    });
  }

  it('ar: every page is marked right to left and Arabic', () => {
    expectBuilt('shape-i18n');
    for (const file of ['ar/index.html', 'ar/docs/intro/index.html', 'ar/search/index.html']) {
      const html = page('shape-i18n', file)('html');
      expect([html.attr('dir'), html.attr('lang')], file).toEqual(['rtl', 'ar']);
    }
  });

  it("the writing components render on the server, with the theme's French words and mirrored in Arabic", () => {
    expectBuilt('shape-i18n');
    for (const locale of ['', 'fr/', 'ar/']) {
      const $ = page('shape-i18n', `${locale}docs/writing/index.html`);
      const rendered = $('[data-hk-mdx]')
        .map((_index, element) => $(element).attr('data-hk-mdx'))
        .get();
      expect(new Set(rendered), locale || 'en').toEqual(
        new Set(['Steps', 'Badge', 'FileTree', 'CardGrid', 'LinkCard', 'PackageManagerTabs']),
      );
      expect($('[role="tree"] [role="treeitem"][aria-current="true"]').text(), locale || 'en').toContain('writing.mdx');
      expect($('h2#file-tree').length, 'a Badge in a heading keeps its explicit id').toBe(1);
    }
    expect(page('shape-i18n', 'docs/writing/index.html')('[role="tree"]').attr('aria-label')).toBe('File tree');
    expect(page('shape-i18n', 'fr/docs/writing/index.html')('[role="tree"]').attr('aria-label')).toBe(
      'Arborescence de fichiers',
    );
    expect(page('shape-i18n', 'ar/docs/writing/index.html')('html').attr('dir')).toBe('rtl');
  });

  itLogsNothingNewWithTheTheme('shape-i18n');
});

describe.skipIf(!selected('shape-algolia'))('algolia: themeConfig.algolia, and no search option for the theme', () => {
  it('the built-in search is off: no Pagefind index is written', () => {
    expectBuilt('shape-algolia');
    expect(builtExists('shape-algolia', 'pagefind'), 'the build has a Pagefind index, pagefind/').toBe(false);
    expect(built('shape-algolia').withTheme.output, 'the build log reports a search index').not.toMatch(
      /Search index:/,
    );
  });

  it('the build log says the built-in search is off because Algolia is configured', () => {
    expectBuilt('shape-algolia');
    const lines = themeLogMessages(built('shape-algolia').withTheme.output);
    expect(
      lines.filter((line) => /algolia/i.test(line) && /search/i.test(line)),
      `the theme's log lines:\n${lines.join('\n')}`,
    ).not.toEqual([]);
  });

  it('no route is created twice: no "Duplicate routes found" warning', () => {
    const duplicates = logMessages(built('shape-algolia').withTheme.output).filter((message) =>
      /Duplicate routes found/i.test(message),
    );
    expect(duplicates, duplicates.join('\n')).toEqual([]);
  });

  it("the pages' navbar holds Algolia's DocSearch button, and /search is Algolia's search page", () => {
    expectBuilt('shape-algolia');
    const navbar = page('shape-algolia', 'docs/intro/index.html')('.navbar');
    expect(navbar.find('.DocSearch-Button'), 'DocSearch buttons in the navbar of /docs/intro').toHaveLength(1);
    expect(navbar.find('button[aria-keyshortcuts]').not('.DocSearch-Button'), "the theme's search button").toHaveLength(
      0,
    );
    expect(page('shape-algolia', 'search/index.html')('.plugin-search-algolia'), "Algolia's search page").toHaveLength(
      1,
    );
  });

  itLogsNothingNewWithTheTheme('shape-algolia');
});

describe.skipIf(!selected('shape-mermaid'))('mermaid: @docusaurus/theme-mermaid and a ```mermaid fence', () => {
  it('the doc’s Markdown twin keeps the diagram as a ```mermaid fence', () => {
    expectBuilt('shape-mermaid');
    const twin = builtFile('shape-mermaid', 'docs/build-flow.md');
    expect(twin, `docs/build-flow.md:\n${twin}`).toMatch(
      /```mermaid\nflowchart LR\n[\s\S]*Build --> Twins\[Markdown twins\]\n```/,
    );
  });

  itLogsNothingNewWithTheTheme('shape-mermaid');
});

describe.skipIf(!selected('shape-future-v4'))('future-v4: every v4 future flag, no browserslist', () => {
  it('builds, with CSS cascade layers in its stylesheet (native, or made of specificity for old browsers)', () => {
    expectBuilt('shape-future-v4');
    const cssDir = path.join(outDir('shape-future-v4'), 'assets/css');
    const css = readdirSync(cssDir)
      .map((file) => readFileSync(path.join(cssDir, file), 'utf8'))
      .join('\n');
    expect(css).toMatch(/@layer docusaurus\.|:root:not\(#\\#\)/);
  });

  itLogsNothingNewWithTheTheme('shape-future-v4');
});

describe.skipIf(!selected('shape-trailing-slash'))(
  'trailing-slash: the base fixture’s variant, at the host root',
  () => {
    const site = 'https://consumer.example.com';

    it('pages are folders; their twins, cards and llms.txt links drop the slash', () => {
      expectBuilt('shape-trailing-slash');
      expect(builtExists('shape-trailing-slash', 'docs/getting-started/index.html')).toBe(true);
      expect(
        missingCardsAndTwins('shape-trailing-slash', site, ['/docs/getting-started/', '/docs/components/']),
      ).toEqual([]);
      expect(
        page('shape-trailing-slash', 'docs/getting-started/index.html')('meta[property="og:image"]').attr('content'),
      ).toBe(`${site}/social-cards/docs/getting-started.png`);
    });

    it('search results link to the pages with their trailing slash', () => {
      expectBuilt('shape-trailing-slash');
      expect(indexedUrls('shape-trailing-slash')).toEqual(
        expect.arrayContaining(['/docs/getting-started/', '/docs/components/']),
      );
    });

    itLogsNothingNewWithTheTheme('shape-trailing-slash');
  },
);

describe.skipIf(!selected('shape-multi-instance'))('multi-instance: a second docs instance and a second blog', () => {
  const site = 'https://multi-instance.example.com';
  const pages = [
    '/docs/intro',
    '/docs/install',
    '/community/contributing',
    '/community/code-of-conduct',
    '/blog/two-blogs',
    '/changelog/first-release',
    '/changelog/second-release',
  ];

  it('every page of both docs instances and both blogs has a social card and a Markdown twin linked from llms.txt', () => {
    expectBuilt('shape-multi-instance');
    expect(missingCardsAndTwins('shape-multi-instance', site, pages)).toEqual([]);
  });

  it('a page of each added instance announces its own card as og:image', () => {
    expectBuilt('shape-multi-instance');
    for (const permalink of ['/community/contributing', '/changelog/first-release']) {
      const $ = page('shape-multi-instance', `${permalink.slice(1)}/index.html`);
      expect($('meta[property="og:image"]').attr('content'), permalink).toBe(`${site}/${cardFile(permalink)}`);
    }
  });

  it('the search index holds the pages of every instance', () => {
    expectBuilt('shape-multi-instance');
    expect(indexedUrls('shape-multi-instance')).toEqual(expect.arrayContaining(pages));
  });

  itLogsNothingNewWithTheTheme('shape-multi-instance');
});

describe.skipIf(!selected('shape-custom-primary'))(
  'custom-primary: the site’s customCss sets --ifm-color-primary',
  () => {
    it('the build log names the site’s declarations that override the brand, and their file', () => {
      expectBuilt('shape-custom-primary');
      const lines = themeLogMessages(built('shape-custom-primary').withTheme.output);
      expect(
        lines.filter((line) => line.includes('--ifm-color-primary') && /custom\.css/.test(line)),
        `the theme's log lines:\n${lines.join('\n')}`,
      ).not.toEqual([]);
    });

    itLogsNothingNewWithTheTheme('shape-custom-primary');
  },
);
