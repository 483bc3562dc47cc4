import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..');
const launcher = path.join(root, 'scripts/start.mjs');

interface Run {
  child: ChildProcess;
  output: () => string;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

function run(command: string, args: string[], env: Record<string, string> = {}): Run {
  const child = spawn(command, args, {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let text = '';
  child.stdout?.on('data', (c) => {
    text += c;
  });
  child.stderr?.on('data', (c) => {
    text += c;
  });
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.on('exit', (code, signal) => resolve({ code, signal })),
  );
  return { child, output: () => text, exited };
}

async function waitForOutput(r: Run, text: string) {
  const deadline = Date.now() + 20_000;
  while (!r.output().includes(text)) {
    if (Date.now() > deadline) throw new Error(`"${text}" not seen in:\n${r.output()}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** The launcher runs on tiny stand-in servers with --no-build (a real build takes tens of seconds). */
describe('scripts/start.mjs', () => {
  let dir: string;
  const entry = (name: string) => path.join(dir, name);

  beforeAll(async () => {
    dir = await fs.mkdtemp(path.join(os.tmpdir(), 'shipdesk-start-'));
    // A server that says where it runs, stops on SIGTERM with its own exit code, and otherwise waits.
    await fs.writeFile(
      entry('server.mjs'),
      `console.log('serving in', process.pid);
       process.on('SIGTERM', () => { console.log('draining'); process.exit(5); });
       setInterval(() => {}, 1000);`,
    );
    await fs.writeFile(entry('fails.mjs'), `console.log('failing'); process.exit(3);`);
    // A cluster whose worker tells which script it runs.
    await fs.writeFile(
      entry('cluster.mjs'),
      `import cluster from 'node:cluster';
       if (cluster.isPrimary) cluster.fork().on('exit', (code) => process.exit(code));
       else { console.log('worker runs', process.argv.slice(1).join(' ')); process.exit(0); }`,
    );
  });

  afterAll(async () => {
    await fs.rm(dir, { recursive: true, force: true });
  });

  it('runs the server in its own process, and a SIGTERM reaches the server', async () => {
    const r = run(process.execPath, [launcher, '--no-build', '--entry', entry('server.mjs')]);
    await waitForOutput(r, 'serving in');
    expect(r.output()).toContain(`serving in ${r.child.pid}`);
    expect(r.output()).not.toMatch(/build/i);
    r.child.kill('SIGTERM');
    expect(await r.exited).toEqual({ code: 5, signal: null });
    expect(r.output()).toContain('draining');
  });

  it("ends with the server's exit code", async () => {
    const r = run(process.execPath, [launcher, '--no-build', '--entry', entry('fails.mjs')]);
    expect((await r.exited).code).toBe(3);
  });

  it('starts cluster workers on the server, not on the launcher', async () => {
    const r = run(process.execPath, [launcher, '--no-build', '--entry', entry('cluster.mjs')]);
    expect((await r.exited).code).toBe(0);
    expect(r.output()).toContain(`worker runs ${entry('cluster.mjs')}\n`);
  });

  it('refuses an unknown argument in one sentence', async () => {
    const r = run(process.execPath, [launcher, '--prod']);
    expect((await r.exited).code).toBe(2);
    expect(r.output()).toContain(
      'Unknown argument --prod: scripts/start.mjs takes --no-build and --entry <file>',
    );
  });

  it.skipIf(process.platform === 'win32')(
    'stops the server when npm stops the shell it started the launcher in',
    async () => {
      // npm runs `sh -c "<script>"` and signals the shell, which dies without passing the signal on.
      const command = `"${process.execPath}" "${launcher}" --no-build --entry "${entry('server.mjs')}"`;
      const r = run('sh', ['-c', `${command}; echo after`], { npm_lifecycle_event: 'start' });
      await waitForOutput(r, 'serving in');
      const serverPid = Number(/serving in (\d+)/.exec(r.output())![1]);
      r.child.kill('SIGTERM');
      await waitForOutput(r, 'draining');
      const deadline = Date.now() + 10_000;
      while (isRunning(serverPid) && Date.now() < deadline) await new Promise((x) => setTimeout(x, 50));
      expect(isRunning(serverPid)).toBe(false);
    },
  );
});

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}
