import os from 'node:os';
import { defineConfig } from 'vitest/config';
import { i18nCatalogs } from './apps/web/i18nCatalogs.ts';

// Files that need the database server: the server's, and the benchmark check that replays the server's routes.
const serverFiles = ['apps/server/src/**/*.test.ts', 'apps/server/test/**/*.test.ts', 'bench/**/*.test.ts'];

export default defineConfig({
  // The web's catalog parts (`catalogs/de.json?part=app`) as the app's build serves them, messages uncompiled.
  plugins: [i18nCatalogs()],
  test: {
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // Vitest's own default is one worker fewer than the cores: ONE on a 2-core CI machine, where the server
    // files, which spend most of their time waiting on PostgreSQL, then ran one at a time with a core idle.
    // `--maxWorkers=1` on the command line still runs one file at a time.
    maxWorkers: Math.max(2, os.availableParallelism()),
    // Three groups, so that each pays only for what it uses (docs/testing.md, "Vitest projects").
    projects: [
      {
        extends: true,
        test: {
          name: 'server',
          include: serverFiles,
          // Only these files start the embedded PostgreSQL and migrate the template database.
          globalSetup: ['apps/server/test/global-setup.ts'],
          // Isolated: each file in a fresh process. Without isolation (each worker importing the app once, some
          // 40 % of a file's time) two whole runs passed and a third failed in dashboard.cache.test.ts, whose
          // module-level dashboard cache another file's leftovers may empty (docs/testing.md, "The server
          // project without isolation"); isolation stays until that is settled.
          isolate: true,
        },
      },
      {
        extends: true,
        test: {
          name: 'web',
          include: ['apps/web/src/**/*.test.{ts,tsx}'],
          setupFiles: ['apps/web/src/test/testingLibraryTimeouts.ts'],
          deps: {
            optimizer: {
              // A screen test imported @tabler/icons-react's 6,000 icon modules one by one in every test file's
              // fresh process; bundled once into one file, they load in one read. Mantine bundled the same way
              // broke the dialogs' tests (two copies of its state), so it stays as npm installed it.
              client: {
                enabled: true,
                include: ['@tabler/icons-react'],
              },
            },
          },
        },
      },
      {
        extends: true,
        test: {
          name: 'node',
          include: ['packages/*/src/**/*.test.ts', 'apps/web/scripts/**/*.test.ts', 'scripts/**/*.test.ts'],
          // Pure rules and scripts: no module-level state a file changes, so one process per worker serves
          // every file instead of each file importing zod and the domain again in a fresh one.
          isolate: false,
        },
      },
    ],
  },
});
