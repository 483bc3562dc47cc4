import { defineConfig } from '@playwright/test';

// A port per run unless E2E_PORT is given, so two runs on one machine do not collide. The runner sets it in
// its environment before starting workers, which inherit it and so agree on the address.
process.env.E2E_PORT ??= String(3200 + (process.pid % 700));
const port = Number(process.env.E2E_PORT);
export const baseURL = `http://127.0.0.1:${port}`;

export default defineConfig({
  testDir: './specs',
  outputDir: './test-results',
  timeout: 30_000,
  expect: { timeout: 10_000 },
  fullyParallel: true,
  workers: 2,
  // One more attempt everywhere, not only where CI is set: on a shared two-core machine a test can run out of
  // time once. The report still names it flaky, and a test that fails twice fails the run.
  retries: 1,
  // The json report is what `npm run test:slowest` reads to list the slowest specs (docs/testing.md).
  reporter: [['list'], ['json', { outputFile: '../test-results/playwright.json' }]],
  use: {
    baseURL,
    viewport: { width: 1440, height: 900 },
    // The screens follow the browser's language until a user's preference applies: the specs read English.
    locale: 'en-US',
    screenshot: 'only-on-failure',
    // Recording a trace (a screencast and the page's DOM at every step) doubled a spec's CPU time and made its
    // tests two to three times as long (docs/testing.md): only the retry of a failed test records one. The failed
    // attempt still leaves its screenshot and error context (the page's accessibility tree at the failure).
    trace: 'on-first-retry',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking'],
    },
  },
  webServer: {
    command: 'node scripts/start-test-server.mjs',
    url: `${baseURL}/api/1/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'pipe',
    gracefulShutdown: { signal: 'SIGTERM', timeout: 15_000 },
  },
});
