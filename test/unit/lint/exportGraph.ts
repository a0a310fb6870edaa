// Which exported names of a source tree some file imports: every import, export-from, re-export of
// an imported name, `export *`, dynamic import, require and `import('...')` type, followed through
// re-export chains to the file that declares the name. Read from the syntax alone (no type checker).
import * as fs from 'node:fs';
import * as path from 'node:path';
import * as ts from 'typescript';

/** An exported name of one file, found again in another: `from` is a file path, `name` a name or '*' (all of them). */
interface Use {
  from: string;
  name: string;
}

/** What one module exports and imports. */
interface ModuleFacts {
  /** Names it declares and exports, and whether each is a type (an interface or a type alias) or a value. */
  declared: Map<string, 'type' | 'value'>;
  /** Names it exports from another file: `export { a as b } from './x'`, or an imported name exported again. */
  forwarded: Map<string, Use>;
  /** Files whose names it exports all of (`export * from`). */
  stars: string[];
  /** What it imports. */
  uses: Use[];
}

function tsFiles(folder: string): string[] {
  if (!fs.existsSync(folder)) return [];
  return fs.readdirSync(folder, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.ts') && !entry.name.endsWith('.d.ts'))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort();
}

function resolveModule(from: string, specifier: string): string | undefined {
  if (!specifier.startsWith('.')) return undefined;
  const base = path.resolve(path.dirname(from), specifier);
  return [`${base}.ts`, path.join(base, 'index.ts'), base].find((candidate) => candidate.endsWith('.ts') && fs.existsSync(candidate) && fs.statSync(candidate).isFile());
}

function hasModifier(node: ts.Node, kind: ts.SyntaxKind): boolean {
  return ts.canHaveModifiers(node) && (ts.getModifiers(node) ?? []).some((modifier) => modifier.kind === kind);
}

function bindingNames(name: ts.BindingName, into: Set<string>): void {
  if (ts.isIdentifier(name)) {
    into.add(name.text);
    return;
  }
  for (const element of name.elements) if (!ts.isOmittedExpression(element)) bindingNames(element.name, into);
}

function readModule(file: string): ModuleFacts {
  const source = ts.createSourceFile(file, fs.readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const facts: ModuleFacts = { declared: new Map(), forwarded: new Map(), stars: [], uses: [] };
  /** Top-level names that are types, for `type X = ...; export { X };`. */
  const types = new Set<string>();
  for (const statement of source.statements) if ((ts.isInterfaceDeclaration(statement) || ts.isTypeAliasDeclaration(statement))) types.add(statement.name.text);
  /** Imported bindings by their local name, for `import { a } from './x'; export { a };`. */
  const imported = new Map<string, Use>();
  const moduleOf = (specifier: ts.Expression | undefined): string | undefined => (specifier && ts.isStringLiteral(specifier) ? resolveModule(file, specifier.text) : undefined);
  for (const statement of source.statements) {
    if (ts.isImportDeclaration(statement)) {
      const from = moduleOf(statement.moduleSpecifier);
      const clause = statement.importClause;
      if (from === undefined || clause === undefined) continue;
      if (clause.name) {
        facts.uses.push({ from, name: 'default' });
        imported.set(clause.name.text, { from, name: 'default' });
      }
      const bindings = clause.namedBindings;
      if (bindings && ts.isNamespaceImport(bindings)) facts.uses.push({ from, name: '*' });
      if (bindings && ts.isNamedImports(bindings)) {
        for (const element of bindings.elements) {
          const use = { from, name: (element.propertyName ?? element.name).text };
          facts.uses.push(use);
          imported.set(element.name.text, use);
        }
      }
    } else if (ts.isImportEqualsDeclaration(statement) && ts.isExternalModuleReference(statement.moduleReference)) {
      const from = moduleOf(statement.moduleReference.expression);
      if (from !== undefined) facts.uses.push({ from, name: '*' });
    } else if (ts.isExportDeclaration(statement)) {
      const from = moduleOf(statement.moduleSpecifier);
      const clause = statement.exportClause;
      if (statement.moduleSpecifier !== undefined) {
        if (from === undefined) continue;
        if (clause === undefined) facts.stars.push(from);
        else if (ts.isNamespaceExport(clause)) facts.forwarded.set(clause.name.text, { from, name: '*' });
        else for (const element of clause.elements) facts.forwarded.set(element.name.text, { from, name: (element.propertyName ?? element.name).text });
      } else if (clause !== undefined && ts.isNamedExports(clause)) {
        for (const element of clause.elements) {
          const local = (element.propertyName ?? element.name).text;
          const use = imported.get(local);
          if (use) facts.forwarded.set(element.name.text, use);
          else facts.declared.set(element.name.text, types.has(local) ? 'type' : 'value');
        }
      }
    } else if (ts.isExportAssignment(statement)) {
      facts.declared.set('default', 'value');
    } else if (hasModifier(statement, ts.SyntaxKind.ExportKeyword)) {
      if (hasModifier(statement, ts.SyntaxKind.DefaultKeyword)) facts.declared.set('default', 'value');
      else if (ts.isVariableStatement(statement)) {
        const names = new Set<string>();
        for (const declaration of statement.declarationList.declarations) bindingNames(declaration.name, names);
        for (const variable of names) facts.declared.set(variable, 'value');
      } else if (ts.isInterfaceDeclaration(statement) || ts.isTypeAliasDeclaration(statement)) facts.declared.set(statement.name.text, 'type');
      else if ((ts.isFunctionDeclaration(statement) || ts.isClassDeclaration(statement) || ts.isEnumDeclaration(statement) || ts.isModuleDeclaration(statement)) && statement.name && ts.isIdentifier(statement.name)) facts.declared.set(statement.name.text, 'value');
    }
  }
  // Dynamic imports, requires and import types anywhere in the file.
  const visit = (node: ts.Node): void => {
    if (ts.isCallExpression(node) && (node.expression.kind === ts.SyntaxKind.ImportKeyword || (ts.isIdentifier(node.expression) && node.expression.text === 'require'))) {
      const from = moduleOf(node.arguments[0]);
      if (from !== undefined) facts.uses.push({ from, name: '*' });
    } else if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument)) {
      const from = moduleOf(node.argument.literal);
      if (from !== undefined) facts.uses.push({ from, name: node.qualifier ? ts.isIdentifier(node.qualifier) ? node.qualifier.text : leftmost(node.qualifier) : '*' });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return facts;
}

function leftmost(name: ts.QualifiedName): string {
  let left: ts.EntityName = name;
  while (ts.isQualifiedName(left)) left = left.left;
  return left.text;
}

/**
 * The exported values (functions, constants, classes; a type may be exported for the signatures
 * that use it) of the files under `trees` (relative to `root`) that no file under `users` imports,
 * as `file: name`, the files of `entries` (whose exports are their program's face) left out.
 */
export function unusedExports(root: string, trees: readonly string[], users: readonly string[], entries: readonly string[]): string[] {
  const name = (file: string): string => path.relative(root, file).split(path.sep).join('/');
  const modules = new Map<string, ModuleFacts>();
  const factsOf = (file: string): ModuleFacts => {
    let facts = modules.get(file);
    if (facts === undefined) {
      facts = readModule(file);
      modules.set(file, facts);
    }
    return facts;
  };
  const used = new Set<string>();
  /** Whether `file` exports `wanted`, itself or through its stars (each file looked at once per question). */
  const exportsName = (file: string, wanted: string, seen: Set<string>): boolean => {
    if (seen.has(file)) return false;
    seen.add(file);
    const facts = factsOf(file);
    return facts.declared.has(wanted) || facts.forwarded.has(wanted) || facts.stars.some((star) => exportsName(star, wanted, seen));
  };
  // Each file-and-name is marked once, so the walk ends: its length is bounded by the exports there are.
  const mark = ({ from, name: wanted }: Use): void => {
    const key = `${from}\0${wanted}`;
    if (used.has(key)) return;
    used.add(key);
    const facts = factsOf(from);
    if (wanted === '*') {
      for (const declared of facts.declared.keys()) mark({ from, name: declared });
      for (const forwarded of facts.forwarded.keys()) mark({ from, name: forwarded });
      for (const star of facts.stars) mark({ from: star, name: '*' });
      return;
    }
    const forwarded = facts.forwarded.get(wanted);
    if (forwarded) mark(forwarded);
    else if (!facts.declared.has(wanted)) for (const star of facts.stars) if (exportsName(star, wanted, new Set())) mark({ from: star, name: wanted });
  };
  for (const tree of users) for (const file of tsFiles(path.join(root, tree))) for (const use of factsOf(file).uses) mark(use);
  /** Whether an exported name is a type, followed to where it is declared (a chain is at most as long as the files there are). */
  const isType = (file: string, wanted: string, depth = 0): boolean => {
    const facts = factsOf(file);
    const declared = facts.declared.get(wanted);
    if (declared !== undefined) return declared === 'type';
    const forwarded = facts.forwarded.get(wanted);
    if (forwarded === undefined || forwarded.name === '*' || depth > modules.size) return false;
    return isType(forwarded.from, forwarded.name, depth + 1);
  };
  const entryFiles = new Set(entries.map((entry) => path.join(root, entry)));
  const unused: string[] = [];
  for (const tree of trees) {
    for (const file of tsFiles(path.join(root, tree))) {
      if (entryFiles.has(file)) continue;
      const facts = factsOf(file);
      for (const exported of [...facts.declared.keys(), ...facts.forwarded.keys()]) {
        if (!used.has(`${file}\0${exported}`) && !isType(file, exported)) unused.push(`${name(file)}: ${exported}`);
      }
    }
  }
  return unused.sort();
}
