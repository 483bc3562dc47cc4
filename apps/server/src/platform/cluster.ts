import cluster, { type Worker } from 'node:cluster';
import { metricsText } from './metrics';

/** Messages between a cluster's primary and its workers (prom-client adds its own). */
const STOP = 'shipdesk:stop';
const METRICS_REQUEST = 'shipdesk:metrics-request';
const METRICS_ANSWER = 'shipdesk:metrics-answer';

type Message = { type?: string; id?: number; text?: string; error?: string };

/** The database a worker connects to: the primary prepared it (embedded or DATABASE_URL). */
export const WORKER_DATABASE_URL_ENV = 'SHIPDESK_WORKER_DATABASE_URL';

export interface WorkerPool {
  /** Resolves once every worker listens. */
  listening: Promise<void>;
  /** Asks every worker to drain and stop; resolves when all have exited. */
  stop(): Promise<void>;
}

/**
 * Forks `count` workers that serve HTTP on the shared port. A worker that dies unexpectedly is replaced; one
 * that keeps dying (5 times within a minute) ends the whole server through `onGiveUp`, since a broken build
 * would otherwise restart forever.
 */
export function forkWorkers(
  count: number,
  env: Record<string, string>,
  log: (message: string) => void,
  onGiveUp: () => void,
): WorkerPool {
  // Every worker accepts from the one listening socket itself, so a connection always belongs to exactly one
  // process. Node's default on Linux and macOS is for the primary to accept each connection and pass it to a
  // worker over the IPC channel, waiting for the worker's acknowledgement before letting go of its own copy:
  // when that worker is killed in between (busy rendering a PDF, say), the acknowledgement never comes, the
  // primary keeps the connection open forever and the client waits for an answer that never comes, neither
  // answered nor reset. Accepting in the workers also lets connections waiting in the kernel's queue go to the
  // surviving worker, and takes the primary (which runs the housekeeping) off every connection's path.
  cluster.schedulingPolicy = cluster.SCHED_NONE;
  let stopping = false;
  const crashes: number[] = [];
  let listeningCount = 0;
  let resolveListening: () => void = () => {};
  const listening = new Promise<void>((resolve) => {
    resolveListening = resolve;
  });

  cluster.on('message', (worker: Worker, message: Message) => {
    if (message?.type !== METRICS_REQUEST) return;
    metricsText().then(
      (text) => worker.isConnected() && worker.send({ type: METRICS_ANSWER, id: message.id, text }),
      (error: Error) =>
        worker.isConnected() && worker.send({ type: METRICS_ANSWER, id: message.id, error: error.message }),
    );
  });

  const listeners = new WeakSet<Worker>();
  const fork = (replacing?: number) => {
    const worker = cluster.fork(env);
    worker.once('listening', () => {
      listeners.add(worker);
      listeningCount++;
      if (listeningCount === count) resolveListening();
      if (replacing) log(`Worker ${worker.process.pid} serves in place of worker ${replacing}`);
    });
    worker.once('exit', (code, signal) => {
      if (stopping) return;
      const now = Date.now();
      crashes.push(now);
      while (crashes.length > 0 && crashes[0]! < now - 60_000) crashes.shift();
      log(`Worker ${worker.process.pid} exited (${signal ?? `code ${code}`}); starting another`);
      if (crashes.length >= 5) {
        log('Workers keep exiting: stopping the server');
        onGiveUp();
        return;
      }
      setTimeout(() => fork(worker.process.pid), 500);
    });
  };
  for (let i = 0; i < count; i++) fork();

  return {
    listening,
    stop: async () => {
      stopping = true;
      const workers = Object.values(cluster.workers ?? {}).filter((w): w is Worker => Boolean(w));
      await Promise.all(
        workers.map(
          (worker) =>
            new Promise<void>((resolve) => {
              if (worker.isDead()) return resolve();
              worker.once('exit', () => resolve());
              // A worker still loading its code would drop the message: ask once it listens.
              const ask = () =>
                worker.isConnected() ? worker.send({ type: STOP }) : worker.process.kill('SIGTERM');
              if (listeners.has(worker)) ask();
              else worker.once('listening', ask);
            }),
        ),
      );
    },
  };
}

/**
 * In a worker: calls `stop` when the primary asks, or when the primary is gone (its channel closed, e.g. it was
 * killed), then with `primaryGone` true: such a worker must not outlive it holding the port.
 */
export function onPrimaryStop(stop: (reason: string, primaryGone: boolean) => void): void {
  process.on('message', (message: Message) => {
    if (message?.type === STOP) stop('Asked to stop by the primary', false);
  });
  process.on('disconnect', () => stop('The primary process is gone', true));
}

let nextRequest = 0;
/** In a worker: the metrics summed over every worker, from the primary. */
export function metricsFromPrimary(): Promise<string> {
  const id = nextRequest++;
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      process.off('message', onMessage);
      reject(new Error('The primary process did not answer with the metrics'));
    }, 5_000);
    const onMessage = (message: Message) => {
      if (message?.type !== METRICS_ANSWER || message.id !== id) return;
      clearTimeout(timer);
      process.off('message', onMessage);
      if (message.error) reject(new Error(message.error));
      else resolve(message.text ?? '');
    };
    process.on('message', onMessage);
    process.send?.({ type: METRICS_REQUEST, id });
  });
}
