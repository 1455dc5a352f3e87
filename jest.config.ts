// One jest run for the whole repository. Core coverage is held to 95 % lines and branches.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { Config } from 'jest';
import ts from 'typescript';

const swc: [string, Record<string, unknown>] = [
  '@swc/jest',
  {
    jsc: {
      target: 'es2022',
      parser: { syntax: 'typescript', tsx: true, decorators: true },
      // class-validator uses legacy decorators; no decorator metadata is emitted (as with esbuild).
      transform: { legacyDecorator: true, decoratorMetadata: false, react: { runtime: 'automatic' } },
    },
    module: { type: 'commonjs' },
  },
];

// Inside the repository @tavola/core and @tavola/adapters resolve to their sources, subpath by subpath, exactly
// as tsconfig's paths map them (tests/architecture checks that tsconfig, jest and the package exports agree).
const tsconfig = ts.readConfigFile(join(__dirname, 'tsconfig.json'), ts.sys.readFile).config as {
  compilerOptions: { paths: Record<string, string[]> };
};
const workspacePackages = Object.fromEntries(
  Object.entries(tsconfig.compilerOptions.paths).map(([specifier, [source]]) => [
    `^${specifier.replace(/[/.]/g, '\\$&')}$`,
    `<rootDir>/${String(source).replace(/^\.\//, '')}`,
  ]),
);

const config: Config = {
  testEnvironment: 'node',
  roots: ['core', 'adapters', 'web', 'server', 'tests'].filter((dir) => existsSync(join(__dirname, dir))).map((dir) => `<rootDir>/${dir}`),
  testMatch: ['**/*.spec.ts', '**/*.spec.tsx'],
  // A test on a busy two-core machine may wait for a PGlite start (3–4 s alone) or a jsdom render behind
  // other workers; jest's 5 s default fails such a test for the machine's load, not for its behaviour.
  testTimeout: 60_000,
  // Component tests opt into jsdom with a `@jest-environment jsdom` docblock.
  setupFilesAfterEnv: ['<rootDir>/tests/support/jest-setup.ts'],
  transform: { '^.+\\.(t|j)sx?$': swc },
  // inversify 8 ships ES modules only: jest runs it through swc like our own code.
  transformIgnorePatterns: ['/node_modules/(?!(inversify|@inversifyjs)/)'],
  moduleNameMapper: workspacePackages,
  // The packages' built output is for the packaging test's tarballs, never for jest's module map.
  modulePathIgnorePatterns: ['<rootDir>/core/dist/', '<rootDir>/adapters/dist/'],
  moduleFileExtensions: ['ts', 'tsx', 'js', 'mjs', 'cjs', 'json'],
  collectCoverageFrom: ['core/**/*.ts', '!core/dist/**', '!core/**/testing/**', '!core/**/*.d.ts', '!core/**/*.spec.ts', '!core/**/index.ts', '!core/**/*.port.ts'],
  coverageReporters: ['text-summary', 'lcov'],
  coverageThreshold: {
    global: {},
    './core/': { lines: 95, branches: 95, functions: 95, statements: 95 },
  },
};

export default config;
