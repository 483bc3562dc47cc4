import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshGet, hung, type Outcome, waitFor, workerPids } from './cluster-processes';
import { type ServerProcess, startServerOnTestDatabase } from './server-process';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * `kill -9` of one worker of WORKERS=2 while new connections keep arriving. Each request must end: answered,
 * or (when the killed worker had it) refused or reset, so the client can retry. None may wait forever.
 */
describe('WORKERS=2: a worker killed while connections arrive', () => {
  let server: ServerProcess;
  let close: () => Promise<void>;

  beforeAll(async () => {
    ({ server, close } = await startServerOnTestDatabase({ WORKERS: '2' }));
    await waitFor(() => server.output().includes('(2 worker processes)'), 60_000);
  }, 120_000);

  afterAll(() => close());

  /** Waits until the worker that replaces `victim` listens (the primary says so). */
  const replaced = (victim: number) =>
    waitFor(() => server.output().includes(`in place of worker ${victim}\n`), 60_000);

  it('a worker that dies while it is busy leaves none of the requests meant for it waiting', async () => {
    // A stopped worker is a worker busy with a long request (a PDF): new connections keep arriving for it.
    const [victim] = workerPids(server.child.pid!);
    process.kill(victim!, 'SIGSTOP');
    const requests = Array.from({ length: 12 }, () => freshGet(server.port, '/api/1/health'));
    await sleep(1_000);
    process.kill(victim!, 'SIGKILL');
    const outcomes = await Promise.all(requests);
    expect(hung(outcomes), `${outcomes.length} requests`).toEqual([]);
    expect(outcomes.filter((o) => 'status' in o && o.status === 200).length).toBeGreaterThan(6);
    await replaced(victim!);
  }, 60_000);

  it('kill -9 of a worker in a stream of fresh connections leaves no request waiting', async () => {
    const outcomes: Outcome[] = [];
    let sending = true;
    const client = async () => {
      while (sending) outcomes.push(await freshGet(server.port, '/api/1/health'));
    };
    const clients = Array.from({ length: 8 }, client);
    // Up to 3 kills: the primary gives up on workers that die 5 times within a minute.
    for (let kill = 0; kill < 3; kill++) {
      await sleep(300);
      const [victim] = workerPids(server.child.pid!);
      process.kill(victim!, 'SIGKILL');
      await replaced(victim!);
    }
    await sleep(300);
    sending = false;
    await Promise.all(clients);
    expect(hung(outcomes), `${outcomes.length} requests`).toEqual([]);
    const answered = outcomes.filter((o) => 'status' in o && o.status === 200);
    expect(answered.length).toBeGreaterThan(20);
  }, 120_000);
});
