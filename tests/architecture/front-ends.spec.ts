// The front-ends' rule (issue 11): the booking journey is one shared package (web/booking) that takes its
// configuration and reads none of the site's globals, and the kiosk (web/kiosk) and the widget (web/embed)
// run it through its entry (web/booking/booking-package.ts) without the site's stores, router, brand
// constant or analytics, and without each other. A kiosk team gets exactly what the site gets.
import * as fs from 'node:fs';
import * as path from 'node:path';
import ts from 'typescript';
import { moduleSpecifierOf } from './core-boundaries';

const webDir = path.resolve(__dirname, '../../web');

interface Import {
  file: string;
  /** The import resolved to a path under web/ without its extension ('stores/root.store'), or the package name. */
  target: string;
  typeOnly: boolean;
  /** import('…'): loaded on demand, in a chunk of its own. */
  dynamic: boolean;
}

function sourcesUnder(folder: string): string[] {
  const dir = path.join(webDir, folder);
  if (!fs.existsSync(dir)) return [];
  const files: string[] = [];
  const walk = (at: string): void => {
    for (const entry of fs.readdirSync(at, { withFileTypes: true })) {
      const full = path.join(at, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (/\.tsx?$/.test(entry.name) && !/\.(spec|test-kit)\.tsx?$/.test(entry.name)) files.push(full);
    }
  };
  walk(dir);
  return files;
}

function importsOf(file: string): Import[] {
  const text = fs.readFileSync(file, 'utf8');
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.ES2022, true, file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const found: Import[] = [];
  const visit = (node: ts.Node): void => {
    const specifier = moduleSpecifierOf(node);
    if (specifier !== null) {
      const typeOnly =
        (ts.isImportDeclaration(node) && node.importClause?.isTypeOnly === true) || (ts.isExportDeclaration(node) && node.isTypeOnly) || ts.isImportTypeNode(node);
      const target = specifier.startsWith('.')
        ? path.relative(webDir, path.resolve(path.dirname(file), specifier)).replace(/\.(tsx?|js)$/, '')
        : specifier;
      const dynamic = ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword;
      found.push({ file: path.relative(webDir, file), target, typeOnly, dynamic });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** The site's own modules: its stores, router and entry, its brand constant, its booking tile and its dataLayer. */
const SITE_ONLY = [/^stores\//, /^routes$/, /^client$/, /^loader-client$/, /^tiles\/booking-config$/, /^tiles\/booking-widget$/, /^layout\/data-layer\.analytics$/, /^react-router/];

/** The web/ modules `entry` reaches through imports that stay in the bundle (not type-only, not dynamic), with the packages they import. */
function reachableFrom(entry: string): { modules: Set<string>; packages: Map<string, string> } {
  const modules = new Set<string>();
  const packages = new Map<string, string>();
  const resolve = (target: string): string | null => {
    for (const candidate of [`${target}.ts`, `${target}.tsx`, `${target}/index.ts`]) if (fs.existsSync(path.join(webDir, candidate))) return candidate;
    return null;
  };
  const visit = (module: string): void => {
    if (modules.has(module)) return;
    modules.add(module);
    for (const i of importsOf(path.join(webDir, module))) {
      if (i.typeOnly || i.dynamic) continue;
      const file = resolve(i.target);
      if (file !== null) visit(file);
      else if (!packages.has(i.target)) packages.set(i.target, i.file);
    }
  };
  visit(entry);
  return { modules, packages };
}

function offences(folder: string, rule: (i: Import) => string | null): string[] {
  return sourcesUnder(folder).flatMap((file) => importsOf(file).flatMap((i) => rule(i) ?? []));
}

describe('front-ends and the shared booking package', () => {
  it('given web/booking, then it imports none of the site-only modules (its settings come in as BookingSettings)', () => {
    expect(sourcesUnder('booking').length).toBeGreaterThan(10);
    const found = offences('booking', (i) => (SITE_ONLY.some((re) => re.test(i.target)) || /^(kiosk|embed)\//.test(i.target) ? `${i.file} imports ${i.target}` : null));
    expect(found).toEqual([]);
  });

  it.each(['kiosk', 'embed'])('given web/%s, then it runs the journey through booking-package alone, without the site-only modules or the other front-end', (folder) => {
    expect(sourcesUnder(folder).length).toBeGreaterThan(0);
    const other = folder === 'kiosk' ? 'embed' : 'kiosk';
    const found = offences(folder, (i) => {
      if (SITE_ONLY.some((re) => re.test(i.target))) return `${i.file} imports the site's ${i.target}`;
      if (i.target.startsWith(`${other}/`)) return `${i.file} imports the ${other}'s ${i.target}`;
      if (i.target.startsWith('booking/') && i.target !== 'booking/booking-package' && !i.typeOnly) return `${i.file} reaches into ${i.target}: use booking/booking-package`;
      return null;
    });
    expect(found).toEqual([]);
  });

  // The widget's budget (80 KB gzipped for a booking, issue 11): react-router is about 12 KB of it, and it once
  // came in unseen through a shared form's page-post hook (web/stores/posted-form.tsx).
  it.each(['booking/booking-package.ts', 'embed/widget-app.tsx'])('given everything %s loads, then no router is among it', (entry) => {
    const { modules, packages } = reachableFrom(entry);
    expect(modules.size).toBeGreaterThan(20);
    expect(modules.has('tiles/group-booking-form.tsx')).toBe(true);
    const routers = [...packages].filter(([name]) => /^react-router/.test(name)).map(([name, file]) => `${file} imports ${name}`);
    expect(routers).toEqual([]);
  });

  it('given a kiosk file importing the site store, then the rule names it (the check can fail)', () => {
    const rule = (target: string) => SITE_ONLY.some((re) => re.test(target));
    expect(rule('stores/store-context')).toBe(true);
    expect(rule('tiles/booking-config')).toBe(true);
    expect(rule('booking/booking-package')).toBe(false);
  });
});
