// Checks a deployed copy of the site, as main-ci.yml does after each GitHub Pages deployment:
// the home page, one doc, the search page and llms.txt answer 200 with the right content type,
// and so does the social card each of the two pages names in its og:image. A freshly deployed
// site can take a moment to reach the CDN, so each URL is tried a few times.
//
// Usage: node scripts/ci/checkDeployedSite.mjs https://hoverkraft-tech.github.io/docusaurus-theme/
//        [--attempts 10] [--delay-ms 15000]

import {fileURLToPath} from 'node:url';
import {parseArgs} from 'node:util';

/** The pages to check, relative to the site's base URL, with the content type each must have. */
export const PAGES = [
  {path: '', type: 'text/html', socialCard: true},
  {path: 'docs/getting-started', type: 'text/html', socialCard: true},
  {path: 'search', type: 'text/html'},
  {path: 'llms.txt', type: 'text/plain'},
];

/** The og:image URL of an HTML page, if it has one (the build may drop the attribute quotes). */
export function ogImage(html) {
  for (const [tag] of html.matchAll(/<meta\s[^>]*>/gi)) {
    if (/\bproperty=["']?og:image["'\s/>]/i.test(tag)) {
      return /\bcontent=(?:"([^"]*)"|'([^']*)'|([^\s>]+))/i.exec(tag)?.slice(1).find(Boolean);
    }
  }
  return undefined;
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** GETs `url` until it answers 200 or the attempts run out; the last response and its body. */
async function fetchWithRetries(url, {attempts, delayMs}) {
  let last = {status: 0, type: '', body: '', error: ''};
  for (let attempt = 1; attempt <= attempts; attempt++) {
    try {
      const response = await fetch(url, {redirect: 'follow', signal: AbortSignal.timeout(30_000)});
      const type = response.headers.get('content-type') ?? '';
      // Only HTML is kept (for its og:image); other bodies are downloaded and dropped.
      const text = await response.text();
      const body = type.startsWith('text/html') ? text : '';
      last = {status: response.status, type, body, error: ''};
      if (response.status === 200) {
        return last;
      }
    } catch (error) {
      last = {status: 0, type: '', body: '', error: error instanceof Error ? error.message : String(error)};
    }
    if (attempt < attempts) {
      await sleep(delayMs);
    }
  }
  return last;
}

/**
 * Checks the site at `baseUrl` and returns one line per URL and the problems. A social card is
 * fetched at its path under the checked origin, so that a local copy can be checked as well.
 */
export async function checkSite(baseUrl, {attempts = 10, delayMs = 15_000} = {}) {
  const base = new URL(baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`);
  const lines = [];
  const problems = [];
  const check = async (url, expectedType) => {
    const result = await fetchWithRetries(url, {attempts, delayMs});
    const ok = result.status === 200 && result.type.startsWith(expectedType);
    lines.push(`${ok ? 'ok  ' : 'FAIL'} ${result.status || result.error} ${result.type} ${url}`);
    if (!ok) {
      problems.push(
        `${url} answered ${result.status || result.error} ${result.type || '(no content type)'}, ` +
          `not 200 ${expectedType}`,
      );
    }
    return ok ? result : undefined;
  };
  for (const page of PAGES) {
    const url = new URL(page.path, base).href;
    const result = await check(url, page.type);
    if (result && page.socialCard) {
      const image = ogImage(result.body);
      if (image) {
        await check(new URL(new URL(image, url).pathname, base).href, 'image/png');
      } else {
        problems.push(`${url} has no og:image, so no social card to check`);
      }
    }
  }
  return {lines, problems};
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const {values, positionals} = parseArgs({
    allowPositionals: true,
    options: {attempts: {type: 'string', default: '10'}, 'delay-ms': {type: 'string', default: '15000'}},
  });
  if (positionals.length !== 1) {
    console.error('Usage: node scripts/ci/checkDeployedSite.mjs <base URL of the deployed site>');
    process.exit(2);
  }
  const {lines, problems} = await checkSite(positionals[0], {
    attempts: Number(values.attempts),
    delayMs: Number(values['delay-ms']),
  });
  console.log(lines.join('\n'));
  if (problems.length > 0) {
    console.error(`\n${problems.length} problem(s):\n${problems.map((line) => `  ${line}`).join('\n')}`);
    process.exit(1);
  }
  console.log(`\nThe deployed site at ${positionals[0]} answers.`);
}
