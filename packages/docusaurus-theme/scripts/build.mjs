// Builds lib/: the plugin as CommonJS (Docusaurus requires it on Node), the components and
// theme overrides as ES modules (the bundler imports them), and the CSS copied beside them.
import {execFileSync} from 'node:child_process';
import {cpSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import {fileURLToPath} from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const src = path.join(root, 'src');
const lib = path.join(root, 'lib');
const tsc = path.join(path.dirname(fileURLToPath(import.meta.resolve('typescript'))), '..', 'bin', 'tsc');

rmSync(lib, {recursive: true, force: true});
// Client first: theme code imports the plugin's types by package name, so that program also
// emits the plugin files as ES modules; the server pass then rewrites them as CommonJS.
for (const project of ['tsconfig.client.json', 'tsconfig.server.json']) {
  execFileSync(process.execPath, [tsc, '-p', path.join(root, project)], {stdio: 'inherit'});
}

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

// The theme path of a site with search off: the same components, less the search ones.
const {SEARCH_THEME_COMPONENTS, themeFolder} = createRequire(import.meta.url)(path.join(lib, 'themePaths.js'));
const withSearch = path.join(lib, themeFolder(true));
cpSync(withSearch, path.join(lib, themeFolder(false)), {
  recursive: true,
  filter: (from) => !SEARCH_THEME_COMPONENTS.includes(path.relative(withSearch, from).split(path.sep)[0]),
});

// The @theme/* modules the theme adds, declared for sites that type-check their pages or eject
// our components: every public entry's types reference them.
const THEME_MODULES = 'theme-modules.d.ts';
cpSync(path.join(src, THEME_MODULES), path.join(lib, THEME_MODULES));
for (const entry of ['index.d.ts', 'client/index.d.ts', 'components/index.d.ts']) {
  const file = path.join(lib, entry);
  const reference = path.posix.relative(path.posix.dirname(entry), THEME_MODULES);
  writeFileSync(
    file,
    `/// <reference path="${reference.startsWith('.') ? reference : `./${reference}`}" />\n${readFileSync(file, 'utf8')}`,
  );
}
