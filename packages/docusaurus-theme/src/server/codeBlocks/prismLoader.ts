import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {withFasterGraphWalk} from './prismGraphWalk';
import {withLazyLanguages} from './prismLazyLanguages';

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
 * A bundler loader (webpack and Rspack) for prism-react-renderer's dist files: for the versions
 * they were checked against, the faster grammar walk of prismGraphWalk.ts and the grammars
 * defined on first use of prismLazyLanguages.ts; each change that does not apply leaves its part
 * of the file as it is.
 */
export default function prismReactRendererLoader(this: {resourcePath: string}, source: string): string {
  const version = prismReactRendererVersion(this.resourcePath);
  const walked = withFasterGraphWalk(source, version) ?? source;
  return withLazyLanguages(walked, version) ?? walked;
}
