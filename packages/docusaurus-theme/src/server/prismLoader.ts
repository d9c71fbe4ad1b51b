import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {withFasterGraphWalk} from './prismGraphWalk';

/** The version in the package.json of the prism-react-renderer a dist file belongs to. */
export function prismReactRendererVersion(distFile: string): string | undefined {
  let dir = path.dirname(distFile);
  for (let depth = 0; depth < 3; depth++) {
    const manifest = path.join(dir, 'package.json');
    if (existsSync(manifest)) {
      const {name, version} = JSON.parse(readFileSync(manifest, 'utf8')) as {name?: string; version?: string};
      if (name === 'prism-react-renderer') {
        return version;
      }
    }
    dir = path.dirname(dir);
  }
  return undefined;
}

/**
 * A bundler loader (webpack and Rspack) for prism-react-renderer's dist files: the faster
 * grammar walk of prismGraphWalk.ts for the versions it was checked against, the file unchanged
 * otherwise.
 */
export default function prismReactRendererLoader(this: {resourcePath: string}, source: string): string {
  return withFasterGraphWalk(source, prismReactRendererVersion(this.resourcePath)) ?? source;
}
