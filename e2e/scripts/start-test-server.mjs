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
const stop = (signal) => child.kill(signal);
process.on('SIGTERM', () => stop('SIGTERM'));
process.on('SIGINT', () => stop('SIGTERM'));
child.on('exit', (code) => {
  fs.rmSync(dataDir, { recursive: true, force: true });
  process.exit(code ?? 0);
});
