// Serves a production build the way a static host such as GitHub Pages does: the site under
// its base path, files as they are (page.html and page both answer), gzip for text, the site's
// 404 page with status 404 inside the base path, and a plain 404 outside it (so /robots.txt at
// the host root is a plain 404, not an HTML page).
import {existsSync, readFileSync, statSync} from 'node:fs';
import {createServer} from 'node:http';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {parseArgs} from 'node:util';
import {gzipSync} from 'node:zlib';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const BASE_PATH = '/docusaurus-theme/';

const CONTENT_TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.xsl': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.md': 'text/markdown; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.map': 'application/json; charset=utf-8',
};
const COMPRESSIBLE = /^(text\/|application\/(json|xml)|image\/svg)/;
/** Hashed assets never change; pages must be revalidated. */
const IMMUTABLE_ASSET = /\/assets\//;

function findFile(dir, relativePath) {
  const decoded = decodeURIComponent(relativePath);
  const target = path.join(dir, decoded);
  if (target !== dir && !target.startsWith(dir + path.sep)) {
    return undefined;
  }
  const candidates = [target, `${target}.html`, path.join(target, 'index.html')];
  return candidates.find((file) => existsSync(file) && statSync(file).isFile());
}

/**
 * A static host for a build. With `csp`, every response carries that Content-Security-Policy,
 * as a host would send the one the theme writes into the build (content-security-policy.json).
 * @param {{dir: string, base?: string, csp?: string}} options
 */
export function createSiteServer({dir, base = BASE_PATH, csp = undefined}) {
  const cache = new Map();
  function read(file) {
    if (!cache.has(file)) {
      const body = readFileSync(file);
      const type = CONTENT_TYPES[path.extname(file)] ?? 'application/octet-stream';
      cache.set(file, {body, type, gzip: COMPRESSIBLE.test(type) ? gzipSync(body) : undefined});
    }
    return cache.get(file);
  }

  function send(request, response, status, file) {
    const {body, type, gzip} = read(file);
    const useGzip = gzip && /\bgzip\b/.test(request.headers['accept-encoding'] ?? '');
    response.writeHead(status, {
      'content-type': type,
      'cache-control': IMMUTABLE_ASSET.test(file) ? 'public, max-age=31536000, immutable' : 'no-cache',
      vary: 'accept-encoding',
      ...(csp ? {'content-security-policy': csp} : {}),
      ...(useGzip ? {'content-encoding': 'gzip'} : {}),
    });
    response.end(request.method === 'HEAD' ? undefined : useGzip ? gzip : body);
  }

  return createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    if (url.pathname === '/' && base !== '/') {
      response.writeHead(302, {location: base});
      response.end();
      return;
    }
    if (!`${url.pathname}/`.startsWith(base)) {
      response.writeHead(404, {'content-type': 'text/plain; charset=utf-8'});
      response.end('Not found\n');
      return;
    }
    const file = findFile(dir, url.pathname.slice(base.length));
    if (file) {
      send(request, response, 200, file);
    } else {
      send(request, response, 404, path.join(dir, '404.html'));
    }
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const {values} = parseArgs({
    options: {
      dir: {type: 'string', default: path.join(root, 'website', 'build')},
      port: {type: 'string', default: process.env.PORT ?? '3000'},
      host: {type: 'string', default: process.env.HOST ?? '0.0.0.0'},
      base: {type: 'string', default: BASE_PATH},
      // Send the policy the theme wrote into the build with every response.
      csp: {type: 'boolean', default: false},
    },
  });
  const dir = path.resolve(values.dir);
  if (!existsSync(path.join(dir, 'index.html'))) {
    console.error(`error: no build in ${dir}. Run "npm run build" first.`);
    process.exit(1);
  }
  const csp = values.csp
    ? JSON.parse(readFileSync(path.join(dir, 'content-security-policy.json'), 'utf8')).policy
    : undefined;
  createSiteServer({dir, base: values.base, csp}).listen(Number(values.port), values.host, () => {
    console.log(`Serving ${path.relative(root, dir)} at http://localhost:${values.port}${values.base}`);
  });
}
