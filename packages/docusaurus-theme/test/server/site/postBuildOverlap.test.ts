// @vitest-environment node
import * as fs from 'node:fs';
import {mkdirSync, mkdtempSync, writeFileSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {describe, expect, it, vi} from 'vitest';
import {writeLlmsFilesStep} from '../../../src/server/llms';
import {ARTICLES_PER_WORKER} from '../../../src/server/llms/convert';
import {writeSearchIndexStep} from '../../../src/server/search';
import type {SitePage} from '../../../src/server/site/pages';
import {runPostBuildSteps} from '../../../src/server/site/postBuild';

const seen = vi.hoisted(() => ({outDir: '', pagesReadWhenConverterStarted: [] as number[]}));

vi.mock('node:fs', async (importOriginal) => {
  const actual = await importOriginal<typeof import('node:fs')>();
  return {...actual, readFileSync: vi.fn(actual.readFileSync)};
});

/** The converter this thread would use, started with a note of how many pages were read from disk by then. */
vi.mock('../../../src/server/llms/convert', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../../src/server/llms/convert')>();
  return {
    ...actual,
    converterFor: vi.fn(() => {
      seen.pagesReadWhenConverterStarted.push(
        vi
          .mocked(fs.readFileSync)
          .mock.calls.filter(([file]) => String(file).startsWith(seen.outDir) && String(file).endsWith('.html')).length,
      );
      return actual.inThreadConverter();
    }),
  };
});

const doc = (title: string) =>
  `<!doctype html><html lang=en><head><title>${title}</title></head><body><div id=__docusaurus><main><article><div class="theme-doc-markdown markdown"><h1>${title}</h1><p>About ${title}.</p></div></article></main></div></body></html>`;

describe('the post-build steps side by side', () => {
  it('start converting the Markdown twins while the search step still reads pages, not after it read them all', async () => {
    const siteDir = mkdtempSync(path.join(os.tmpdir(), 'hk-post-build-overlap-'));
    mkdirSync(path.join(siteDir, 'node_modules'));
    const outDir = path.join(siteDir, 'build');
    mkdirSync(path.join(outDir, 'docs'), {recursive: true});
    seen.outDir = outDir;
    const count = ARTICLES_PER_WORKER + 50;
    const pages = Array.from({length: count}, (_, index): SitePage => {
      writeFileSync(path.join(outDir, 'docs', `page-${index}.html`), doc(`Page ${index}`));
      return {
        kind: 'doc',
        permalink: `/docs/page-${index}`,
        title: `Page ${index}`,
        section: 'Documentation',
        listed: true,
        ownImage: false,
        sidebarIndex: index,
      };
    });
    const siteConfig = {title: 'Site', tagline: '', url: 'https://example.com', baseUrl: '/', trailingSlash: undefined};
    vi.mocked(fs.readFileSync).mockClear();
    await runPostBuildSteps([writeSearchIndexStep, writeLlmsFilesStep], {
      outDir,
      siteDir,
      siteConfig: siteConfig as never,
      pages,
    });
    expect(seen.pagesReadWhenConverterStarted).toHaveLength(1);
    expect(seen.pagesReadWhenConverterStarted[0]).toBeLessThan(count);
    expect(fs.readFileSync(path.join(outDir, 'docs', `page-${count - 1}.md`), 'utf8')).toBe(
      `# Page ${count - 1}\n\nAbout Page ${count - 1}.\n`,
    );
    expect(fs.existsSync(path.join(outDir, 'pagefind', 'pagefind-entry.json'))).toBe(true);
  }, 120_000);
});
