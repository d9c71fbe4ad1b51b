// Builds lib/: the plugin as CommonJS (Docusaurus requires it on Node), the components and
// theme overrides as ES modules (the bundler imports them), and the CSS copied beside them.
import {execFileSync} from 'node:child_process';
import {cpSync, readdirSync, rmSync, statSync} from 'node:fs';
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
