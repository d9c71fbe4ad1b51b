// `npm run bench:long-page [-- --runs 3] [--sizes-mb 2,5.5]`: how long a search takes to show its
// first results when the site has one very long page. Generates a small fixture, no Docusaurus
// build: a page of each size of HTML, shaped like a built Docusaurus doc (navbar, sidebar, an
// article of many h2 and h3 sections with code blocks, tables, lists and admonitions, its table of
// contents), beside 30 ordinary docs; 2 MB of such HTML holds about 0.75 MB of text, 5.5 MB about
// 2 MB. Indexes each twice with the theme's built code (lib/: run
// `npm run build --workspace @hoverkraft/docusaurus-theme` after changing the source): by section,
// as builds do (writeSearchIndex), and each page whole, as before long pages were split
// (indexDocuments on searchableDocument). Serves each index with a page that loads Pagefind as
// the theme's search box does, and in Chromium times, from the query, the first result's data
// (`result.data()`) and the data of the results the search box shows, which it waits for before
// showing any; cold (a fresh browser context, Pagefind loaded by the query) and warm (the same
// query again), the median of `--runs`. Prints a table and writes it into bench/measurements.md
// (its "long-page" section). Timings are reported, never asserted.
import {mkdirSync, readFileSync, rmSync, statSync, writeFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import os from 'node:os';
import path from 'node:path';
import {parseArgs} from 'node:util';
import {chromium} from '@playwright/test';
import {CHROMIUM_ARGS, CHROMIUM_PATH} from '../env/chromium.mjs';
import {writeMarkedSection} from './markedSection.mjs';
import {serveBuild} from './perf.mjs';
import {random as mulberry32} from './scaleSite.mjs';
import {ensureThemeBuilt, ROOT, SCRATCH} from './sites.mjs';

const {values} = parseArgs({
  options: {
    runs: {type: 'string', default: '3'},
    'sizes-mb': {type: 'string', default: '2,5.5'},
  },
});
const RUNS = Number(values.runs);
if (!Number.isInteger(RUNS) || RUNS < 1) {
  throw new Error(`--runs takes a whole number of runs per query, 1 or more; got "${values.runs}".`);
}
const SIZES_MB = values['sizes-mb'].split(',').map((size) => {
  const megabytes = Number(size);
  if (!(megabytes > 0)) {
    throw new Error(`--sizes-mb takes the long page's sizes in MB of HTML, such as 2,5.5; got "${size}".`);
  }
  return megabytes;
});

const THEME = path.join(ROOT, 'packages', 'docusaurus-theme');
const MEASUREMENTS = path.join(ROOT, 'bench', 'measurements.md');
const FIXTURE = path.join(SCRATCH, 'bench-long-page');
const SECTION = 'Documentation';
const OTHER_PAGES = 30;

/** The results the search box shows, and waits for: RESULTS_IN_BOX, read from its one definition. */
const RESULTS_IN_BOX = Number(
  readFileSync(path.join(THEME, 'src', 'client', 'search', 'SearchPanel.tsx'), 'utf8').match(
    /export const RESULTS_IN_BOX = (\d+)/,
  )?.[1],
);
if (!RESULTS_IN_BOX) {
  throw new Error('RESULTS_IN_BOX is no longer in src/client/search/SearchPanel.tsx: update this benchmark.');
}

/** Three kinds of query: rare on the long page, common on the long page alone, common everywhere. */
const QUERIES = [
  {term: 'quasar', what: 'a word of one section of the long page'},
  {term: 'telemetry', what: 'a word of every section of the long page, and of no other page'},
  {term: 'configuration', what: 'a word of every page, many times'},
];

// ---------------------------------------------------------------------------------------------
// The fixture: text from a fixed word list with a seeded generator, so every run indexes the same.

const VOCABULARY = `the a of to and in is for that with on as by this it be are from or an at your can
each which when site page theme build option value default plugin component docs blog sidebar
navbar footer search index result section heading link markdown content file folder path url route
version release package install configure configuration setting mode dark light colour token brand
style layout width mobile desktop browser server client render hydrate bundle chunk cache module
import export function return string number boolean array object property type interface event
handler state context provider hook props children element node text code block table list item
example test run command script output error warning message user reader writer editor locale
language translation format date time size limit field schema validate require support update
change add remove keep show hide open close start end first last next previous new old same other`
  .split(/\s+/)
  .filter(Boolean);

function textMaker(seed) {
  const random = mulberry32(seed);
  const pick = (list) => list[Math.floor(random() * list.length)];
  const words = (count) => Array.from({length: count}, () => pick(VOCABULARY));
  const sentence = () => {
    const [first, ...rest] = words(8 + Math.floor(random() * 14));
    return `${first[0].toUpperCase()}${first.slice(1)} ${rest.join(' ')}.`;
  };
  return {random, pick, words, sentence};
}

const slug = (text) => text.toLowerCase().replace(/[^a-z0-9]+/g, '-');

const HASH_LINK = (id, text) =>
  `<a href="#${id}" class="hash-link" aria-label="Direct link to ${text}" title="Direct link to ${text}" translate="no">\u200b</a>`;

/** A doc's markdown as Docusaurus renders it: paragraphs, code, tables, lists, admonitions. */
function blocks(make, count, {extra = () => ''} = {}) {
  const html = [];
  for (let n = 0; n < count; n++) {
    const kind = make.random();
    if (kind < 0.5) {
      const sentences = Array.from({length: 3 + Math.floor(make.random() * 4)}, make.sentence);
      sentences[1] = `${sentences[1].slice(0, -1)} with <code>${make.pick(VOCABULARY)}</code> and <a href="/docs/page-${Math.floor(make.random() * OTHER_PAGES)}">${make.words(2).join(' ')}</a>.`;
      html.push(`<p>${sentences.join(' ')}${extra()}</p>`);
    } else if (kind < 0.65) {
      const lines = Array.from({length: 4 + Math.floor(make.random() * 10)}, () => {
        const [name, value] = make.words(2);
        return `<span class="token-line" style="color:#393A34"><span class="token keyword">const</span><span class="token plain"> ${name}</span><span class="token operator">=</span><span class="token plain"> </span><span class="token function">${value}</span><span class="token punctuation">(</span><span class="token string">'${make.pick(VOCABULARY)}'</span><span class="token punctuation">);</span><br></span>`;
      });
      html.push(
        `<div class="language-ts codeBlockContainer_Ckt0 theme-code-block" style="--prism-color:#393A34;--prism-background-color:#f6f8fa"><div class="codeBlockContent_QJqH"><pre tabindex="0" class="prism-code language-ts codeBlock_bY9V thin-scrollbar" style="color:#393A34;background-color:#f6f8fa"><code class="codeBlockLines_e6Vv">${lines.join('')}</code></pre><div class="buttonGroup_M5ko"><button type="button" aria-label="Copy code to clipboard" title="Copy" class="clean-btn"><span class="copyButtonIcons_IEyt" aria-hidden="true"><svg viewBox="0 0 24 24" class="copyButtonIcon_TrPX"><path fill="currentColor" d="M19,21H8V7H19M19,5H8A2,2 0 0,0 6,7V21A2,2 0 0,0 8,23H19A2,2 0 0,0 21,21V7A2,2 0 0,0 19,5M16,1H4A2,2 0 0,0 2,3V17H4V3H16V1Z"></path></svg></span></button></div></div></div>`,
      );
    } else if (kind < 0.75) {
      const rows = Array.from(
        {length: 3 + Math.floor(make.random() * 6)},
        () => `<tr><td><code>${make.pick(VOCABULARY)}</code><td>${make.words(2).join(' ')}<td>${make.sentence()}`,
      );
      html.push(`<table><thead><tr><th>Prop<th>Type<th>Description<tbody>${rows.join('')}</table>`);
    } else if (kind < 0.9) {
      const items = Array.from({length: 3 + Math.floor(make.random() * 5)}, () => `<li>${make.sentence()}</li>`);
      html.push(`<ul>${items.join('')}</ul>`);
    } else {
      html.push(
        `<div class="theme-admonition theme-admonition-note admonition_xJq3 alert alert--secondary"><div class="admonitionHeading_Gvgb"><span class="admonitionIcon_Rf37"><svg viewBox="0 0 14 16"><path fill-rule="evenodd" d="M6.3 5.69a.942.942 0 0 1-.28-.7c0-.28.09-.52.28-.7.19-.18.42-.28.7-.28.28 0 .52.09.7.28.18.19.28.42.28.7 0 .28-.09.52-.28.7a1 1 0 0 1-.7.3c-.28 0-.52-.11-.7-.3zM8 7.99c-.02-.25-.11-.48-.31-.69-.2-.19-.42-.3-.69-.31H6c-.27.02-.48.13-.69.31-.2.2-.3.44-.31.69h1v3c.02.27.11.5.31.69.2.2.42.31.69.31h1c.27 0 .48-.11.69-.31.2-.19.3-.42.31-.69H8V7.98v.01zM7 2.3c-3.14 0-5.7 2.54-5.7 5.68 0 3.14 2.56 5.7 5.7 5.7s5.7-2.55 5.7-5.7c0-3.15-2.56-5.69-5.7-5.69v.01zM7 .98c3.86 0 7 3.14 7 7s-3.14 7-7 7-7-3.12-7-7 3.14-7 7-7z"></path></svg></span>note</div><div class="admonitionContent_BuS1"><p>${make.sentence()} ${make.sentence()}</p></div></div>`,
      );
    }
  }
  return html.join('\n');
}

/** The parts of every built doc around its markdown: head, navbar, sidebar, breadcrumbs, TOC, footer. */
function docPage({title, markdown, toc}) {
  const sidebar = Array.from(
    {length: OTHER_PAGES},
    (_, n) =>
      `<li class="theme-doc-sidebar-item-link menu__list-item"><a class="menu__link" href="/docs/page-${n}">Page ${n}</a></li>`,
  ).join('');
  const tocItems = toc
    .map(
      ({id, text, children}) =>
        `<li><a href="#${id}" class="table-of-contents__link toc-highlight">${text}</a>${children.length ? `<ul>${children.map((child) => `<li><a href="#${child.id}" class="table-of-contents__link toc-highlight">${child.text}</a></li>`).join('')}</ul>` : ''}</li>`,
    )
    .join('');
  return `<!doctype html>
<html lang="en" dir="ltr" class="docs-wrapper plugin-docs plugin-id-default docs-version-current docs-doc-page" data-has-hydrated="false">
<head><meta charset="UTF-8"><meta name="generator" content="Docusaurus v3.9.2"><title data-rh="true">${title} | Hoverkraft</title><meta data-rh="true" name="viewport" content="width=device-width,initial-scale=1"><link rel="stylesheet" href="/assets/css/styles.5a1b2c3d.css"><script src="/assets/js/runtime~main.55ddd2b1.js" defer="defer"></script><script src="/assets/js/main.8ed79876.js" defer="defer"></script></head>
<body class="navigation-with-keyboard"><div id="__docusaurus"><nav aria-label="Main" class="theme-layout-navbar navbar navbar--fixed-top"><div class="navbar__inner"><a class="navbar__brand" href="/">Hoverkraft</a><a class="navbar__item navbar__link" href="/docs/page-0">Documentation</a><a class="navbar__item navbar__link" href="/blog">Blog</a></div></nav>
<div id="__docusaurus_skipToContent_fallback" class="theme-layout-main main-wrapper mainWrapper_z2l0"><div class="docsWrapper_hBAB"><div class="docRoot_UBD9"><aside class="theme-doc-sidebar-container docSidebarContainer_YfHR"><nav aria-label="Docs sidebar" class="menu thin-scrollbar menu_SIkG"><ul class="theme-doc-sidebar-menu menu__list">${sidebar}</ul></nav></aside>
<main class="docMainContainer_TBSr"><div class="container padding-top--md padding-bottom--lg"><div class="row"><div class="col docItemCol_VOVn"><div class="docItemContainer_c0TR"><article><nav class="theme-doc-breadcrumbs breadcrumbsContainer_Z_bl" aria-label="Breadcrumbs"><ul class="breadcrumbs"><li class="breadcrumbs__item"><a class="breadcrumbs__link" href="/">Home</a></li><li class="breadcrumbs__item breadcrumbs__item--active"><span class="breadcrumbs__link">${title}</span></li></ul></nav>
<div class="theme-doc-markdown markdown"><header><h1>${title}</h1></header>
${markdown}
</div><footer class="theme-doc-footer docusaurus-mt-lg"><div class="row margin-top--sm theme-doc-footer-edit-meta-row"><div class="col"><a href="https://github.com/hoverkraft-tech/docusaurus-theme/edit/main/website/docs/x.md" class="theme-edit-this-page">Edit this page</a></div></div></footer></article>
<nav class="pagination-nav docusaurus-mt-lg" aria-label="Docs pages"><a class="pagination-nav__link pagination-nav__link--next" href="/docs/page-1"><div class="pagination-nav__label">Page 1</div></a></nav></div></div>
<div class="col col--3"><div class="tableOfContents_bqdL thin-scrollbar theme-doc-toc-desktop"><ul class="table-of-contents table-of-contents__left-border">${tocItems}</ul></div></div></div></div></main></div></div></div>
<footer class="theme-layout-footer footer footer--dark"><div class="container container-fluid">Copyright © 2025 Hoverkraft</div></footer></div></body>
</html>
`;
}

/**
 * A doc of h2 sections with h3 subsections until its HTML reaches `bytes`; `mark`, given how far
 * down the page a section is (0 to 1), names words to add to it and to its first subsection.
 */
function generateDoc({seed, title, bytes, sectionBlocks, mark = () => ({})}) {
  const make = textMaker(seed);
  const markdown = [blocks(make, 4)];
  const toc = [];
  let size = 0;
  for (let section = 0; size < bytes; section++) {
    const text = `${make.words(3).join(' ')} ${section + 1}`;
    const id = slug(text);
    const {sectionWord, subsectionWord} = mark(size / bytes);
    const children = [];
    const parts = [`<h2 class="anchor anchorWithStickyNavbar_LWe7" id="${id}">${text}${HASH_LINK(id, text)}</h2>`];
    parts.push(
      blocks(make, sectionBlocks, {extra: () => (sectionWord && make.random() < 0.3 ? ` ${sectionWord}.` : '')}),
    );
    if (sectionWord) {
      parts.push(`<p>The ${sectionWord} of this section.</p>`);
    }
    const subsections = 1 + Math.floor(make.random() * 3);
    for (let sub = 0; sub < subsections; sub++) {
      const subText = `${make.words(2).join(' ')} ${section + 1}.${sub + 1}`;
      const subId = slug(subText);
      children.push({id: subId, text: subText});
      parts.push(
        `<h3 class="anchor anchorWithStickyNavbar_LWe7" id="${subId}">${subText}${HASH_LINK(subId, subText)}</h3>`,
      );
      parts.push(blocks(make, sectionBlocks, {extra: () => (sub === 0 && subsectionWord ? ` ${subsectionWord}` : '')}));
    }
    toc.push({id, text, children});
    const html = parts.join('\n');
    markdown.push(html);
    size += Buffer.byteLength(html);
  }
  return docPage({title, markdown: markdown.join('\n'), toc});
}

/** The bench's page: loads Pagefind as src/client/search/pagefind.ts does, and times one search. */
const BENCH_PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Search benchmark</title></head><body>
<script type="module">
let loading;
window.searchOnce = async (term, shown) => {
  const started = performance.now();
  loading ??= (async () => {
    const url = '/pagefind/pagefind.js';
    const pagefind = await import(url);
    // The theme's options: route paths stored whole, excerpts of 24 words (EXCERPT_WORDS).
    await pagefind.options({baseUrl: '/', excerptLength: 24});
    await pagefind.init();
    return pagefind;
  })();
  const pagefind = await loading;
  const search = await pagefind.search(term);
  const searched = performance.now();
  // Asked for all at once, as useSearch does; the box shows none until all have come.
  const pending = search.results.slice(0, shown).map((result) => result.data());
  const first = await pending[0];
  const firstAt = performance.now();
  const all = await Promise.all(pending);
  const allAt = performance.now();
  return {
    results: search.results.length,
    fromLongPage: all.filter((data) => data.url.startsWith('/docs/long')).length,
    first: {url: first?.url, title: first?.meta.title},
    search: searched - started,
    firstResult: firstAt - started,
    shownResults: allAt - started,
  };
};
</script></body></html>
`;

// ---------------------------------------------------------------------------------------------

const require = createRequire(import.meta.url);
ensureThemeBuilt();
const {writeSearchIndex, indexDocuments, resultUrl} = require(
  path.join(THEME, 'lib', 'server', 'search', 'searchIndex.js'),
);
const {searchableDocument, searchableParts, SEARCH_PART_MAX_TEXT} = require(
  path.join(THEME, 'lib', 'server', 'search', 'pageText.js'),
);
if (!searchableParts) {
  throw new Error(
    'The built theme predates long pages in parts: run "npm run build --workspace @hoverkraft/docusaurus-theme".',
  );
}

/** The fixture's pages, with a long page of `bytes` of HTML, written into `dir` as a build would be. */
function writeFixture(dir, bytes) {
  rmSync(dir, {recursive: true, force: true});
  mkdirSync(path.join(dir, 'docs'), {recursive: true});
  let quasarPlaced = false;
  const long = generateDoc({
    seed: 1,
    title: 'Long reference',
    bytes: bytes - 12_000,
    sectionBlocks: 6,
    mark: (progress) => {
      // In one section, half way down the page.
      const quasar = !quasarPlaced && progress >= 0.5;
      quasarPlaced ||= quasar;
      return {sectionWord: 'telemetry', subsectionWord: quasar ? 'quasar' : undefined};
    },
  });
  writeFileSync(path.join(dir, 'docs', 'long.html'), long);
  const pages = [{permalink: '/docs/long', section: SECTION}];
  for (let n = 0; n < OTHER_PAGES; n++) {
    const html = generateDoc({seed: 100 + n, title: `Page ${n}`, bytes: 15_000, sectionBlocks: 3});
    writeFileSync(path.join(dir, 'docs', `page-${n}.html`), html);
    pages.push({permalink: `/docs/page-${n}`, section: SECTION});
  }
  writeFileSync(path.join(dir, 'index.html'), BENCH_PAGE);
  writeFileSync(path.join(dir, '404.html'), '<!doctype html><title>Not found</title>');
  return pages;
}

const SITE = {baseUrl: '/', trailingSlash: undefined};

/** Indexes `dir`'s pages as the theme's build does: long pages in parts. */
async function indexBySection(dir, pages) {
  await writeSearchIndex(dir, pages, SITE);
}

/** Indexes `dir`'s pages one document each, as the theme did before long pages were split. */
async function indexWhole(dir, pages) {
  const documents = pages.map(({permalink, section}) => ({
    url: resultUrl(permalink, SITE),
    content: searchableDocument(readFileSync(path.join(dir, `${permalink}.html`), 'utf8'), section).content,
  }));
  await indexDocuments(documents, path.join(dir, 'pagefind'));
}

const median = (list) => {
  const sorted = [...list].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};
const ms = (value) => (value >= 1000 ? `${(value / 1000).toFixed(1)} s` : `${Math.round(value)} ms`);

/** Each query `RUNS` times: cold in a fresh context, then warm, the same query again. */
async function timeQueries(browser, origin, label) {
  const rows = [];
  for (const {term, what} of QUERIES) {
    const runs = {cold: [], warm: []};
    let last;
    for (let run = 0; run < RUNS; run++) {
      const context = await browser.newContext();
      const page = await context.newPage();
      await page.goto(`${origin}/`);
      for (const kind of ['cold', 'warm']) {
        last = await page.evaluate(([query, shown]) => window.searchOnce(query, shown), [term, RESULTS_IN_BOX]);
        runs[kind].push(last);
        console.log(
          `${label}, "${term}", ${kind} ${run + 1}/${RUNS}: first result ${ms(last.firstResult)}, ${Math.min(last.results, RESULTS_IN_BOX)} shown ${ms(last.shownResults)}`,
        );
      }
      await context.close();
    }
    const figure = (kind, key) => median(runs[kind].map((result) => result[key]));
    rows.push({
      term,
      what,
      results: last.results,
      fromLongPage: last.fromLongPage,
      first: last.first,
      firstCold: figure('cold', 'firstResult'),
      firstWarm: figure('warm', 'firstResult'),
      shownCold: figure('cold', 'shownResults'),
      shownWarm: figure('warm', 'shownResults'),
    });
  }
  return rows;
}

/** The documents an index holds. */
function documentsIn(dir) {
  const entry = JSON.parse(readFileSync(path.join(dir, 'pagefind', 'pagefind-entry.json'), 'utf8'));
  return Object.values(entry.languages).reduce((sum, language) => sum + language.page_count, 0);
}

const browser = await chromium.launch({executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS});
const machine = `${os.cpus().length} × ${os.cpus()[0]?.model.trim() ?? 'unknown CPU'}, Node.js ${process.version}, Chromium ${browser.version()}`;
const rows = [];
try {
  for (const megabytes of SIZES_MB) {
    for (const [label, index] of [
      ['by section', indexBySection],
      ['whole page', indexWhole],
    ]) {
      const dir = path.join(FIXTURE, `${megabytes}mb-${label === 'by section' ? 'sections' : 'whole'}`);
      const pages = writeFixture(dir, megabytes * 1024 * 1024);
      const longPage = path.join(dir, 'docs', 'long.html');
      const page = {
        bytes: statSync(longPage).size,
        text: searchableDocument(readFileSync(longPage, 'utf8'), SECTION).content.replace(/<[^>]+>/g, '').length,
      };
      const started = performance.now();
      await index(dir, pages);
      const documents = documentsIn(dir);
      console.log(`${megabytes} MB, ${label}: ${documents} documents indexed in ${ms(performance.now() - started)}`);
      const {origin, close} = await serveBuild(dir, {base: '/'});
      try {
        const timed = await timeQueries(browser, origin, `${megabytes} MB, ${label}`);
        rows.push(...timed.map((row) => ({...row, label, page, documents})));
      } finally {
        await close();
      }
    }
  }
} finally {
  await browser.close();
}

const table = [
  `A long page beside ${OTHER_PAGES} docs of about 20 KB; pages over ${SEARCH_PART_MAX_TEXT.toLocaleString('en')} characters of text are indexed by section. ${machine}. Median of ${RUNS} runs, from the query; cold: a fresh browser context, the index loaded by the query; warm: the same query again. "Shown": the ${RESULTS_IN_BOX} results the search box waits for before it shows any.`,
  '',
  '| Long page | Index | Query | Results (of the long page, among those shown) | First result, cold | First result, warm | Shown, cold | Shown, warm |',
  '| --- | --- | --- | --- | --- | --- | --- | --- |',
  ...rows.map(
    (row) =>
      `| ${(row.page.bytes / 1024 / 1024).toFixed(1)} MB of HTML, ${(row.page.text / 1024).toFixed(0)} KB of text | ${row.label} (${row.documents} documents) | \`${row.term}\`: ${row.what} | ${row.results} (${row.fromLongPage}) | ${ms(row.firstCold)} | ${ms(row.firstWarm)} | ${ms(row.shownCold)} | ${ms(row.shownWarm)} |`,
  ),
].join('\n');
console.log(`\n${table}\n`);
for (const row of rows.filter(({label}) => label === 'by section')) {
  console.log(
    `${(row.page.bytes / 1024 / 1024).toFixed(1)} MB by section, "${row.term}": first result "${row.first.title}" (${row.first.url})`,
  );
}
writeMarkedSection(MEASUREMENTS, 'long-page', table);
console.log(`\nWritten into ${path.relative(ROOT, MEASUREMENTS)} (its "long-page" section).`);
