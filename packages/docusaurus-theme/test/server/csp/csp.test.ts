// @vitest-environment node
import {createHash} from 'node:crypto';
import {mkdirSync, mkdtempSync, readFileSync, writeFileSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {
  CSP_FILE,
  contentSecurityPolicy,
  inlineScriptHashes,
  writeContentSecurityPolicyStep,
} from '../../../src/server/csp';

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

describe("the build's Content-Security-Policy", () => {
  it('hashes the inline scripts a browser runs, exactly as written, and not data blocks or external scripts', () => {
    const colourMode = '!function(){document.documentElement.setAttribute("data-theme","light")}()';
    const html = `<html><head><script type="application/ld+json">{"@type":"Thing"}</script><script src=/main.js defer></script></head><body><script>${colourMode}</script><script type=module>import "/x.js";</script></body></html>`;
    expect(inlineScriptHashes(html)).toEqual([sha256(colourMode), sha256('import "/x.js";')]);
  });

  it("allows the site's own scripts, Pagefind's WebAssembly and the hashed inline scripts, and no inline stylesheet", () => {
    expect(contentSecurityPolicy(["'sha256-abc='"])).toBe(
      "script-src 'self' 'wasm-unsafe-eval' 'sha256-abc='; style-src 'self'; style-src-attr 'unsafe-inline'; object-src 'none'; base-uri 'self'",
    );
  });

  it('is written beside the pages, from every page of the build, each hash once', async () => {
    const outDir = mkdtempSync(path.join(os.tmpdir(), 'hk-csp-'));
    mkdirSync(path.join(outDir, 'docs'));
    writeFileSync(path.join(outDir, 'index.html'), '<script>a()</script>');
    writeFileSync(path.join(outDir, 'docs', 'intro.html'), '<script>a()</script><script>b()</script>');
    await writeContentSecurityPolicyStep({outDir, siteDir: outDir, pages: []} as never);
    const written = JSON.parse(readFileSync(path.join(outDir, CSP_FILE), 'utf8')) as {
      policy: string;
      scriptHashes: string[];
    };
    expect(written.scriptHashes).toEqual([sha256('a()'), sha256('b()')].sort());
    expect(written.policy).toContain(`'wasm-unsafe-eval' ${written.scriptHashes.join(' ')};`);
  });
});
