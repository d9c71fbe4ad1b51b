import type {Feature} from '../site/feature';
import {SHARED_CLIENT_MODULES} from '../site/packageFiles';

/**
 * Puts the client code that several kinds of route chunk need in the main bundle, as client
 * modules. Code blocks and the MDX writing components (a doc's chunk), the docs' not-found content
 * (the docs root's chunk), the home page and the blog all load chunks lazily with it; left to the
 * bundler, each route chunk that uses it would carry its own copy (about 320 bytes gzip), and a doc
 * page would load two or three (bench/measurements.md).
 */
export function sharedClientFeature(): Feature {
  return {name: 'sharedClient', clientModules: () => SHARED_CLIENT_MODULES};
}
