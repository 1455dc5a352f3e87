// Finds what would stop core/ from being reused on its own: imports from outer layers, Node built-ins,
// other packages than dayjs (and class-validator, in core/dto only), DOM or Node globals, and hidden time or
// randomness. core/dto is the one place class-validator may load: nothing else in core imports it or core/dto,
// so a browser bundling @tavola/core or @tavola/core/validation never carries it.
import * as path from 'node:path';
import ts from 'typescript';

export interface SourceFile {
  /** Absolute path. */
  path: string;
  text: string;
}

export interface Violation {
  file: string;
  line: number;
  rule: string;
  detail: string;
}

const ALLOWED_PACKAGES = [/^dayjs$/, /^dayjs\/plugin\/[\w-]+(\.js)?$/];

/** The class-validator bridge (the package's '@tavola/core/dto' subpath), relative to core/. */
export const DTO_FOLDER = 'dto';

/** Packages only the bridge may import. */
const DTO_ONLY_PACKAGES = [/^class-validator(\/.*)?$/];

/** Globals a browser or Node provides that core must reach only through ports. */
export const FORBIDDEN_GLOBALS = new Set([
  'window', 'document', 'navigator', 'localStorage', 'sessionStorage', 'location', 'history', 'self',
  'fetch', 'XMLHttpRequest', 'WebSocket', 'setTimeout', 'setInterval', 'clearTimeout', 'clearInterval',
  'requestAnimationFrame', 'process', 'Buffer', 'require', 'module', '__dirname', '__filename',
  'global', 'crypto', 'performance', 'URL', 'URLSearchParams', 'TextEncoder', 'TextDecoder', 'atob', 'btoa',
]);

