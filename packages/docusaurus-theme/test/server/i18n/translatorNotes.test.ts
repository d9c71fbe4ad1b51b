import {readdirSync, readFileSync, statSync} from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import {describe, expect, it} from 'vitest';
import {withoutTranslatorNotes} from '../../../src/server/i18n/translatorNotes';

const root = path.resolve(__dirname, '../../..');
const config = ts.parseJsonConfigFileContent(
  ts.readConfigFile(path.join(root, 'tsconfig.client.json'), ts.sys.readFile).config,
  ts.sys,
  root,
);

/** The theme's browser code as the package build writes it to lib/ (same compiler, same options). */
function browserFiles(): Array<{file: string; code: string}> {
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const full = path.join(dir, name);
      if (statSync(full).isDirectory()) {
        walk(full);
      } else if (/\.tsx?$/.test(name) && !name.endsWith('.d.ts')) {
        files.push(full);
      }
    }
  };
  for (const dir of ['client', 'components', 'theme']) {
    walk(path.join(root, 'src', dir));
  }
  return files.map((file) => ({
    file: path.relative(root, file),
    code: ts.transpileModule(readFileSync(file, 'utf8'), {compilerOptions: config.options, fileName: file}).outputText,
  }));
}

const isTranslateCall = (node: ts.Node): node is ts.CallExpression =>
  ts.isCallExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === 'translate';

/** The code as the printer writes it, with (optionally) the description of every message removed. */
function printed(code: string, dropNotes: boolean): {text: string; notes: number} {
  const source = ts.createSourceFile('module.js', code, ts.ScriptTarget.Latest, true, ts.ScriptKind.JS);
  let notes = 0;
  const transformer: ts.TransformerFactory<ts.SourceFile> = (context) => {
    const visit = (node: ts.Node): ts.Node => {
      const visited = ts.visitEachChild(node, visit, context);
      const message = isTranslateCall(visited) ? visited.arguments[0] : undefined;
      if (!isTranslateCall(visited) || !message || !ts.isObjectLiteralExpression(message)) {
        return visited;
      }
      const kept = message.properties.filter(
        (property) => !(property.name && ts.isIdentifier(property.name) && property.name.text === 'description'),
      );
      notes += message.properties.length - kept.length;
      if (!dropNotes) {
        return visited;
      }
      return context.factory.updateCallExpression(visited, visited.expression, visited.typeArguments, [
        context.factory.updateObjectLiteralExpression(message, kept),
        ...visited.arguments.slice(1),
      ]);
    };
    return (file) => ts.visitNode(file, visit) as ts.SourceFile;
  };
  const [result] = ts.transform(source, [transformer]).transformed;
  return {text: ts.createPrinter().printFile(result as ts.SourceFile), notes};
}

function syntaxErrors(code: string): string[] {
  const {diagnostics = []} = ts.transpileModule(code, {reportDiagnostics: true, compilerOptions: {allowJs: true}});
  return diagnostics.map((diagnostic) => ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
}

describe('translator notes left out of the browser code', () => {
  const files = browserFiles();

  it("takes every message's note out of the theme's compiled code, and changes nothing else", () => {
    let notes = 0;
    for (const {file, code} of files) {
      const stripped = withoutTranslatorNotes(code);
      expect(syntaxErrors(stripped), file).toEqual([]);
      const expected = printed(code, true);
      notes += expected.notes;
      expect(printed(stripped, false), file).toEqual({text: expected.text, notes: 0});
    }
    // The theme's messages, in the search, page actions, zoom, mobile menu and blog code.
    expect(notes).toBeGreaterThan(40);
    // It parses and prints every compiled source file: seconds on a loaded 2-core machine.
  }, 60_000);

  it('keeps a note it cannot tell apart from code: other orders, values that are not literals, more fields', () => {
    const kept = [
      "translate({ message: 'Copy page', id: 'copy', description: 'A note' })",
      "translate({ id: 'copy', message: 'Copy page', description: note })",
      "translate({ id: 'copy', message: 'Copy page', description: 'A note', extra: 1 })",
      "translate({ id: 'copy', description: 'A note', message: 'Copy page' })",
      "show({ title: 'Docs', description: 'Reference pages' })",
    ];
    for (const code of kept) {
      expect(withoutTranslatorNotes(code)).toBe(code);
    }
  });

  it("keeps the bundler's magic comments: webpack leaves an ignored import alone only while its comment is there", () => {
    const code = readFileSync(path.join(root, 'src/client/search/pagefind.ts'), 'utf8');
    const compiled = ts.transpileModule(code, {compilerOptions: config.options}).outputText;
    expect(compiled).toContain('import(/* webpackIgnore: true */ url)');
    expect(withoutTranslatorNotes(compiled)).toBe(compiled);
    const magic = "const m = await import(/* webpackChunkName: 'dialog' */ /* webpackIgnore: true */ url);";
    expect(withoutTranslatorNotes(`${magic}\ntranslate({ id: 'a', message: 'A', description: 'N' });`)).toBe(
      `${magic}\ntranslate({ id: 'a', message: 'A' });`,
    );
  });

  it('reads quotes and escapes inside the strings', () => {
    expect(
      withoutTranslatorNotes(`translate({
    id: 'view',
    message: 'View \\'raw\\' Markdown',
    description: "The link to the page's \\"twin\\"",
})`),
    ).toBe(`translate({
    id: 'view',
    message: 'View \\'raw\\' Markdown'
})`);
  });
});
