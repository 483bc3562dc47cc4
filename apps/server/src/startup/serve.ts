import { buildApp } from '../app';
import type { Config } from '../config';
import type { Database } from '../platform/database/database';
import { createMailer } from '../platform/mail/mailer';
import { trackPool } from '../platform/metrics';
import { drainOnClose } from '../platform/shutdown';
import { createStorage } from '../platform/storage/create-storage';

export interface RunningServer {
  /** Drains and stops (see drainOnClose). */
  close(): Promise<void>;
  /** Stops listening at once, freeing the port; running requests still finish on `close`. */
  stopAccepting(): void;
}

/** Builds the app on a connected database and listens on PORT. */
export async function serve(
  config: Config,
  database: Database,
  options: { metricsSource?: () => Promise<string> } = {},
): Promise<RunningServer> {
  const storage = createStorage(config.storage);
  trackPool(database.pool);
  const app = await buildApp({
    db: database.db,
    storage,
    uploadTempDir: config.storage.tempDir,
    webDistDir: config.webDistDir,
    logLevel: config.logLevel,
    trustProxy: config.trustProxy,
    ai: config.ai,
    mail: createMailer(config.mail),
    publicUrl: config.publicUrl,
    trackingLinkSecret: config.trackingLinkSecret,
    oidc: { ...config.oidc, publicUrl: config.publicUrl },
    webhooks: config.webhooks,
    fxFeed: config.fxFeed,
    metricsToAdmins: config.metricsPort === undefined,
    metricsSource: options.metricsSource,
    serverTimeouts: config.serverTimeouts,
    loadShedding: config.loadShedding,
    liveHeartbeatMs: config.liveHeartbeatMs,
  });
  const drain = drainOnClose(app);
  await app.listen({ port: config.port, host: config.host });
  return { close: () => app.close(), stopAccepting: drain.stopAccepting };
}

/** Where the files are, and where the app answers: said once at start-up. */
export function describeStart(config: Config, log: (message: string) => void): void {
  log(
    config.storage.s3
      ? `Files are stored in the S3 bucket ${config.storage.s3.bucket}`
      : `Files are stored in ${config.storage.dir}`,
  );
}

export function readyMessage(config: Config): string {
  const host = config.host === '0.0.0.0' ? 'localhost' : config.host;
  return `ShipDesk is ready at http://${host}:${config.port}`;
}
