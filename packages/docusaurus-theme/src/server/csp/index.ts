import {createHash} from 'node:crypto';
import path from 'node:path';
import logger from '@docusaurus/logger';
import type {DocusaurusConfig} from '@docusaurus/types';
import {THEME_NAME} from '../../shared/contract';
import {htmlFiles, writeFileAtomic} from '../site/builtFiles';
import {BuiltPages, type InlineScript, inlineScripts, type PageScripts, renderedByDocusaurus} from '../site/builtPages';
import type {PostBuildStep} from '../site/postBuild';
import {PageScriptsCache} from './scriptsCache';

/**
 * A strict Content-Security-Policy for the built site, written beside it for the site's host to
 * send. Docusaurus puts a few scripts inline in every page (the colour-mode script that runs
 * before the first paint, the announcement bar's): a policy without 'unsafe-inline' must name
 * each by its hash, and only the build knows them.
 */

/** The file, at the root of each build folder, with the policy and the hashes it is made of. */
export const CSP_FILE = 'content-security-policy.json';

export {type InlineScript, inlineScripts};

/** The CSP source expression (`'sha256-…'`) of one inline script. */
export function scriptHash(text: string): string {
  return `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
}

/** The build's home page, the one page that carries Docusaurus's base-URL banner. */
const HOME_PAGE = 'index.html';

/**
 * Docusaurus's base-URL banner: a script it puts in the head of the home page only (so it is not
 * in every page), whose text depends on the base URL and on the HTML minifier. Recognised by what
 * minifiers keep: how it starts (either of its two statements) and the banner's element id. Only the home page's own source could
 * forge it, in its head.
 */
function isBaseUrlBanner(page: string, {text, inHead}: InlineScript): boolean {
  return (
    page === HOME_PAGE &&
    inHead &&
    // Rspack's HTML minifier puts the listener first; webpack sites keep the function first.
    /^(document\.addEventListener\(|function insertBanner\()/.test(text.trimStart()) &&
    text.includes('__docusaurus-base-url-issue-banner-container') &&
    text.includes('insertBanner')
  );
}

/** What the build's policy allows, and the inline scripts it leaves out. */
export type ScriptAudit = {
  /** The hashes of the inline scripts the site, its theme and plugins wrote on purpose. */
  hashes: string[];
  /** Every other inline script: a built page (its path in the build) and the script's text. */
  unexpected: {page: string; text: string}[];
};

/**
 * Sorts the inline scripts of a build into those the site wrote on purpose and the others.
 * What Docusaurus, the themes, the plugins' `injectHtmlTags` and the site's `scripts` and
 * `headTags` put inline is in the shell of every page it renders; content (a page's Markdown, a
 * title that breaks out of the JSON-LD block) is in its own page only. So a script counts as the
 * site's own when it is in every page Docusaurus rendered, or is Docusaurus's base-URL banner of
 * the home page, or is in a file a plugin wrote after the build (a redirect page) rather than
 * Docusaurus. With a single rendered page there is nothing to compare, and every script of it counts.
 */
export function auditInlineScripts(pages: {page: string; html: string}[]): ScriptAudit {
  return auditPageScripts(
    pages.map(({page, html}) => ({page, rendered: renderedByDocusaurus(html), scripts: inlineScripts(html)})),
  );
}

/** `auditInlineScripts` over pages already tokenized: whether Docusaurus rendered each, and its inline scripts. */
export function auditPageScripts(pages: ({page: string} & PageScripts)[]): ScriptAudit {
  const rendered = pages.filter((page) => page.rendered);
  const written = pages.filter((page) => !page.rendered);
  const everyPage = new Set(rendered[0]?.scripts.map(({text}) => text));
  for (const {scripts} of rendered.slice(1)) {
    const texts = new Set(scripts.map(({text}) => text));
    for (const text of everyPage) {
      if (!texts.has(text)) {
        everyPage.delete(text);
      }
    }
  }
  const allowed = new Set<string>();
  const unexpected: ScriptAudit['unexpected'] = [];
  for (const {page, scripts} of rendered) {
    for (const script of scripts) {
      if (everyPage.has(script.text) || isBaseUrlBanner(page, script)) {
        allowed.add(scriptHash(script.text));
      } else {
        unexpected.push({page, text: script.text});
      }
    }
  }
  for (const {scripts} of written) {
    for (const {text} of scripts) {
      allowed.add(scriptHash(text));
    }
  }
  return {hashes: [...allowed].sort(), unexpected};
}

/**
 * The policy: scripts from the site itself, WebAssembly for the search (Pagefind compiles
 * its index reader), and the inline scripts by hash; stylesheets from the site itself (the
 * theme puts none inline), with `style` attributes allowed, which React writes for inline
 * styles; no plugins; no `<base>` elsewhere. `'unsafe-eval'` only when asked for: the live
 * code blocks' editor (react-live) compiles the reader's code with `new Function`.
 */
export function contentSecurityPolicy(scriptHashes: string[], {evaluate = false}: {evaluate?: boolean} = {}): string {
  return [
    `script-src 'self' 'wasm-unsafe-eval'${evaluate ? " 'unsafe-eval'" : ''}${scriptHashes.map((hash) => ` ${hash}`).join('')}`,
    "style-src 'self'",
    "style-src-attr 'unsafe-inline'",
    "object-src 'none'",
    "base-uri 'self'",
  ].join('; ');
}

/** Whether the site loads Docusaurus's live code blocks, whose editor evaluates code. */
export function usesLiveCodeBlocks(siteConfig: Pick<DocusaurusConfig, 'themes' | 'plugins'> | undefined): boolean {
  return [...(siteConfig?.themes ?? []), ...(siteConfig?.plugins ?? [])].some((entry) => {
    const name = Array.isArray(entry) ? entry[0] : entry;
    return typeof name === 'string' && /(^|[/\\])(@docusaurus\/)?theme-live-codeblock([/\\]|$)/.test(name);
  });
}

/** How many characters of a left-out script the warning shows. */
const SCRIPT_PREVIEW_CHARS = 60;

/** The one warning that names the inline scripts the policy leaves out. */
export function describeUnexpectedScripts(unexpected: ScriptAudit['unexpected']): string {
  // A title that breaks out of the JSON-LD block does so once per field that repeats it: one line each.
  const lines = [
    ...new Set(
      unexpected.map(({page, text}) => {
        const flat = text.replace(/\s+/g, ' ').trim();
        return `- ${page}: ${JSON.stringify(flat.length > SCRIPT_PREVIEW_CHARS ? `${flat.slice(0, SCRIPT_PREVIEW_CHARS)}…` : flat)}`;
      }),
    ),
  ];
  return `[${THEME_NAME}] ${lines.length} inline script(s) in the built pages are not part of the site's shell (the theme, Docusaurus, the plugins' tags, the config's \`scripts\` and \`headTags\`): ${CSP_FILE} leaves them out, so they do not run under its policy. Content put them there (a <script> in Markdown, a title that breaks out of the JSON-LD block); move a script you want into the config or a component file:\n${lines.join('\n')}`;
}

