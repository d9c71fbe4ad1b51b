// Builds lib/: src/shared as ES modules, once (both sides use it: the bundler imports it, and the
// plugin requires it, as Node 20.19+ requires ES modules); the browser code, components and theme
// overrides as ES modules (the bundler imports them); the plugin as CommonJS (Docusaurus requires
// it on Node); and the CSS copied beside them. The client and server programs reference the
// shared one (tsconfig "references"), so they read its declarations and never emit it again.
import {execFileSync} from 'node:child_process';
import {cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import {fileURLToPath} from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const src = path.join(root, 'src');
const lib = path.join(root, 'lib');
const tsc = path.join(path.dirname(fileURLToPath(import.meta.resolve('typescript'))), '..', 'bin', 'tsc');

rmSync(lib, {recursive: true, force: true});
// Each file is emitted by one program only: a second emit of the same file would silently
// replace the first (an ES module rewritten as CommonJS, say), so the build stops instead.
const emittedBy = new Map();
for (const project of ['tsconfig.shared.json', 'tsconfig.client.json', 'tsconfig.server.json']) {
  let output;
  try {
    output = execFileSync(process.execPath, [tsc, '-p', path.join(root, project), '--listEmittedFiles'], {
      encoding: 'utf8',
    });
  } catch (error) {
    process.stdout.write(error.stdout ?? '');
    throw new Error(`tsc -p ${project} failed (its errors are above).`);
  }
  for (const [, file] of output.matchAll(/^TSFILE: (.+)$/gm)) {
    if (emittedBy.has(file)) {
      throw new Error(`${path.relative(root, file)} is emitted by both ${emittedBy.get(file)} and ${project}.`);
    }
    emittedBy.set(file, project);
  }
}
rmSync(path.join(lib, 'shared.tsbuildinfo'));
// The plugin's internals are required by Node, not imported by a site's code: their declarations
// are needed only where a public entry's types reach them (the options, the Prism themes entry).
// The others would only weigh down the tarball.
const reachable = publicDeclarations();
for (const file of readdirSync(path.join(lib, 'server'), {recursive: true, encoding: 'utf8'})) {
  const declaration = path.join(lib, 'server', file);
  if (file.endsWith('.d.ts') && !reachable.has(declaration)) {
    rmSync(declaration);
  }
}

// No one reads the compiled code in lib/: its comments (the why, which the repository's src/
// keeps, as the declarations keep the API's documentation) would only weigh down the tarball.
// Kept where something reads them: the theme's components (`swizzle` copies lib/theme), and any
// browser module with a comment a bundler or minifier acts on (webpackIgnore, a pure annotation).
const NODE_CODE = path.join(lib, 'server');
// The plugin's entry and what it reads first (its options, its swizzle configuration), beside lib/server.
const isNodeEntry = (file) => path.dirname(file) === lib;
const BROWSER_CODE = [path.join(lib, 'client'), path.join(lib, 'shared'), path.join(lib, 'components')];
const ACTED_ON_COMMENT =
  /webpack[A-Z]|turbopack[A-Z]|@vite-ignore|[#@]__PURE__|[#@]__NO_SIDE_EFFECTS__|@license|@preserve/;
const typescript = createRequire(import.meta.url)('typescript');
const withoutComments = typescript.createPrinter({removeComments: true});
for (const file of emittedBy.keys()) {
  const inside = (dir) => file.startsWith(`${dir}${path.sep}`);
  const nodeCode = inside(NODE_CODE) || isNodeEntry(file);
  if (file.endsWith('.js') && (nodeCode || BROWSER_CODE.some(inside))) {
    const code = readFileSync(file, 'utf8');
    if (!nodeCode && ACTED_ON_COMMENT.test(code)) {
      continue;
    }
    const source = typescript.createSourceFile(
      file,
      code,
      typescript.ScriptTarget.Latest,
      false,
      typescript.ScriptKind.JS,
    );
    writeFileSync(file, withoutComments.printFile(source));
  }
}

/** The declaration files of the package's exports, and every declaration they import, relatively. */
function publicDeclarations() {
  const {exports} = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'));
  const pending = Object.values(exports)
    .map((entry) => (typeof entry === 'object' && entry !== null ? entry.types : undefined))
    .filter((types) => typeof types === 'string')
    .map((types) => path.join(root, types));
  const found = new Set();
  while (pending.length > 0) {
    const file = pending.pop();
    if (found.has(file)) {
      continue;
    }
    found.add(file);
    for (const [, specifier] of readFileSync(file, 'utf8').matchAll(/(?:from|import\()\s*['"](\.{1,2}\/[^'"]*)['"]/g)) {
      const target = path.resolve(path.dirname(file), specifier).replace(/\.js$/, '');
      const declaration = [`${target}.d.ts`, path.join(target, 'index.d.ts')].find((candidate) =>
        existsSync(candidate),
      );
      if (declaration) {
        pending.push(declaration);
      }
    }
  }
  return found;
}
// The package has no "type", so Node would read lib/shared's .js files as CommonJS: this says
// they are ES modules, for Node and the bundlers alike. A bundler reads `sideEffects` from this
// nearest package.json, not the package's: without it, every shared module a page's code
// re-exports would be bundled whole.
writeFileSync(
  path.join(lib, 'shared', 'package.json'),
  `${JSON.stringify({type: 'module', sideEffects: false}, null, 2)}\n`,
);

function copyCss(dir) {
  for (const name of readdirSync(dir)) {
    const from = path.join(dir, name);
    if (statSync(from).isDirectory()) {
      copyCss(from);
    } else if (name.endsWith('.css')) {
      cpSync(from, path.join(lib, path.relative(src, from)));
    }
  }
}
copyCss(src);

// The theme path of a site with search off: the same components, less the search ones, each a
// re-export of its compiled module in lib/theme (themePaths.ts says why).
const {SEARCH_THEME_COMPONENTS, themeFolder, reExportModule} = createRequire(import.meta.url)(
  path.join(lib, 'server', 'site', 'themePaths.js'),
);
const withSearch = path.join(lib, themeFolder(true));
for (const file of readdirSync(withSearch, {recursive: true, encoding: 'utf8'})) {
  const posixFile = file.split(path.sep).join('/');
  if (!posixFile.endsWith('.js') || SEARCH_THEME_COMPONENTS.includes(posixFile.split('/')[0])) {
    continue;
  }
  const compiled = readFileSync(path.join(withSearch, file), 'utf8');
  const hasDefault = /^export default |^export \{[^}]*\bas default\b/m.test(compiled);
  const target = path.join(lib, themeFolder(false), file);
  mkdirSync(path.dirname(target), {recursive: true});
  writeFileSync(target, reExportModule(posixFile, hasDefault));
}

// The @theme/* modules the theme adds, declared for sites that type-check their pages or eject
// our components: every public entry's types reference them.
const THEME_MODULES = 'theme-modules.d.ts';
cpSync(path.join(src, THEME_MODULES), path.join(lib, THEME_MODULES));
for (const entry of ['index.d.ts', 'client/index.d.ts', 'client/internal.d.ts', 'components/index.d.ts']) {
  const file = path.join(lib, entry);
  const reference = path.posix.relative(path.posix.dirname(entry), THEME_MODULES);
  writeFileSync(
    file,
    `/// <reference path="${reference.startsWith('.') ? reference : `./${reference}`}" />\n${readFileSync(file, 'utf8')}`,
  );
}
