import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { leafKeys } from './keys';

// The browser starts with the frame's English only (shell.ts); every other area's comes with
// the code that draws it (a feature's strings.ts, calling addEnglish). A word drawn by code
// whose chunk does not bring its area would show as its key, and differ from the server's
// render. These tests read the code as the bundler does: each chunk is a module loaded by
// import() (or the entry, main.tsx) with everything it imports statically.

const WEB = fileURLToPath(new URL('..', import.meta.url));
const CORE = fileURLToPath(new URL('../../../core/src', import.meta.url));
const MAIN = path.join(WEB, 'main.tsx');
const SHELL = path.join(WEB, 'i18n', 'shell.ts');

/** Each English catalog file with its keys. */
const catalogs = fs
  .readdirSync(WEB, { recursive: true, encoding: 'utf8' })
  .filter((file) => /(^|\/)([\w.-]+\.)?en\.json$/.test(file))
  .map((file) => ({
    file: path.join(WEB, file),
    keys: leafKeys(JSON.parse(fs.readFileSync(path.join(WEB, file), 'utf8'))),
  }));
const catalogFiles = new Set(catalogs.map(({ file }) => file));
const topLevel = new Set(catalogs.flatMap(({ keys }) => keys.map((key) => key.split('.')[0])));

/** The catalogs holding a key ('nav.unread' for nav.unread_one) or, for a prefix, keys under it. */
function ownersOf({ key, prefix }: KeyUse): string[] {
  const owns = (leaf: string) =>
    prefix ? leaf.startsWith(key) : leaf === key || /^[._]/.test(leaf.slice(key.length));
  return catalogs
    .filter(({ keys }) => keys.some((leaf) => leaf.startsWith(key) && owns(leaf)))
    .map(({ file }) => file);
}

interface KeyUse {
  key: string;
  /** From a template literal: `feed.sort.${key}` uses whatever is under 'feed.sort.'. */
  prefix: boolean;
}

interface ModuleInfo {
  imports: string[];
  dynamicImports: string[];
  keys: KeyUse[];
  callsAddEnglish: boolean;
}

function resolve(from: string, specifier: string): string | undefined {
  const base = specifier.startsWith('.')
    ? path.resolve(path.dirname(from), specifier)
    : specifier.startsWith('@core/')
      ? path.join(CORE, specifier.slice('@core/'.length))
      : undefined;
  if (!base) return undefined;
  return [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`].find(
    (file) => fs.existsSync(file) && fs.statSync(file).isFile(),
  );
}

const modules = new Map<string, ModuleInfo>();

function read(file: string): ModuleInfo {
  const known = modules.get(file);
  if (known) return known;
  const info: ModuleInfo = { imports: [], dynamicImports: [], keys: [], callsAddEnglish: false };
  modules.set(file, info);
  if (!/\.tsx?$/.test(file)) return info;
  const text = fs.readFileSync(file, 'utf8');
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const scanKeys = file.startsWith(WEB);
  const keyText = (text: string, prefix: boolean) => {
    const shape = prefix ? /^\w+(\.\w+)*\.$/ : /^\w+(\.\w+)+$/;
    if (scanKeys && shape.test(text) && topLevel.has(text.split('.')[0]!)) {
      info.keys.push({ key: text, prefix });
    }
  };
  // Translates the shared schemas' message keys (errors.*), named by value, not by literal.
  if (scanKeys && text.includes('VALIDATION_MESSAGE_PARAMS')) keyText('errors.', true);
  const visit = (node: ts.Node): void => {
    if (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) {
      const typeOnly = ts.isImportDeclaration(node)
        ? node.importClause?.isTypeOnly
        : node.isTypeOnly;
      const specifier = node.moduleSpecifier;
      const target = specifier && ts.isStringLiteral(specifier) && resolve(file, specifier.text);
      if (target && !typeOnly) info.imports.push(target);
      return;
    }
    if (ts.isCallExpression(node)) {
      const [argument] = node.arguments;
      if (node.expression.kind === ts.SyntaxKind.ImportKeyword && argument) {
        const target = ts.isStringLiteral(argument) && resolve(file, argument.text);
        if (target) info.dynamicImports.push(target);
        return;
      }
      if (ts.isIdentifier(node.expression) && node.expression.text === 'addEnglish') {
        info.callsAddEnglish = true;
      }
    }
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) {
      keyText(node.text, false);
    } else if (ts.isTemplateExpression(node)) keyText(node.head.text, true);
    ts.forEachChild(node, visit);
  };
  visit(source);
  return info;
}

/** A module and everything it imports statically: what loads with it. */
function graph(root: string): Set<string> {
  const seen = new Set<string>();
  const stack = [root];
  for (let file = stack.pop(); file; file = stack.pop()) {
    if (seen.has(file)) continue;
    seen.add(file);
    stack.push(...read(file).imports);
  }
  return seen;
}

const entry = graph(MAIN);

/** Every import() the app can reach: the module that asks, and what it loads. */
function dynamicImports(): { from: string; target: string }[] {
  const found: { from: string; target: string }[] = [];
  const roots = [MAIN];
  const visited = new Set<string>();
  for (let root = roots.pop(); root; root = roots.pop()) {
    if (visited.has(root)) continue;
    visited.add(root);
    for (const from of graph(root)) {
      for (const target of read(from).dynamicImports) {
        found.push({ from, target });
        roots.push(target);
      }
    }
  }
  return found;
}

const name = (file: string) => path.relative(WEB, file);

/** Catalogs whose words the code of `drawn` uses and `loaded` lacks: 'file: catalog'. */
function missingWords(drawn: Set<string>, loaded: Set<string>): string[] {
  const missing = new Set<string>();
  for (const file of drawn) {
    for (const use of read(file).keys) {
      const owners = ownersOf(use);
      if (owners.length > 0 && !owners.some((owner) => loaded.has(owner))) {
        missing.add(`${name(file)}: ${owners.map(name).join(' or ')}`);
      }
    }
  }
  return [...missing].sort();
}

describe('English with the code that draws it', () => {
  it('starts the app with the shell catalogs only, holding every word the entry draws', () => {
    const inEntry = [...entry].filter((file) => catalogFiles.has(file)).map(name);
    expect(inEntry.sort()).toEqual(
      read(SHELL)
        .imports.filter((f) => catalogFiles.has(f))
        .map(name)
        .sort(),
    );
    expect(missingWords(entry, entry)).toEqual([]);
  });

  it('brings every word a lazily loaded chunk draws, with it or with the code that loads it', () => {
    const missing = dynamicImports().flatMap(({ from, target }) => {
      const drawn = graph(target);
      const loaded = new Set([...entry, ...graph(from), ...drawn]);
      return missingWords(drawn, loaded).map((word) => `${name(target)} < ${word}`);
    });
    expect([...new Set(missing)]).toEqual([]);
  });

  it('registers every catalog the browser loads (shell.ts, else addEnglish)', () => {
    const browser = new Set(
      [entry, ...dynamicImports().map(({ target }) => graph(target))].flatMap((g) => [...g]),
    );
    const unregistered = [...browser].filter(
      (file) =>
        file !== SHELL &&
        read(file).imports.some((target) => catalogFiles.has(target)) &&
        !read(file).callsAddEnglish,
    );
    expect(unregistered.map(name)).toEqual([]);
  });
});
