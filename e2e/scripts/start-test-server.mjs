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

const child = spawn(process.execPath, ['--enable-source-maps', entry], {
  cwd: serverDir,
  stdio: 'inherit',
  env: {
    ...process.env,
    DATABASE_URL: '',
    DATA_DIR: dataDir,
    PORT: process.env.E2E_PORT ?? '3111',
    ADMIN_EMAIL: 'admin@example.com',
    ADMIN_PASSWORD: 'e2e-admin-password',
    DEMO_DATA: '0',
    LOG_LEVEL: 'warn',
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
