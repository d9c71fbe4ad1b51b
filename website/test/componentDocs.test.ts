import {readFileSync} from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import {describe, expect, it} from 'vitest';

/**
 * Keeps each component page's prop tables in step with the component's exported types: the
 * same props, in the same order, with the same types, defaults and required-ness.
 */
const repo = path.resolve(__dirname, '../..');
const componentsEntry = path.join(repo, 'packages/docusaurus-theme/src/components/index.ts');
const docsDir = path.join(repo, 'website/docs/components');

const program = ts.createProgram([componentsEntry], {
  jsx: ts.JsxEmit.ReactJSX,
  strict: true,
  skipLibCheck: true,
  moduleResolution: ts.ModuleResolutionKind.Bundler,
  module: ts.ModuleKind.ESNext,
  types: [],
});
const checker = program.getTypeChecker();
const entryFile = program.getSourceFile(componentsEntry);
if (!entryFile) {
  throw new Error(`cannot read ${componentsEntry}`);
}
const moduleSymbol = checker.getSymbolAtLocation(entryFile);
const exportsByName = new Map(
  (moduleSymbol ? checker.getExportsOfModule(moduleSymbol) : []).map((symbol) => [symbol.name, symbol]),
);

type Row = {prop: string; type: string; default: string};

function typeText(declaration: ts.PropertySignature): string {
  const node = declaration.type;
  if (!node) {
    throw new Error(`${declaration.name.getText()} has no type annotation`);
  }
  // TypeScript sees `boolean` as the union false | true: keep the word the source uses.
  if (node.kind === ts.SyntaxKind.BooleanKeyword) {
    return 'boolean';
  }
  if (ts.isUnionTypeNode(node)) {
    return node.getText().replaceAll('"', "'");
  }
  const type = checker.getTypeFromTypeNode(node);
  // A generic prop (ProjectCardProps<Title extends ReactNode = string>) is documented by what the
  // component accepts: the type parameter's constraint.
  if (type.flags & ts.TypeFlags.TypeParameter) {
    const parameter = type.symbol.declarations?.[0] as ts.TypeParameterDeclaration | undefined;
    return parameter?.constraint?.getText() ?? node.getText();
  }
  // Named unions of literals ('sm' | 'md', 1 | 2) are spelled out; named types keep their name.
  if (
    type.isUnion() &&
    type.types.every((member) => member.isLiteral() || member.flags & ts.TypeFlags.BooleanLiteral)
  ) {
    return type.types.map((member) => checker.typeToString(member).replaceAll('"', "'")).join(' | ');
  }
  return node.getText();
}

function sourceRows(typeName: string): Row[] {
  const symbol = exportsByName.get(typeName);
  expect(symbol, `components/index.ts exports the type ${typeName}`).toBeDefined();
  const aliased = symbol && symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol;
  const type = checker.getDeclaredTypeOfSymbol(aliased as ts.Symbol);
  return checker.getPropertiesOfType(type).map((property) => {
    const declaration = property.declarations?.[0] as ts.PropertySignature;
    const optional = Boolean(property.flags & ts.SymbolFlags.Optional);
    const defaultTag = ts.getJSDocTags(declaration).find((tag) => tag.tagName.text === 'defaultValue');
    const defaultValue = ts.getTextOfJSDocComment(defaultTag?.comment)?.trim();
    return {
      prop: property.name,
      type: typeText(declaration),
      default: !optional ? 'required' : defaultValue ? defaultValue : '—',
    };
  });
}

/** The first `| Prop | Type | Default | Description |` table after the given heading. */
function docRows(file: string, heading: string): Row[] {
  const text = readFileSync(path.join(docsDir, file), 'utf8');
  const start = text.indexOf(`\n${heading}\n`);
  expect(start, `${file} has a "${heading}" section`).toBeGreaterThanOrEqual(0);
  const lines = text.slice(start).split('\n');
  const header = lines.findIndex((line) => /^\| Prop \| Type \| Default \| Description \|$/.test(line.trim()));
  expect(header, `${file} has a props table under "${heading}"`).toBeGreaterThan(0);
  const rows: Row[] = [];
  for (const line of lines.slice(header + 2)) {
    if (!line.startsWith('|')) {
      break;
    }
    const cells = line
      .slice(1, -1)
      .split(/(?<!\\)\|/)
      .map((cell) => cell.trim().replaceAll('\\|', '|'));
    const unquote = (cell: string) => cell.replace(/^`(.*)`$/, '$1');
    rows.push({prop: unquote(cells[0] ?? ''), type: unquote(cells[1] ?? ''), default: unquote(cells[2] ?? '')});
  }
  return rows;
}

const TABLES: [file: string, heading: string, typeName: string][] = [
  ['buttons.mdx', '## Props', 'ButtonProps'],
  ['buttons.mdx', '### ButtonAction', 'ButtonAction'],
  ['hero.mdx', '## Props', 'HeroProps'],
  ['hero.mdx', '### HeroImage', 'HeroImage'],
  ['feature-grid.mdx', '## Props', 'FeatureGridProps'],
  ['feature-grid.mdx', '### Feature', 'Feature'],
  ['project-card.mdx', '## Props', 'ProjectCardProps'],
  ['logo.mdx', '## Props', 'LogoProps'],
  ['steps.mdx', '## Props', 'StepsProps'],
  ['file-tree.mdx', '## Props', 'FileTreeProps'],
  ['card-grid.mdx', '## Props', 'CardGridProps'],
  ['card-grid.mdx', '### LinkCard', 'LinkCardProps'],
  ['badge.mdx', '## Props', 'BadgeProps'],
  ['package-manager-tabs.mdx', '## Props', 'PackageManagerTabsProps'],
];

describe('component docs list the props the components define', () => {
  it.each(TABLES)('%s "%s" matches %s', (file, heading, typeName) => {
    expect(docRows(file, heading)).toEqual(sourceRows(typeName));
  });
});
