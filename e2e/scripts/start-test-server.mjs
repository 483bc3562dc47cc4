// Starts the real server for the end-to-end tests as production runs it: the compiled build (`npm run
// test:e2e` builds it first), a fresh embedded database in a temporary folder, a known admin, no demo data
// (each spec makes the records it needs).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');
const serverDir = path.join(root, 'apps/server');
const entry = path.join(serverDir, 'dist/main.js');
if (!fs.existsSync(entry)) {
  console.error(`${entry} is missing: run \`npm run build\` first (\`npm run test:e2e\` does).`);
  process.exit(1);
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shipdesk-e2e-'));
fs.chmodSync(dataDir, 0o755);

/**
 * Starts a local stand-in for an outside service (a script under apps/server/test) and answers the address it
 * prints as `NAME=value`; it stops when this script does.
 */
async function startStandIn(script, name, env = {}) {
  const standIn = spawn(process.execPath, ['--import', 'tsx', path.join(serverDir, 'test', script)], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'inherit'],
    env: { ...process.env, ...env },
  });
  process.on('exit', () => standIn.kill());
  return new Promise((resolve, reject) => {
    let out = '';
    standIn.stdout.on('data', (chunk) => {
      out += chunk;
      const found = new RegExp(`${name}=(\\S+)`).exec(out);
      if (found) resolve(found[1]);
    });
    standIn.on('exit', (code) => reject(new Error(`The ${script} stand-in stopped (${code})`)));
  });
}

const port = Number(process.env.E2E_PORT ?? '3111');
// The three stand-ins start side by side: each compiles its TypeScript first, seconds on a busy machine.
const [aiBaseUrl, smtpUrl, fxFeedUrl] = await Promise.all([
  // The AI helper talks to a stand-in that speaks the OpenAI-compatible protocol (apps/server/test/ai-server.ts).
  startStandIn('ai-server.ts', 'AI_BASE_URL'),
  // E-mail goes to a real local SMTP server (apps/server/test/smtp-server.ts); the specs read what it received
  // at its mailbox, E2E_PORT + 1 (see e2e/support/mailbox.ts).
  startStandIn('smtp-server.ts', 'SMTP_URL', { MAILBOX_PORT: String(port + 1) }),
  // Exchange rates come from a local stand-in for the ECB serving its recorded daily file
  // (apps/server/test/ecb-feed-server.ts), never from the real feed.
  startStandIn('ecb-feed-server.ts', 'FX_FEED_URL'),
]);

const child = spawn(process.execPath, ['--enable-source-maps', entry], {
  cwd: serverDir,
  stdio: 'inherit',
  env: {
    ...process.env,
    DATABASE_URL: '',
    DATA_DIR: dataDir,
    PORT: String(port),
    ADMIN_EMAIL: 'admin@example.com',
    ADMIN_PASSWORD: 'e2e-admin-password',
    DEMO_DATA: '0',
    LOG_LEVEL: 'warn',
    AI_BASE_URL: aiBaseUrl,
    AI_API_KEY: 'sk-stand-in-secret-key',
    SMTP_URL: smtpUrl,
    SMTP_FROM: 'ShipDesk <desk@shipdesk.test>',
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    FX_FEED_URL: fxFeedUrl,
    // Stored secrets (webhook signing, identity providers' client secrets) need a key: with one, the screens
    // that keep secrets are walked as administrators see them in production.
    SECRET_KEY: 'e2e-secret-key-0123456789abcdef0123456789',
    // Two browsers and this server share two cores: a slow moment must not turn a test's request into a 503
    // (shedding load has its own test, apps/server/src/platform/load-shedding.test.ts).
    OVERLOAD_EVENT_LOOP_DELAY_MS: '0',
    // A stream learns its session ended at the next heartbeat: a second instead of 25 s, so the sign-out spec
    // (live-updates.spec.ts) does not sit waiting.
    LIVE_HEARTBEAT_MS: '1000',
    // The database lives in a temporary folder deleted when the run ends: a commit need not wait for the disk
    // (every session of the server's pool starts with this setting; `pg` reads PGOPTIONS).
    PGOPTIONS: '-c synchronous_commit=off',
  },
});
// Playwright signals the whole process group, so the server usually has the signal already; pass it on
// only if it has not started stopping by itself (a second signal would make it exit at once).
const stopSoon = () => setTimeout(() => child.exitCode === null && child.kill('SIGTERM'), 3000).unref();
process.on('SIGTERM', stopSoon);
process.on('SIGINT', stopSoon);
child.on('exit', (code) => {
  fs.rmSync(dataDir, { recursive: true, force: true });
  process.exit(code ?? 0);
});
