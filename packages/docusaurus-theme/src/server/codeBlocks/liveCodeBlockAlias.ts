import {LIVE_CODE_BLOCK_FALLBACK} from '../site/packageFiles';
import {aliasObject} from '../site/themeClassic';

/**
 * `@theme/LiveCodeBlock` for theme/CodeBlock, pointed at a plain code block unless a theme
 * (theme-live-codeblock, or a site's own) already provides it.
 */
export function liveCodeBlockFallbackAlias(alias: unknown): Record<string, string> {
  return '@theme/LiveCodeBlock' in aliasObject(alias) ? {} : {'@theme/LiveCodeBlock': LIVE_CODE_BLOCK_FALLBACK};
}
