// Part of `npm run lint`: no export that nothing uses, no file that nothing imports (docs/decisions/029). Dead code
// is read, kept up to date and copied by the next person; an export used only by its own module is a local.
//
// The TypeScript compiler over the project's two tsconfigs resolves every import, re-export, dynamic import and
// `vi.mock` to the declaration it names. An export counts as used when a file other than its own names it; a use from
// a test (tests/, e2e/) counts only for test support, which lives there, so an export kept alive by tests alone is
// reported. Entry points are roots: what they export is not checked (see ROOTS).
import { existsSync, readFileSync } from 'node:fs';
import { dirname, relative, resolve } from 'node:path';
import ts from 'typescript';

const ROOT = resolve(dirname(new URL(import.meta.url).pathname), '..');
const rel = (file) => relative(ROOT, file).split('\\').join('/');

// Entry points and tools: the pages' mains, the mock's entries, the configs, the scripts, the bench, the tests.
const ROOTS = [
  /^src\/main\.tsx$/,
  /^src\/rastreamento-main\.ts$/,
  /^mocks\/(browser|node|server|relogio-dos-testes-instalar)\.ts$/,
  /^[^/]+\.config\.ts$/,
  /^(scripts|bench|deploy)\//,
  /^tests\/setup\.ts$/,
  /\.(test|spec)\.tsx?$/,
  /\.d\.ts$/,
];
// Test support: files whose exports are there for the tests.
const TEST_CODE = /^(tests|e2e|mocks)\//;
const TESTS = /^(tests|e2e)\//;

const isRoot = (file) => ROOTS.some((r) => r.test(file));

function parsed(configName) {
  const host = { ...ts.sys, onUnRecoverableConfigFileDiagnostic() {} };
  const config = ts.getParsedCommandLineOfConfigFile(resolve(ROOT, configName), {}, host);
  if (!config) throw new Error(`${configName} could not be read`);
  return config;
}

// One program over both tsconfigs (the app's and the tools'): the imports resolve the same way in each.
function program() {
  const app = parsed('tsconfig.app.json');
  const node = parsed('tsconfig.node.json');
  const rootNames = [...new Set([...app.fileNames, ...node.fileNames])];
  const types = [...new Set([...(app.options.types ?? []), ...(node.options.types ?? [])])];
  return ts.createProgram({ rootNames, options: { ...app.options, types, noEmit: true } });
}

/** Where a symbol is declared: the key shared by both programs. */
function keyOf(symbol) {
  const decl = symbol.declarations?.[0];
  return decl ? `${rel(decl.getSourceFile().fileName)}:${decl.pos}` : undefined;
}

const ours = (sf) => !sf.isDeclarationFile && !sf.fileName.includes('/node_modules/') && sf.fileName.startsWith(ROOT);

// key -> set of files (other than the declaring one) that name it.
const users = new Map();
// file -> set of files that import it (for files nothing imports).
const importers = new Map();
// file -> [{ name, key, line }]
const exportsOf = new Map();

function addUse(key, from) {
  if (!key) return;
  if (!users.has(key)) users.set(key, new Set());
  users.get(key).add(from);
}

function addImporter(file, from) {
  if (!importers.has(file)) importers.set(file, new Set());
  importers.get(file).add(from);
}