/**
 * The build step: reads every page's inline scripts and writes the policy that allows the site's
 * own, with one warning naming any other. Otherwise quiet: it runs on every build, and the docs
 * say where the file is.
 */
export const writeContentSecurityPolicyStep: PostBuildStep = async ({outDir, siteDir, siteConfig, builtPages}) => {
  // The pages the search index parsed give their scripts from that parse (builtPages.ts); each
  // other file is read and looked up in the scripts kept from the last build by its key, or
  // tokenized, one at a time, and only its scripts kept.
  const pages = builtPages ?? new BuiltPages();
  const cache = PageScriptsCache.open(siteDir, outDir);
  const {hashes, unexpected} = auditPageScripts(
    htmlFiles(outDir).map((file) => ({
      page: file.split(path.sep).join('/'),
      ...pages.pageScripts(path.join(outDir, file), cache),
    })),
  );
  cache.save();
  if (unexpected.length > 0) {
    logger.warn(describeUnexpectedScripts(unexpected));
  }
  writeFileAtomic(
    path.join(outDir, CSP_FILE),
    `${JSON.stringify({policy: contentSecurityPolicy(hashes, {evaluate: usesLiveCodeBlocks(siteConfig)}), scriptHashes: hashes}, null, 2)}\n`,
  );
  return undefined;
};
