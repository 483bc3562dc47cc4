import os from 'node:os';
import { defineConfig } from 'vitest/config';
import { i18nCatalogs } from './apps/web/i18nCatalogs.ts';

export default defineConfig({
  // The web's catalog parts (`catalogs/de.json?part=app`) as the app's build serves them, messages uncompiled.
  plugins: [i18nCatalogs()],
  test: {
    include: [
      'packages/*/src/**/*.test.ts',
      'apps/server/src/**/*.test.ts',
      'apps/server/test/**/*.test.ts',
      'apps/web/src/**/*.test.{ts,tsx}',
      'apps/web/scripts/**/*.test.ts',
      'bench/**/*.test.ts',
      'scripts/**/*.test.ts',
    ],
    globalSetup: ['apps/server/test/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // Vitest's own default is one worker fewer than the cores: ONE on a 2-core CI machine, where the server
    // files, which spend most of their time waiting on PostgreSQL, then ran one at a time with a core idle.
    // `--maxWorkers=1` on the command line still runs one file at a time.
    maxWorkers: Math.max(2, os.availableParallelism()),
  },
});
