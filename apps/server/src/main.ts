import cluster from 'node:cluster';
import { type Config, loadConfig } from './config';
import {
  forkWorkers,
  metricsFromPrimary,
  onPrimaryStop,
  WORKER_DATABASE_URL_ENV,
  type WorkerPool,
} from './platform/cluster';
import { DataDirInUseError } from './platform/database/data-dir-lock';
import { connectDatabase } from './platform/database/database';
import { startMetricsServer } from './platform/metrics';
import { onShutdown } from './platform/shutdown';
import { startJobs } from './startup/jobs';
import { prepareDatabase } from './startup/prepare-database';
import { describeStart, type RunningServer, readyMessage, serve } from './startup/serve';

const log = (message: string) => console.log(`[shipdesk] ${message}`);

/** WORKERS=1: this one process prepares the database, runs the housekeeping and serves. */
async function runSingle(config: Config) {
  const prepared = await prepareDatabase(config, log);
  try {
    describeStart(config, log);
    const server = await serve(config, prepared.database);
    const metrics = config.metricsPort
      ? await startMetricsServer(config.metricsPort, config.host)
      : undefined;
    const stopJobs = startJobs(config, prepared.database.db);
    log(readyMessage(config));
    onShutdown(async () => {
      await stopJobs();
      await server.close();
      await metrics?.close();
      await prepared.close();
    }, log);
  } catch (error) {
    await prepared.close();
    throw error;
  }
}

/**
 * WORKERS>1, the primary: owns the database (starts the embedded one, migrates, makes the admin, loads the
 * demo data), runs the housekeeping and the metrics port, and forks the workers that serve. On a signal it
 * lets every worker drain, then stops the database.
 */
async function runPrimary(config: Config) {
  const prepared = await prepareDatabase(config, log);
  try {
    describeStart(config, log);
    const metrics = config.metricsPort
      ? await startMetricsServer(config.metricsPort, config.host)
      : undefined;
    const stopJobs = startJobs(config, prepared.database.db);
    let workers: WorkerPool | undefined;
    const shutdown = onShutdown(async () => {
      await stopJobs();
      await workers?.stop();
      await metrics?.close();
      await prepared.close();
    }, log);
    workers = forkWorkers(config.workers, { [WORKER_DATABASE_URL_ENV]: prepared.url }, log, () =>
      shutdown.trigger('Workers keep failing', 1),
    );
    await workers.listening;
    log(`${readyMessage(config)} (${config.workers} worker processes)`);
  } catch (error) {
    await prepared.close();
    throw error;
  }
}

/**
 * A cluster worker: connects to the primary's database and serves; stops when the primary says so. When the
 * primary is gone (killed), it stops listening at once, so that a restart can take the port, finishes the
 * requests it is running and exits: nobody would replace or stop it.
 */
async function runWorker(config: Config) {
  const url = process.env[WORKER_DATABASE_URL_ENV];
  if (!url) throw new Error(`${WORKER_DATABASE_URL_ENV} is not set: a worker is started by its primary`);
  // The primary may ask a worker to stop while it is still starting (a replacement, a quick restart): listen
  // from the first moment, and stop as soon as there is a server to drain.
  let stopReason: string | undefined;
  let primaryGone = false;
  let server: RunningServer | undefined;
  let stop = (reason: string) => {
    stopReason ??= reason;
  };
  onPrimaryStop((reason, gone) => {
    primaryGone ||= gone;
    if (gone) server?.stopAccepting();
    stop(reason);
  });
  const database = connectDatabase(url);
  server = await serve(config, database, {
    metricsSource: config.metricsPort ? undefined : metricsFromPrimary,
  });
  const running = server;
  if (primaryGone) running.stopAccepting();
  const shutdown = onShutdown(
    async () => {
      await running.close();
      await database.close();
    },
    (m) => log(`worker ${process.pid}: ${m}`),
  );
  stop = shutdown.trigger;
  if (stopReason) stop(stopReason);
}

async function main() {
  const config = loadConfig();
  if (cluster.isWorker) return runWorker(config);
  if (config.workers > 1) return runPrimary(config);
  return runSingle(config);
}

main().catch((error) => {
  if (error instanceof DataDirInUseError) {
    console.error(`[shipdesk] ${error.message}`);
    process.exit(2);
  }
  console.error('[shipdesk] Failed to start:', error instanceof Error ? error.message : error);
  process.exit(1);
});
