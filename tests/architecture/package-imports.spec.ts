// The packages are used by name: the site, the API, the adapters and the tests import @tavola/core and
// @tavola/adapters exactly as a kiosk team would, so whatever the site needs is in what the packages export.
import * as fs from 'node:fs';
import * as path from 'node:path';
import ts from 'typescript';
import { findImportViolations, type PackageRules } from './package-imports';

const root = path.resolve(__dirname, '../..');

interface Manifest {
  name: string;
  exports: Record<string, unknown>;
}

function manifest(dir: string): Manifest {
  return JSON.parse(fs.readFileSync(path.join(root, dir, 'package.json'), 'utf8')) as Manifest;
}

const core = manifest('core');
const adapters = manifest('adapters');
const codeSubpaths = (m: Manifest) => Object.keys(m.exports).filter((subpath) => subpath !== './package.json');

const rules: PackageRules = {
  root,
  packages: {
    [core.name]: { dir: 'core', subpaths: codeSubpaths(core) },
    [adapters.name]: { dir: 'adapters', subpaths: codeSubpaths(adapters) },
  },
};

function sources(dir: string): { path: string; text: string }[] {
  const files: { path: string; text: string }[] = [];
  const walk = (current: string): void => {
    for (const entry of fs.readdirSync(current, { withFileTypes: true })) {
      const full = path.join(current, entry.name);
      if (entry.isDirectory()) {
        // tests/build/consumer is a stranger's project, type-checked against the packed packages: its deep
        // import is there on purpose, to prove the package refuses it.
        if (entry.name !== 'node_modules' && entry.name !== 'dist' && path.relative(root, full) !== 'tests/build/consumer') walk(full);
      } else if (/\.(ts|tsx|mts|cts)$/.test(entry.name)) {
        files.push({ path: full, text: fs.readFileSync(full, 'utf8') });
      }
    }
  };
  walk(path.join(root, dir));
  return files;
}

describe('the packages are imported by name', () => {
  it.each(['web', 'server', 'adapters', 'tests'])('given every source file in %s/, then none reaches into a package by a relative path or an unexported subpath', (dir) => {
    const files = sources(dir);
    expect(files.length).toBeGreaterThan(10);
    expect(files.flatMap((file) => findImportViolations(rules, file))).toEqual([]);
  });

  it("given tsconfig's paths, then they map exactly the subpaths the packages export, each to a source that exists", () => {
    const config = ts.readConfigFile(path.join(root, 'tsconfig.json'), ts.sys.readFile).config as {
      compilerOptions: { paths: Record<string, string[]> };
    };
    const mapped = Object.keys(config.compilerOptions.paths).sort();
    const exported = Object.entries(rules.packages)
      .flatMap(([name, pkg]) => pkg.subpaths.map((subpath) => (subpath === '.' ? name : `${name}/${subpath.slice(2)}`)))
      .sort();
    expect(mapped).toEqual(exported);
    for (const [specifier, [source]] of Object.entries(config.compilerOptions.paths)) {
      expect({ specifier, exists: fs.existsSync(path.join(root, String(source))) }).toEqual({ specifier, exists: true });
    }
  });

  it("given each export of a package, then it points into the package's dist with ESM and CommonJS types", () => {
    for (const m of [core, adapters]) {
      for (const [subpath, target] of Object.entries(m.exports)) {
        if (subpath === './package.json') continue;
        expect(target).toEqual({
          import: { types: expect.stringMatching(/^\.\/dist\/.+\.d\.mts$/), default: expect.stringMatching(/^\.\/dist\/.+\.mjs$/) },
          require: { types: expect.stringMatching(/^\.\/dist\/.+\.d\.ts$/), default: expect.stringMatching(/^\.\/dist\/.+\.cjs$/) },
        });
      }
    }
  });

  describe('the checker itself', () => {
    const file = (relativePath: string, text: string) => ({ path: path.join(root, relativePath), text });

    it.each([
      ['web/pages/a.tsx', "import { BOOKING } from '../../core/constants';", 'relative-into-package'],
      ['server/site/a.ts', "export * from '../../core/booking/booking-journey';", 'relative-into-package'],
      ['tests/api/a.spec.ts', "const core = require('../../core');", 'relative-into-package'],
      ['web/a.tsx', "const lazy = () => import('../adapters/http/axios-booking.api');", 'relative-into-package'],
      ['web/a.tsx', "import { readAnswer } from '@tavola/core/booking/booking-journey';", 'unexported-subpath'],
      ['web/a.tsx', "import { AxiosBookingApi } from '@tavola/adapters/http';", 'unexported-subpath'],
      ['adapters/http/a.ts', "import { layout } from '../../web/stores/layout.store';", 'outer-layer'],
      ['adapters/http/a.ts', "import { BOOKING } from '../../core/constants';", 'relative-into-package'],
    ])('given %s with %s, then it is refused as %s', (where, text, rule) => {
      expect(findImportViolations(rules, file(where, text)).map((v) => v.rule)).toEqual([rule]);
    });

    it.each([
      ['web/a.tsx', "import { BOOKING } from '@tavola/core/constants';"],
      ['web/a.tsx', "import { errorMessage } from '@tavola/core';"],
      ['server/a.ts', "import { createNodeAgents } from '@tavola/adapters/node';"],
      ['adapters/http/a.ts', "import { readAnswer } from './answer-readers';"],
      ['web/a.tsx', "import { Modal } from '../layout/modal';"],
    ])('given %s with %s, then it passes', (where, text) => {
      expect(findImportViolations(rules, file(where, text))).toEqual([]);
    });
  });
});
