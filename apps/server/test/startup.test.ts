import { existsSync } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runMigrations } from '../src/platform/database/migrate';
import { freePort, type ServerProcess, startServer, waitForHealth } from './server-process';
import { createTestDatabase } from './test-database';

/** Start-up as a user meets it: real server processes on a real data folder. */
describe('server start-up on the embedded database', () => {
  let dataDir: string;
  const running: ServerProcess[] = [];
  beforeAll(async () => {
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'shipdesk-startup-'));
    await fs.chmod(dataDir, 0o755);
  });
  afterAll(async () => {
    for (const s of running) s.child.kill('SIGKILL');
    // A SIGKILLed server leaves its PostgreSQL behind: the next start would stop it; here we do.
    const pidFile = path.join(dataDir, 'postgres', 'postmaster.pid');
    const pid = Number((await fs.readFile(pidFile, 'utf8').catch(() => '')).split('\n')[0]);
    if (pid > 0) {
      try {
        process.kill(pid, 'SIGINT');
      } catch {}
    }
    await new Promise((r) => setTimeout(r, 500));
    await fs.rm(dataDir, { recursive: true, force: true });
  });

  it('creates the admin with a random password written once to initial-admin-password (mode 600), and the demo data', async () => {
    // DEMO_DATA as a brand-new embedded database has it: the demo quotations link addresses through the
    // quotations module, which must be ready before any route is registered.
    const a = startServer(
      { DATA_DIR: dataDir, ADMIN_EMAIL: 'boss@example.com', ADMIN_PASSWORD: '', DEMO_DATA: '1' },
      await freePort(),
    );
    running.push(a);
    await waitForHealth(a, 110_000);
    const file = path.join(dataDir, 'initial-admin-password');
    // The file holds the password alone; the e-mail is ADMIN_EMAIL, said in the log.
    const email = 'boss@example.com';
    const password = (await fs.readFile(file, 'utf8')).trim();
    expect(password).toMatch(/^[\w-]{16}$/);
    expect(a.output()).toContain(`Created the administrator ${email} with the password: ${password}`);
    expect((await fs.stat(file)).mode & 0o777).toBe(0o600);
    expect(a.output()).toContain(password!);
    const res = await fetch(`http://127.0.0.1:${a.port}/api/1/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password }),
    });
    expect(res.status).toBe(200);
    expect(((await res.json()) as { user: { role: string } }).user.role).toBe('admin');
    const cookie = res.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    const quotations = await fetch(`http://127.0.0.1:${a.port}/api/1/quotations?limit=1&status=Pending`, {
      headers: { cookie },
    });
    expect(quotations.status).toBe(200);
    expect(((await quotations.json()) as { total: number }).total).toBeGreaterThan(0);
    // initdb, the migrations and the demo data take 40 s on a busy 2-core machine.
  }, 120_000);

  it('a second server on the same DATA_DIR refuses to start with a clear message', async () => {
    const b = startServer({ DATA_DIR: dataDir }, await freePort());
    running.push(b);
    expect(await b.exited).toBe(2);
    expect(b.output()).toMatch(/already using the data directory/);
    // The first one is unharmed.
    const res = await fetch(`http://127.0.0.1:${running[0]!.port}/api/1/health`);
    expect(res.status).toBe(200);
  });

  it('recovers by itself after kill -9, and stops cleanly on SIGTERM', async () => {
    const first = running[0]!;
    first.child.kill('SIGKILL');
    await first.exited;
    const c = startServer({ DATA_DIR: dataDir }, await freePort());
    running.push(c);
    await waitForHealth(c);
    expect(c.output()).not.toContain('Created the administrator');
    c.child.kill('SIGTERM');
    expect(await c.exited).toBe(0);
    expect(c.output()).toContain('Stopped cleanly');
    expect(existsSync(path.join(dataDir, 'postgres', 'postmaster.pid'))).toBe(false);
  });
});

describe('migrations', () => {
  it('run once when two servers start together', async () => {
    const database = await createTestDatabase();
    try {
      await database.pool.query(
        'drop schema public cascade; create schema public; drop schema if exists drizzle cascade',
      );
      const other = new pg.Pool({ connectionString: database.url, max: 2 });
      await Promise.all([runMigrations(database.pool), runMigrations(other)]);
      await other.end();
      const applied = await database.pool.query(
        'select count(*)::int as n from drizzle.__drizzle_migrations',
      );
      const journal = JSON.parse(
        await fs.readFile(path.resolve(import.meta.dirname, '../drizzle/meta/_journal.json'), 'utf8'),
      );
      expect(applied.rows[0].n).toBe(journal.entries.length);
      const modules = await database.pool.query('select count(*)::int as n from modules');
      expect(modules.rows[0].n).toBe(10);
    } finally {
      await database.close();
    }
  });
});