{
  const compiled = program();
  const checker = compiled.getTypeChecker();

  const moduleFile = (specifier) => {
    const symbol = checker.getSymbolAtLocation(specifier);
    const decl = symbol?.declarations?.find(ts.isSourceFile);
    return decl && ours(decl) ? { symbol, file: rel(decl.fileName) } : undefined;
  };

  // Walks an alias chain (import -> re-export -> declaration), marking each link used by `from`.
  const useChain = (symbol, from) => {
    let current = symbol;
    for (let i = 0; current && i < 20; i += 1) {
      addUse(keyOf(current), from);
      if (!(current.flags & ts.SymbolFlags.Alias)) break;
      current = checker.getImmediateAliasedSymbol(current);
    }
  };

  const useWholeModule = (moduleSymbol, from) => {
    for (const exported of checker.getExportsOfModule(moduleSymbol)) useChain(exported, from);
  };

  for (const sf of compiled.getSourceFiles()) {
    if (!ours(sf)) continue;
    const file = rel(sf.fileName);

    if (!exportsOf.has(file)) {
      const moduleSymbol = checker.getSymbolAtLocation(sf);
      const own = [];
      for (const exported of moduleSymbol ? checker.getExportsOfModule(moduleSymbol) : []) {
        const decl = exported.declarations?.[0];
        // `export * from` brings another file's exports: they are checked in their own file.
        if (!decl || decl.getSourceFile() !== sf) continue;
        const { line } = sf.getLineAndCharacterOfPosition(decl.getStart(sf));
        own.push({ name: exported.name, key: keyOf(exported), line: line + 1 });
      }
      exportsOf.set(file, own);
    }

    const visit = (node) => {
      if ((ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) && node.moduleSpecifier) {
        const target = moduleFile(node.moduleSpecifier);
        if (target) {
          addImporter(target.file, file);
          const clause = ts.isImportDeclaration(node) ? node.importClause : undefined;
          if (ts.isExportDeclaration(node) && !node.exportClause) {
            // `export * from`: its uses are followed through the importers of this file.
          } else if (ts.isExportDeclaration(node) && node.exportClause && ts.isNamespaceExport(node.exportClause)) {
            useWholeModule(target.symbol, file);
          } else if (clause) {
            if (clause.name) useChain(checker.getSymbolAtLocation(clause.name), file);
            const bindings = clause.namedBindings;
            if (bindings && ts.isNamespaceImport(bindings)) useWholeModule(target.symbol, file);
            if (bindings && ts.isNamedImports(bindings)) {
              for (const element of bindings.elements) useChain(checker.getSymbolAtLocation(element.name), file);
            }
          }
          // A re-export (`export { x } from`) is an export of this file: it is used when this file's export is.
          if (ts.isExportDeclaration(node) && node.exportClause && ts.isNamedExports(node.exportClause)) {
            for (const element of node.exportClause.elements) {
              const local = checker.getSymbolAtLocation(element.name);
              const next = local && checker.getImmediateAliasedSymbol(local);
              if (next) useChain(next, file);
            }
          }
        }
      } else if (
        ts.isCallExpression(node) &&
        node.arguments.length > 0 &&
        ts.isStringLiteralLike(node.arguments[0]) &&
        (node.expression.kind === ts.SyntaxKind.ImportKeyword ||
          (ts.isPropertyAccessExpression(node.expression) &&
            ts.isIdentifier(node.expression.expression) &&
            node.expression.expression.text === 'vi' &&
            /^(mock|doMock|importActual)$/.test(node.expression.name.text)))
      ) {
        // A dynamic import (the router's screen loaders) or a module mocked by a test: the whole module is used.
        const target = moduleFile(node.arguments[0]);
        if (target) {
          addImporter(target.file, file);
          useWholeModule(target.symbol, file);
        }
      } else if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument)) {
        const target = moduleFile(node.argument.literal);
        if (target) {
          addImporter(target.file, file);
          useWholeModule(target.symbol, file);
        }
      }
      ts.forEachChild(node, visit);
    };
    visit(sf);
  }
}

const counts = (file, from) => from !== file && (!TESTS.test(from) || TEST_CODE.test(file) || isRoot(file));

// Exports the tests reach into, listed one by one with their reason (docs/decisions/029): a schema the schema test runs
// every seeded record through, a model rule unit-tested beside the function that uses it. A new one is a choice written
// down there, and an entry that no longer names such an export must go.
const ALLOWED_FILE = resolve(ROOT, 'scripts/exports-para-testes.txt');
const allowed = new Set(
  readFileSync(ALLOWED_FILE, 'utf8')
    .split('\n')
    .map((l) => l.replace(/#.*/, '').trim())
    .filter(Boolean),
);
const stillAllowed = new Set();

const unusedFiles = [];
const unusedExports = [];
for (const [file, own] of [...exportsOf].sort(([a], [b]) => a.localeCompare(b))) {
  if (isRoot(file) || !existsSync(resolve(ROOT, file))) continue;
  const importedBy = [...(importers.get(file) ?? [])].filter((from) => counts(file, from));
  if (importedBy.length === 0) {
    unusedFiles.push(file);
    continue;
  }
  for (const { name, key, line } of own) {
    const usedBy = [...(users.get(key) ?? [])].filter((from) => counts(file, from));
    if (usedBy.length > 0) continue;
    const byTests = [...(users.get(key) ?? [])].some((from) => from !== file);
    if (byTests && allowed.has(`${file}: ${name}`)) stillAllowed.add(`${file}: ${name}`);
    else unusedExports.push(`${file}:${line}: ${name}${byTests ? ' (used only by tests)' : ''}`);
  }
}
const stale = [...allowed].filter((entry) => !stillAllowed.has(entry));

if (unusedFiles.length > 0) {
  console.error(`Files nothing imports (outside the tests):\n${unusedFiles.map((f) => `  ${f}`).join('\n')}`);
}
if (unusedExports.length > 0) {
  console.error(
    `Exports nothing else uses (outside the tests) - delete them or drop \`export\`:\n${unusedExports.map((e) => `  ${e}`).join('\n')}`,
  );
}
if (stale.length > 0) {
  console.error(
    `Entries of scripts/exports-para-testes.txt that name no export used only by tests:\n${stale.map((e) => `  ${e}`).join('\n')}`,
  );
}
if (unusedFiles.length > 0 || unusedExports.length > 0 || stale.length > 0) {
  console.error(
    `${unusedFiles.length} file(s), ${unusedExports.length} export(s), ${stale.length} stale entr(ies) (docs/decisions/029).`,
  );
  process.exit(1);
}
