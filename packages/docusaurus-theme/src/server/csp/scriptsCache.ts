import logger from '@docusaurus/logger';
import {THEME_NAME} from '../../shared/contract';
import {
  exactScriptsKey,
  linklessDigest,
  linklessScriptsKey,
  type PageScripts,
  type PageScriptsSource,
  renderedByDocusaurus,
  tokenizePage,
} from '../site/builtPages';
import {buildFolderCacheFile, readSealedFile, themeCacheDir, writableCacheDir, writeSealedFile} from '../site/cache';

/**
 * The inline scripts of a build's pages, kept between builds by each page's key (its HTML less
 * the tags that link chunks, `scriptsKeyOf`), so that a rebuild whose pages are as before
 * tokenizes none: on a 1,000-page site, tokenizing every page was most of a rebuild's policy
 * step. A page whose bytes changed other than in those tags has another key, and is tokenized.
 */

/** How the cache file stores them: each script text once, and each page's scripts as indexes into that list. */
type StoredScripts = {
  texts: string[];
  pages: Record<string, [rendered: 0 | 1, ...scripts: [text: number, inHead: 0 | 1][]]>;
};

/** Where a site's page scripts are kept: `node_modules/.cache/hoverkraft-docusaurus-theme/csp/`. */
export function scriptsCacheDir(siteDir: string): string {
  return themeCacheDir(siteDir, 'csp');
}

function readStored(file: string): Map<string, PageScripts> {
  const {text, refused} = readSealedFile(file);
  if (refused) {
    logger.warn(
      `[${THEME_NAME}] The cached inline scripts in ${file} did not match their digest (edited since they were written, or written by a theme version that did not seal them): they were refused and every page's scripts read again.`,
    );
  }
  const pages = new Map<string, PageScripts>();
  if (text === undefined) {
    return pages;
  }
  try {
    const stored = JSON.parse(text) as StoredScripts;
    for (const [key, [rendered, ...scripts]] of Object.entries(stored.pages)) {
      pages.set(key, {
        rendered: rendered === 1,
        scripts: scripts.map(([index, inHead]) => ({text: stored.texts[index] as string, inHead: inHead === 1})),
      });
    }
  } catch {
    pages.clear();
  }
  return pages;
}

/** The scripts of one build folder's pages: those of the last build, and those learnt in this one. */
export class PageScriptsCache implements PageScriptsSource {
  private readonly current = new Map<string, PageScripts>();
  /** Pages tokenized in this build: neither parsed by another step nor in the cache. */
  tokenized = 0;

  private constructor(
    private readonly file: string | undefined,
    private readonly previous: Map<string, PageScripts>,
  ) {}

  /** The cache of the build written to `outDir`, or one that keeps nothing when the cache folder cannot be written. */
  static open(siteDir: string, outDir: string): PageScriptsCache {
    const dir = writableCacheDir(scriptsCacheDir(siteDir));
    const file = dir ? buildFolderCacheFile(dir, outDir) : undefined;
    return new PageScriptsCache(file, file ? readStored(file) : new Map());
  }

  scriptsOf(html: string): PageScripts {
    // Digested once: a page not found by it is tokenized, and its key is made of the same digest.
    const linkless = linklessDigest(html);
    let key = linklessScriptsKey(html, linkless);
    let page = this.known(key);
    if (!page) {
      key = exactScriptsKey(html);
      page = this.known(key);
    }
    if (page) {
      // Whether Docusaurus rendered it is read from the page as it is, whatever its scripts.
      page = {...page, rendered: renderedByDocusaurus(html)};
    } else {
      ({key, page} = tokenizePage(html, linkless));
      this.tokenized += 1;
    }
    return this.learn(key, page);
  }

  learn(key: string, page: PageScripts): PageScripts {
    this.current.set(key, page);
    return page;
  }

  private known(key: string): PageScripts | undefined {
    return this.current.get(key) ?? this.previous.get(key);
  }

  /** Keeps this build's pages, and only those: a page removed or changed leaves nothing behind. */
  save(): void {
    if (!this.file) {
      return;
    }
    const texts = new Map<string, number>();
    const index = (text: string) => {
      let at = texts.get(text);
      if (at === undefined) {
        at = texts.size;
        texts.set(text, at);
      }
      return at;
    };
    const pages: StoredScripts['pages'] = {};
    for (const [key, {rendered, scripts}] of this.current) {
      pages[key] = [
        rendered ? 1 : 0,
        ...scripts.map(({text, inHead}): [number, 0 | 1] => [index(text), inHead ? 1 : 0]),
      ];
    }
    writeSealedFile(this.file, JSON.stringify({texts: [...texts.keys()], pages} satisfies StoredScripts));
  }
}
