// Builds the reusable domain core as ESM + CJS with type declarations (dist/core).
import { defineConfig } from 'tsup';

export default defineConfig([
  {
    entry: { index: 'core/index.ts' },
    outDir: 'dist/core',
    format: ['esm', 'cjs'],
    dts: { compilerOptions: { composite: false, ignoreDeprecations: '6.0' } },
    tsconfig: 'core/tsconfig.json',
    target: 'node20',
    platform: 'neutral',
    sourcemap: true,
    clean: true,
    splitting: false,
    // class-validator and dayjs stay dependencies of the consumer, not bundled copies.
    external: ['class-validator', 'dayjs'],
    outExtension: ({ format }) => ({ js: format === 'cjs' ? '.cjs' : '.mjs' }),
  },
]);