export function findCoreViolations(coreDir: string, files: SourceFile[]): Violation[] {
  const violations: Violation[] = [];
  for (const file of files) {
    const source = ts.createSourceFile(file.path, file.text, ts.ScriptTarget.ES2022, true, ts.ScriptKind.TS);
    const declared = collectDeclaredNames(source);
    const report = (node: ts.Node, rule: string, detail: string) =>
      violations.push({
        file: path.relative(coreDir, file.path),
        line: source.getLineAndCharacterOfPosition(node.getStart()).line + 1,
        rule,
        detail,
      });

    const inDto = isUnder(coreDir, file.path, DTO_FOLDER);
    const visit = (node: ts.Node): void => {
      const specifier = moduleSpecifierOf(node);
      if (specifier !== null) checkSpecifier(coreDir, file.path, inDto, specifier, node, report);

      if (ts.isIdentifier(node) && FORBIDDEN_GLOBALS.has(node.text) && isFreeReference(node) && !declared.has(node.text)) {
        report(node, 'global', `uses the global '${node.text}'`);
      }
      if (ts.isPropertyAccessExpression(node) && ts.isIdentifier(node.expression)) {
        const owner = node.expression.text;
        const member = node.name.text;
        if (owner === 'Date' && member === 'now') report(node, 'clock', 'reads Date.now(): take the time from ClockPort');
        if (owner === 'Math' && member === 'random') report(node, 'random', 'calls Math.random(): use IdGeneratorPort');
        if (owner === 'globalThis') report(node, 'global', `reaches globalThis.${member}`);
      }
      if (ts.isNewExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === 'Date' && (node.arguments?.length ?? 0) === 0) {
        report(node, 'clock', 'calls new Date() without a value: take the time from ClockPort');
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return violations;
}

export function moduleSpecifierOf(node: ts.Node): string | null {
  if ((ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier)) {
    return node.moduleSpecifier.text;
  }
  if (ts.isCallExpression(node)) {
    const isDynamicImport = node.expression.kind === ts.SyntaxKind.ImportKeyword;
    const isRequire = ts.isIdentifier(node.expression) && node.expression.text === 'require';
    const [first] = node.arguments;
    if ((isDynamicImport || isRequire) && first && ts.isStringLiteralLike(first)) return first.text;
  }
  if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument) && ts.isStringLiteral(node.argument.literal)) {
    return node.argument.literal.text;
  }
  return null;
}

function checkSpecifier(
  coreDir: string,
  filePath: string,
  inDto: boolean,
  specifier: string,
  node: ts.Node,
  report: (node: ts.Node, rule: string, detail: string) => void,
): void {
  if (specifier.startsWith('.')) {
    const target = path.resolve(path.dirname(filePath), specifier);
    const relative = path.relative(coreDir, target);
    if (relative.startsWith('..') || path.isAbsolute(relative)) {
      report(node, 'layer', `imports '${specifier}', outside core/`);
    } else if (!inDto && isUnder(coreDir, target, DTO_FOLDER)) {
      report(node, 'class-validator', `imports '${specifier}': only core/${DTO_FOLDER} may reach the class-validator bridge`);
    }
    return;
  }
  if (specifier.startsWith('node:') || NODE_BUILTINS.has(specifier.split('/')[0] as string)) {
    report(node, 'node-builtin', `imports the Node built-in '${specifier}'`);
    return;
  }
  if (DTO_ONLY_PACKAGES.some((allowed) => allowed.test(specifier))) {
    if (!inDto) report(node, 'class-validator', `imports '${specifier}': only core/${DTO_FOLDER} may import class-validator`);
    return;
  }
  if (!ALLOWED_PACKAGES.some((allowed) => allowed.test(specifier))) {
    report(node, 'package', `imports '${specifier}': core may import only dayjs (and class-validator in core/${DTO_FOLDER})`);
  }
}

/** Whether `target` (a file or a module path without extension) is `folder` of core/ or inside it. */
function isUnder(coreDir: string, target: string, folder: string): boolean {
  const relative = path.relative(path.join(coreDir, folder), target);
  return relative === '' || (!relative.startsWith('..') && !path.isAbsolute(relative));
}

/** Identifiers used as values or types, not as property names, keys or declarations. */
function isFreeReference(node: ts.Identifier): boolean {
  const parent = node.parent;
  if (ts.isPropertyAccessExpression(parent) && parent.name === node) return false;
  if (ts.isQualifiedName(parent) && parent.right === node) return false;
  if ((ts.isPropertyAssignment(parent) || ts.isPropertyDeclaration(parent) || ts.isPropertySignature(parent) ||
    ts.isMethodDeclaration(parent) || ts.isMethodSignature(parent) || ts.isGetAccessor(parent) || ts.isSetAccessor(parent) ||
    ts.isEnumMember(parent) || ts.isBindingElement(parent)) && parent.name === node) return false;
  if (ts.isShorthandPropertyAssignment(parent)) return true;
  return true;
}

function collectDeclaredNames(source: ts.SourceFile): Set<string> {
  const names = new Set<string>();
  const visit = (node: ts.Node): void => {
    if ((ts.isVariableDeclaration(node) || ts.isParameter(node) || ts.isFunctionDeclaration(node) ||
      ts.isClassDeclaration(node) || ts.isImportSpecifier(node) || ts.isImportClause(node) ||
      ts.isNamespaceImport(node) || ts.isBindingElement(node)) && node.name && ts.isIdentifier(node.name)) {
      names.add(node.name.text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return names;
}

const NODE_BUILTINS = new Set([
  'assert', 'async_hooks', 'buffer', 'child_process', 'cluster', 'console', 'constants', 'crypto', 'dgram',
  'diagnostics_channel', 'dns', 'domain', 'events', 'fs', 'http', 'http2', 'https', 'inspector', 'module', 'net',
  'os', 'path', 'perf_hooks', 'process', 'punycode', 'querystring', 'readline', 'repl', 'stream', 'string_decoder',
  'sys', 'timers', 'tls', 'trace_events', 'tty', 'url', 'util', 'v8', 'vm', 'wasi', 'worker_threads', 'zlib',
]);
