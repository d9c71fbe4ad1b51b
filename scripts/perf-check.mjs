// The speed half of issue 4, run by the test command: builds the stock baseline once, audits
// our build and stock's with Lighthouse (default mobile settings, simulated throttling), and
// fails unless every page type of ours scores 100 for Accessibility, Best Practices and SEO,
// has no layout shift, performs no worse than stock, and stays within the byte budgets.
// Usage: node scripts/perf-check.mjs [--ours website/build] [--stock <built stock site>]
import {mkdirSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {parseArgs} from 'node:util';
import {
  FIRST_LOAD_BUDGET_KB,
  OVERHEAD_PAGE_TYPE,
  PAGE_TYPES_WITHOUT_STOCK_EQUIVALENT,
  PERFECT_CATEGORIES,
  PERFORMANCE_ATTEMPTS,
  PERFORMANCE_TOLERANCE,
  THEME_OVERHEAD_BUDGET_KB,
} from './budgets.mjs';
import {auditSites, gzipKb, PAGE_TYPES} from './perf.mjs';
import {buildSite, prepareStockSite, ROOT, SCRATCH} from './sites.mjs';

const {values} = parseArgs({
  options: {
    ours: {type: 'string', default: path.join(ROOT, 'website', 'build')},
    stock: {type: 'string'},
  },
});

const started = performance.now();
let stockBuild = values.stock;
if (!stockBuild) {
  console.log('Building the stock baseline (preset-classic, same docs and blog)...');
  ({buildDir: stockBuild} = await buildSite(prepareStockSite()));
}

console.log('Lighthouse, mobile, simulated throttling:');
const sites = {ours: values.ours, stock: stockBuild};
const results = await auditSites(sites);

// A busy machine lowers single runs unevenly: audit a page type again, both sites alike, while
// ours trails stock, and keep each site's best run.
/** The precision Lighthouse reports CLS with. */
const CLS_REPORTED_DECIMALS = 3;

const comparedPageTypes = PAGE_TYPES.filter((pageType) => !PAGE_TYPES_WITHOUT_STOCK_EQUIVALENT.includes(pageType.id));
for (const pageType of comparedPageTypes) {
  for (let attempt = 2; attempt <= PERFORMANCE_ATTEMPTS; attempt++) {
    const {ours, stock} = {ours: results.ours[pageType.id], stock: results.stock[pageType.id]};
    if (ours.scores.performance >= stock.scores.performance) {
      break;
    }
    console.log(`  ${pageType.label}: ours trails stock, auditing both again (attempt ${attempt})`);
    const again = await auditSites(sites, {pageTypes: [pageType]});
    for (const site of ['ours', 'stock']) {
      const best = results[site][pageType.id];
      if (again[site][pageType.id].scores.performance > best.scores.performance) {
        results[site][pageType.id] = again[site][pageType.id];
      }
    }
  }
}

const failures = [];
for (const pageType of PAGE_TYPES) {
  const ours = results.ours[pageType.id];
  const stock = results.stock[pageType.id];
  const where = `${pageType.label} (/${pageType.route})`;
  if (ours.runtimeError) {
    failures.push(`${where}: Lighthouse could not audit the page: ${ours.runtimeError}`);
    continue;
  }
  for (const category of PERFECT_CATEGORIES) {
    if (ours.scores[category] !== 100) {
      failures.push(`${where}: ${category} scores ${ours.scores[category]}, not 100`);
    }
  }
  failures.push(...ours.failing.map((audit) => `${where}: failed audit ${audit}`));
  // Lighthouse reports CLS to three decimals; a shift it reports as 0.000 counts as none.
  if (Number(ours.cls.toFixed(CLS_REPORTED_DECIMALS)) !== 0) {
    failures.push(`${where}: the layout shifts (CLS ${ours.cls.toFixed(4)}, not 0)`);
  }
  if (
    comparedPageTypes.includes(pageType) &&
    ours.scores.performance < stock.scores.performance - PERFORMANCE_TOLERANCE
  ) {
    failures.push(
      `${where}: Performance ${ours.scores.performance} is more than ${PERFORMANCE_TOLERANCE} points below stock Docusaurus's ${stock.scores.performance}`,
    );
  }
  const budget = FIRST_LOAD_BUDGET_KB[pageType.id];
  if (budget !== undefined && gzipKb(ours.bytes.total) > budget) {
    failures.push(`${where}: first load is ${gzipKb(ours.bytes.total)} KB gzip, over its budget of ${budget} KB`);
  }
}

const overheadPage = PAGE_TYPES.find((pageType) => pageType.id === OVERHEAD_PAGE_TYPE);
const overhead = {};
for (const kind of ['css', 'js']) {
  const ours = results.ours[overheadPage.id].bytes[kind];
  const stock = results.stock[overheadPage.id].bytes[kind];
  overhead[kind] = {addedKb: gzipKb(ours - stock), ratio: Math.round((ours / stock) * 100) / 100};
  console.log(
    `Theme ${kind.toUpperCase()} over stock on ${overheadPage.label}: ${overhead[kind].addedKb} KB gzip ` +
      `(${gzipKb(ours)} KB vs ${gzipKb(stock)} KB, ratio ${overhead[kind].ratio})`,
  );
  if (overhead[kind].addedKb > THEME_OVERHEAD_BUDGET_KB[kind]) {
    failures.push(
      `The theme adds ${overhead[kind].addedKb} KB gzip of ${kind.toUpperCase()} over stock on ${overheadPage.label}, ` +
        `over its budget of ${THEME_OVERHEAD_BUDGET_KB[kind]} KB`,
    );
  }
}

// Playwright empties test-results/ when it starts, so the report goes beside the scratch builds.
mkdirSync(SCRATCH, {recursive: true});
writeFileSync(path.join(SCRATCH, 'perf-check.json'), `${JSON.stringify({results, overhead}, null, 2)}\n`);
console.log(`Done in ${Math.round((performance.now() - started) / 1000)} s.`);
if (failures.length > 0) {
  console.error(`\n${failures.length} performance check(s) failed:\n- ${failures.join('\n- ')}`);
  process.exit(1);
}
console.log('Every page type meets its Lighthouse, layout-shift and byte promises.');
