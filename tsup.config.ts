// Builds the reusable domain core as ESM + CJS with type declarations (dist/core), and the servers (dist/server).
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
  {
    // The reference booking and content API, run by `npm run start:api` (and by the site's start).
    entry: { api: 'server/api/main.ts' },
    outDir: 'dist/server',
    format: ['cjs'],
    platform: 'node',
    target: 'node20',
    sourcemap: true,
    clean: true,
    splitting: false,
    outExtension: () => ({ js: '.cjs' }),
  },
]);
