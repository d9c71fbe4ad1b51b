import {readFileSync} from 'node:fs';
import path from 'node:path';
import {normalizePluginOptions, normalizeThemeConfig} from '@docusaurus/utils-validation';
import {describe, expect, it} from 'vitest';
import {validateOptions, validateThemeConfig} from '../src/options';

/**
 * The table of the "Configuration errors" page promises a message for each
 * mistake. Each row is replayed here through the validators, with the same helpers Docusaurus
 * uses, so a changed message or a new check cannot leave the guide behind.
 */
const guide = readFileSync(path.resolve(__dirname, '../../../website/docs/configuration-errors.md'), 'utf8');

function errorTableRows(): [string, string][] {
  return guide
    .split('\n')
    .map((line) => /^\| `([^`]+)`[^|]*\| `([^`]+)`\s*\|$/.exec(line))
    .filter((match): match is RegExpExecArray => match !== null)
    .map((match) => [match[1] as string, match[2] as string]);
}

/** The validation error for what the user wrote, e.g. `customCss: 42` or `hoverkraft: true`. */
function errorFor(written: string): string {
  // The table cells are object-literal entries written by us, in this repository's docs.
  const value = new Function(`return ({${written}});`)() as Record<string, unknown>;
  try {
    if ('hoverkraft' in value) {
      validateThemeConfig({
        themeConfig: value as never,
        validate: (schema, config) => normalizeThemeConfig(schema, config),
      });
    } else {
      validateOptions({
        options: value as never,
        validate: (schema, options) => normalizePluginOptions(schema as never, options as never) as never,
      });
    }
  } catch (error) {
    return (error as Error).message;
  }
  return '(no error)';
}

describe("the configuration guide's error table", () => {
  const rows = errorTableRows();

  it('has rows to check', () => {
    expect(rows.length).toBeGreaterThanOrEqual(5);
  });

  it.each(rows)('%s stops the site with the documented message', (written, message) => {
    expect(errorFor(written)).toContain(message);
  });
});
