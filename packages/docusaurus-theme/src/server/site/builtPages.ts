import {createHash} from 'node:crypto';
import {readFileSync, statSync} from 'node:fs';
import {DomHandler, type Handler, Parser, type parseDocument} from 'htmlparser2';
import {ATTRIBUTES, attribute, openingTagEnd, plainContentEnd, WHITESPACE} from './plainContent';

type Document = ReturnType<typeof parseDocument>;

/**
 * The built HTML pages as the post-build steps read them: each page read from disk once and,
 * where steps need the same parse, parsed once. The search index parses every listed page, the
 * Markdown twins read the docs and posts among them, and the Content-Security-Policy step wants
 * the inline scripts of every HTML file of the build: on their own, they read and tokenized each
 * page three times.
 */

/** One inline script a browser would run: its text, exactly as written, and where it sits. */
export type InlineScript = {text: string; inHead: boolean};

/** Script types a browser runs; other types (JSON-LD, say) are data and need no hash. */
const EXECUTABLE_SCRIPT_TYPES = new Set(['', 'text/javascript', 'application/javascript', 'module']);

/** Docusaurus renders every page into this element; files without it were written by plugins after the build. */
const DOCUSAURUS_ROOT = /<div\s+id=["']?__docusaurus["'\s>]/;

/** Whether Docusaurus rendered the page (rather than a plugin writing the file after the build). */
export function renderedByDocusaurus(html: string): boolean {
  return DOCUSAURUS_ROOT.test(html);
}

/**
 * The parser callbacks that collect a page's inline scripts. `rawTag` gives the source of the tag
 * just opened; a `<script>` tag with a character reference in it makes `exact` false: with
 * entities decoded, its `type` might read differently than the policy step reads it (undecoded).
 */
function scriptCollector(
  rawTag: () => string,
  tagStart: () => number,
): {handler: Partial<Handler>; scripts: InlineScript[]; exact: boolean; linkingTagStarts: Set<number>} {
  const collector = {
    scripts: [] as InlineScript[],
    exact: true,
    handler: {} as Partial<Handler>,
    linkingTagStarts: new Set<number>(),
  };
  let script: string[] | undefined;
  let inHead = false;
  let inHeadNow = false;
  collector.handler = {
    onopentag(name, attributes) {
      if (name === 'head') {
        inHeadNow = true;
      }
      if (name === 'link' || (name === 'script' && attributes.src !== undefined)) {
        collector.linkingTagStarts.add(tagStart());
      }
      const type = (attributes.type ?? '').trim().toLowerCase();
      script = name === 'script' && attributes.src === undefined && EXECUTABLE_SCRIPT_TYPES.has(type) ? [] : undefined;
      if (name === 'script' && rawTag().includes('&')) {
        collector.exact = false;
      }
      inHead = inHeadNow;
    },
    ontext(text) {
      script?.push(text);
    },
    onclosetag(name) {
      if (name === 'head') {
        inHeadNow = false;
      }
      if (name === 'script' && script) {
        collector.scripts.push({text: script.join(''), inHead});
      }
      script = undefined;
    },
  };
  return collector;
}

/** A page's inline scripts, and where the tokenizer read each of its `<link>` and `<script src>` tags. */
function tokenizeScripts(html: string): {scripts: InlineScript[]; linkingTagStarts: Set<number>} {
  let parser: Parser | undefined;
  const collector = scriptCollector(
    () => '',
    () => parser?.startIndex ?? -1,
  );
  parser = new Parser(collector.handler, {decodeEntities: false, lowerCaseTags: true});
  parser.end(html);
  return collector;
}

/** The inline scripts of one page that a browser runs (not data blocks such as JSON-LD, not `src` scripts). */
export function inlineScripts(html: string): InlineScript[] {
  return tokenizeScripts(html).scripts;
}

/** A built page parsed once: its document tree and, from the same pass, its inline scripts. */
export type ParsedPage = {
  document: Document;
  inlineScripts: InlineScript[];
  linkingTagStarts: ReadonlySet<number>;
  /** How many characters of the page the parser was not given: the plain content it passed over. */
  passedOver: number;
};

/**
 * The part of a page's tree a step reads: the subtrees of the elements named in `only`, except
 * those inside an element named in `skipping` (whose contents the step's own lookup passes over,
 * as pageText.ts's `findElement` passes over a `<template>`'s).
 */
export type TreeParts = {only: ReadonlySet<string>; skipping: ReadonlySet<string>};

/**
 * The tree callbacks that build only `parts` of a page, each subtree where it sits in the
 * document under the `<html>` elements that hold it, and nothing of the rest. A docs page is
 * mostly its sidebar and navbar, which the search never reads: building them as nodes cost more
 * than reading their tags.
 */
function narrowedTree(
  tree: DomHandler,
  {only, skipping}: TreeParts,
): {handler: Partial<Handler>; building: () => boolean} {
  // How deep the parser is in a subtree being built (0: outside any).
  let depth = 0;
  // For each open element outside those subtrees: whether the tree holds it (an `<html>`).
  const outside: boolean[] = [];
  let inOpaque = 0;
  const handler: Partial<Handler> = {
    onopentag(name, attributes) {
      if (depth > 0 || (inOpaque === 0 && only.has(name))) {
        depth++;
        tree.onopentag(name, attributes);
        return;
      }
      const kept = inOpaque === 0 && name === 'html';
      outside.push(kept);
      if (kept) {
        tree.onopentag(name, attributes);
      }
      if (skipping.has(name)) {
        inOpaque++;
      }
    },
    onclosetag(name) {
      if (depth > 0) {
        depth--;
        tree.onclosetag();
        return;
      }
      if (skipping.has(name)) {
        inOpaque--;
      }
      if (outside.pop()) {
        tree.onclosetag();
      }
    },
    ontext: (text) => depth > 0 && tree.ontext(text),
    oncomment: (text) => depth > 0 && tree.oncomment(text),
    oncommentend: () => depth > 0 && tree.oncommentend(),
    oncdatastart: () => depth > 0 && tree.oncdatastart(),
    oncdataend: () => depth > 0 && tree.oncdataend(),
    onprocessinginstruction: (name, data) => depth > 0 && tree.onprocessinginstruction(name, data),
  };
  return {handler, building: () => depth > 0};
}

/**
 * The elements whose content the search parse passes over when it is plain (plainContent.ts):
 * the navbar and the docs sidebar, most of a docs page's HTML. Group 1: the name.
 */
const PASSED_OVER = /<(nav|aside)[\t\n\f\r />]/gi;
/** Tags a passed-over content may not hold: those the scripts collector reads, and the tree's own. */
const SEEN_TAGS = ['script', 'link', 'html', 'head', 'body'];

/**
 * Parses a built page into the tree `parseDocument(html, {lowerCaseTags: true,
 * lowerCaseAttributeNames: true})` gives (or, given `parts`, the part of it `narrowedTree`
 * builds), collecting its inline scripts as `inlineScripts(html)` finds them in the same pass
 * over the page. That pass decodes entities, which script text never has (the
 * tokenizer reads it raw either way); a `<script>` tag with a character reference in an
 * attribute is the one case it could read otherwise, and then the scripts come from a pass of
 * their own.
 *
 * Given `parts`, the parser is not given the content of a navbar or an aside outside those parts
 * when that content is plain (plainContent.ts): no script, no link, no part of the tree, each
 * element closed where it opened. The parser would have read nothing there that this function
 * returns, and it is left where it was before that content: the same open elements, between tags.
 */
export function parsePage(html: string, parts?: TreeParts): ParsedPage {
  const tree = new DomHandler();
  const narrowed = parts && narrowedTree(tree, parts);
  const target: Partial<Handler> = narrowed ? narrowed.handler : tree;
  let parser: Parser | undefined;
  // Where the parser is in `html`: the parser counts what it was given, which leaves out the
  // content passed over so far (`shift` characters).
  let shift = 0;
  const at = () => (parser?.startIndex ?? -1) + shift;
  const collector = scriptCollector(() => (parser ? html.slice(at(), parser.endIndex + shift + 1) : ''), at);
  const scripts = collector.handler;
  let lastOpened = -1;
  parser = new Parser(
    {
      onparserinit: (instance) => tree.onparserinit(instance),
      onreset: () => tree.onreset(),
      onend: () => tree.onend(),
      onerror: (error) => tree.onerror(error),
      onopentag(name, attributes, implied) {
        lastOpened = at();
        target.onopentag?.(name, attributes, implied);
        scripts.onopentag?.(name, attributes, implied);
      },
      onclosetag(name, implied) {
        target.onclosetag?.(name, implied);
        scripts.onclosetag?.(name, implied);
      },
      ontext(text) {
        target.ontext?.(text);
        scripts.ontext?.(text);
      },
      oncomment: (text) => target.oncomment?.(text),
      oncommentend: () => target.oncommentend?.(),
      oncdatastart: () => target.oncdatastart?.(),
      oncdataend: () => target.oncdataend?.(),
      onprocessinginstruction: (name, data) => target.onprocessinginstruction?.(name, data),
    },
    {lowerCaseTags: true, lowerCaseAttributeNames: true},
  );
  let written = 0;
  if (narrowed && parts) {
    const refused = new Set([...SEEN_TAGS, ...parts.only, ...parts.skipping]);
    PASSED_OVER.lastIndex = 0;
    for (let match = PASSED_OVER.exec(html); match; match = PASSED_OVER.exec(html)) {
      const tagEnd = openingTagEnd(html, match.index);
      if (tagEnd === -1) {
        continue;
      }
      // Up to the end of the candidate's opening tag: the parser then says whether it read a
      // tag there (not text in a script or a comment), outside every part the tree builds.
      parser.write(html.slice(written, tagEnd));
      written = tagEnd;
      PASSED_OVER.lastIndex = tagEnd;
      if (lastOpened !== match.index || narrowed.building()) {
        continue;
      }
      const contentEnd = plainContentEnd(html, tagEnd, (match[1] as string).toLowerCase(), refused);
      if (contentEnd !== -1) {
        shift += contentEnd - tagEnd;
        written = contentEnd;
        PASSED_OVER.lastIndex = contentEnd;
      }
    }
  }
  parser.end(html.slice(written));
  return {
    document: tree.root,
    inlineScripts: collector.exact ? collector.scripts : inlineScripts(html),
    linkingTagStarts: collector.linkingTagStarts,
    passedOver: shift,
  };
}

/** What a later step needs of a page once its text is gone: whether Docusaurus rendered it, and its inline scripts. */
export type PageScripts = {rendered: boolean; scripts: InlineScript[]};

/** A parsed page's scripts, and the key a cache keeps them under (`scriptsKeyOf`). */
export type KeyedPageScripts = {key: string; page: PageScripts};

/** A page's scripts and the key a cache keeps them under, given where its linking tags were read. */
const keyedScripts = (
  html: string,
  scripts: InlineScript[],
  linkingTagStarts: ReadonlySet<number>,
  linkless?: LinklessDigest,
) => ({
  key: scriptsKeyOf(html, linkingTagStarts, linkless),
  page: {rendered: renderedByDocusaurus(html), scripts},
});

/** The scripts `parsePage` found in `html`, keyed as `tokenizePage` keys them. */
export function parsedPageScripts(html: string, parsed: ParsedPage): KeyedPageScripts {
  return keyedScripts(html, parsed.inlineScripts, parsed.linkingTagStarts);
}

/** Whether Docusaurus rendered a page, and its inline scripts, read from its HTML now. */
export function tokenizePageScripts(html: string): PageScripts {
  return tokenizePage(html).page;
}

/**
 * A page's scripts read from its HTML now, and the key a cache keeps them under (`scriptsKeyOf`),
 * given its `linklessDigest` when the caller has it already.
 */
export function tokenizePage(html: string, linkless?: LinklessDigest): KeyedPageScripts {
  const {scripts, linkingTagStarts} = tokenizeScripts(html);
  return keyedScripts(html, scripts, linkingTagStarts, linkless);
}

/** A digest of a page's HTML, which names its scripts in a cache (`PageScriptsSource`). */
export function pageDigest(html: string): string {
  return createHash('sha256').update(html).digest('base64url');
}

/**
 * The tags that link a page's scripts and stylesheets, in a plain form the tokenizer reads one
 * way only: `<link …>`, and `<script …></script>` with nothing but whitespace in it (kept
 * only with a `src`). The bundler may name the same chunks differently from one build to the
 * next (a build with its cache and one without write different runtime chunks), so a page's
 * scripts are cached under its HTML without them.
 */
const LINKING_TAG = new RegExp(
  `<link${ATTRIBUTES}${WHITESPACE}*/?>|<script(${ATTRIBUTES})${WHITESPACE}*>${WHITESPACE}*</script${WHITESPACE}*>`,
  'gi',
);
const ATTRIBUTE_NAME = new RegExp(attribute(''), 'gy');

const hasSource = (attributes: string) =>
  Array.from(attributes.matchAll(ATTRIBUTE_NAME)).some(([, name]) => name?.toLowerCase() === 'src');

/** A page's HTML less its linking tags as one digest, and where each of those tags starts (`linklessDigest`). */
export type LinklessDigest = {digest: string; starts: number[]};

/**
 * A page's HTML less its linking tags, and where each was, as one digest; with where each tag
 * starts in the HTML. Two pages with the same digest differ in the linking tags only.
 */
export function linklessDigest(html: string): LinklessDigest {
  const hash = createHash('sha256');
  const starts: number[] = [];
  const cuts: number[] = [];
  let from = 0;
  let left = 0;
  for (const match of html.matchAll(LINKING_TAG)) {
    const [tag, scriptAttributes] = match;
    if (scriptAttributes !== undefined && !hasSource(scriptAttributes)) {
      continue;
    }
    hash.update(html.slice(from, match.index));
    left += match.index - from;
    cuts.push(left);
    starts.push(match.index);
    from = match.index + tag.length;
  }
  // The positions hold no NUL, so the last one in the hashed text is where they begin.
  hash.update(html.slice(from)).update(`\0${cuts.join(',')}`);
  return {digest: hash.digest('base64url'), starts};
}

/** The key a page's scripts are looked up by first: its HTML without its linking tags (`scriptsKeyOf`). */
export function linklessScriptsKey(html: string, linkless = linklessDigest(html)): string {
  return `l${linkless.digest}`;
}

/** The key of a page's whole HTML, for a page whose linking tags are not all tags (`scriptsKeyOf`). */
export function exactScriptsKey(html: string): string {
  return `p${pageDigest(html)}`;
}

/**
 * The key a cache keeps a page's scripts under, given where the tokenizer read its `<link>` and
 * `<script src>` tags: `linklessScriptsKey` when each linking tag is one of them, so a tag read
 * where the tokenizer reads text (inside a script, a comment, a title) never leaves the key;
 * else `exactScriptsKey`. A later page with the same linkless key has the same text around tags
 * at the same places; each such tag then starts where the tokenizer is between tags, as it was
 * here, and ends there too, so its scripts are these.
 */
export function scriptsKeyOf(
  html: string,
  linkingTagStarts: ReadonlySet<number>,
  linkless = linklessDigest(html),
): string {
  return linkless.starts.every((start) => linkingTagStarts.has(start))
    ? linklessScriptsKey(html, linkless)
    : exactScriptsKey(html);
}

/**
 * Where a page's scripts come from when no step parsed it as it is now: a cache of them by the
 * page's key, which learns each page's scripts, given (`learn`) or as it finds them.
 */
export type PageScriptsSource = {
  /** The page's scripts: those cached for one of its keys, or tokenized from `html` now. */
  scriptsOf(html: string): PageScripts;
  /** Keeps the scripts a step read from a page, under the key `scriptsKeyOf` gave it. */
  learn(key: string, page: PageScripts): PageScripts;
};

/** A part of a page as a string of its own: a slice of the page's text would keep the whole text alive with it. */
const ownCopy = (part: string, html?: string) => (part === html ? part : Buffer.from(part, 'utf8').toString('utf8'));

/** The file's identity when it was read: a file another plugin rewrites since is read again. */
export type FileStamp = {size: bigint; mtimeNs: bigint; ino: bigint};

const stampOf = (file: string): FileStamp => {
  const {size, mtimeNs, ino} = statSync(file, {bigint: true});
  return {size, mtimeNs, ino};
};

const sameStamp = (a: FileStamp, b: FileStamp) => a.size === b.size && a.mtimeNs === b.mtimeNs && a.ino === b.ino;

/** The part of a page a step reads: the whole text, or less (the twins read the `<article>` only). */
export type PagePart = (html: string) => string;

const wholePage: PagePart = (html) => html;

/** A step that said it will read a page, and the part of it kept for it when another step read the page first. */
type Reader = {part: PagePart; kept?: string};

/**
 * The built pages of one build folder, shared by the post-build steps of one build. A step that
 * will read a page another step may read too says so (`expect`) before its first `await`, with
 * the part of the page it needs; the first step to read a page reads it from disk, and keeps for
 * each other step that expects it only that step's part, until it reads it. A step that parses
 * a page (`readToParse`) hands back its inline scripts, a few strings shared by every page, for
 * the policy step that runs last.
 */
export class BuiltPages {
  private readonly readers = new Map<string, Reader[]>();
  private readonly scripts = new Map<string, {stamp: FileStamp; key: string; page: PageScripts}>();
  /** Each script text once: most are the same in every page. */
  private readonly scriptTexts = new Map<string, string>();
  /** Pages read by `readToParse` whose scripts are not handed back yet. */
  private parsing = 0;
  private readonly allReadWaiters: (() => void)[] = [];

  /** Says that a step will read `part` of each of `files` (absolute paths). */
  expect(files: Iterable<string>, part: PagePart = wholePage): void {
    for (const file of files) {
      const readers = this.readers.get(file) ?? [];
      readers.push({part});
      this.readers.set(file, readers);
    }
  }

  /** Whether every expected page is read and every page read to parse has its scripts back. */
  private get everyPageRead(): boolean {
    return this.readers.size === 0 && this.parsing === 0;
  }

  /**
   * Resolves once each step has read every page it said it reads (`expect`), and handed back
   * the scripts of each it read to parse: at once when nothing is left.
   */
  allRead(): Promise<void> {
    return this.everyPageRead ? Promise.resolve() : new Promise((resolve) => this.allReadWaiters.push(resolve));
  }

  private settleIfAllRead(): void {
    if (this.everyPageRead) {
      for (const resolve of this.allReadWaiters.splice(0)) {
        resolve();
      }
    }
  }

  /** `part` of a page, read from disk unless another step read the page first and kept it for this one. */
  read(file: string, part: PagePart = wholePage): string {
    const readers = this.readers.get(file) ?? [];
    const index = readers.findIndex((reader) => reader.part === part);
    const reader = index === -1 ? undefined : readers.splice(index, 1)[0];
    if (readers.length === 0) {
      this.readers.delete(file);
      this.settleIfAllRead();
    }
    if (reader?.kept !== undefined) {
      return reader.kept;
    }
    const html = readFileSync(file, 'utf8');
    for (const other of readers) {
      other.kept ??= ownCopy(other.part(html), html);
    }
    return part(html);
  }

  /**
   * A page's text, and the file's identity as it was read, for a step that parses it (on this
   * thread or another) and hands back the scripts it found (`keepParsedScripts`).
   */
  readToParse(file: string): {html: string; stamp: FileStamp} {
    const stamp = stampOf(file);
    this.parsing += 1;
    return {html: this.read(file), stamp};
  }

  /** Keeps the scripts parsed from a page read by `readToParse`, for `pageScripts`. */
  keepParsedScripts(file: string, stamp: FileStamp, {key, page}: KeyedPageScripts): void {
    const scripts = page.scripts.map(({text, inHead}) => {
      let kept = this.scriptTexts.get(text);
      if (kept === undefined) {
        kept = ownCopy(text);
        this.scriptTexts.set(kept, kept);
      }
      return {text: kept, inHead};
    });
    this.scripts.set(file, {stamp, key, page: {rendered: page.rendered, scripts}});
    this.parsing -= 1;
    this.settleIfAllRead();
  }

  /**
   * Whether Docusaurus rendered a page, and its inline scripts: as parsed before when the file is
   * unchanged since, else read and tokenized now (a file no step parsed, or one rewritten since),
   * or, with a `source`, read and looked up in it by the page's keys. The source learns every
   * page's scripts, those parsed before included.
   */
  pageScripts(file: string, source?: PageScriptsSource): PageScripts {
    const kept = this.scripts.get(file);
    if (kept && sameStamp(kept.stamp, stampOf(file))) {
      return source ? source.learn(kept.key, kept.page) : kept.page;
    }
    const html = readFileSync(file, 'utf8');
    return source ? source.scriptsOf(html) : tokenizePageScripts(html);
  }
}
