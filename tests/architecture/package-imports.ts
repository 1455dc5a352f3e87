// Finds imports that would give the site something a kiosk team cannot have: a relative path into core/
// or adapters/ instead of the package name, a subpath the package does not export, or an adapter that
// reaches up into the web or server layers.
import * as path from 'node:path';
import ts from 'typescript';

export interface PackageRules {
  /** Repository root. */
  root: string;
  /** Each workspace package: its folder and the subpaths its package.json exports ('.', './booking', ...). */
  packages: Record<string, { dir: string; subpaths: readonly string[] }>;
}

export interface ImportViolation {
  file: string;
  specifier: string;
  rule: 'relative-into-package' | 'unexported-subpath' | 'outer-layer';
}

const OUTER_LAYERS = ['web', 'server'];

/** The violations in one file outside the packages' own folders (web/, server/, tests/) or inside adapters/. */
export function findImportViolations(rules: PackageRules, file: { path: string; text: string }): ImportViolation[] {
  const violations: ImportViolation[] = [];
  const relativeFile = path.relative(rules.root, file.path);
  const home = Object.entries(rules.packages).find(([, pkg]) => isInside(relativeFile, pkg.dir));
  for (const { fileName: specifier } of ts.preProcessFile(file.text, true, true).importedFiles) {
    const report = (rule: ImportViolation['rule']) => violations.push({ file: relativeFile, specifier, rule });
    if (specifier.startsWith('.')) {
      const target = path.relative(rules.root, path.resolve(path.dirname(file.path), specifier));
      const into = Object.values(rules.packages).find((pkg) => isInside(target, pkg.dir));
      if (into !== undefined && into !== home?.[1]) report('relative-into-package');
      if (home !== undefined && OUTER_LAYERS.some((layer) => isInside(target, layer))) report('outer-layer');
      continue;
    }
    const name = Object.keys(rules.packages).find((pkg) => specifier === pkg || specifier.startsWith(`${pkg}/`));
    if (name === undefined) continue;
    const subpath = specifier === name ? '.' : `./${specifier.slice(name.length + 1)}`;
    if (!rules.packages[name]?.subpaths.includes(subpath)) report('unexported-subpath');
  }
  return violations;
}

function isInside(relativePath: string, dir: string): boolean {
  return relativePath === dir || relativePath.startsWith(`${dir}/`);
}
