// Starts the real server for the end-to-end tests: a fresh embedded database in a temporary folder,
// a known admin, no demo data (each spec makes the records it needs).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shipdesk-e2e-'));
fs.chmodSync(dataDir, 0o755);

const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
  cwd: path.join(root, 'apps/server'),
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
