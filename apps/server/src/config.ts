import os from 'node:os';
import path from 'node:path';
import { issuerProblem } from '@freight/domain';
import { z } from 'zod';
import type { FeedConfig } from './modules/exchange-rates/exchange-rates.import';
import type { EnvIdentityProvider } from './modules/identity-providers/identity-providers.service';
import { DEFAULT_LIVE_HEARTBEAT_MS } from './platform/events/events-plugin';
import { DEFAULT_LOAD_SHEDDING, type LoadShedding } from './platform/load-shedding';
import { DEFAULT_MAIL_FROM, type MailConfig } from './platform/mail/mailer';
import { DEFAULT_SERVER_TIMEOUTS, type ServerTimeouts } from './platform/server-timeouts';
import type { StorageConfig } from './platform/storage/create-storage';
import { DEFAULT_WEB_DIST_DIR } from './server-paths';

const booleanFlag = z
  .string()
  .transform((v) => !['0', 'false', 'no', 'off', ''].includes(v.trim().toLowerCase()));

/** The European Central Bank's daily reference rates (about 30 currencies against EUR). */
const DEFAULT_FX_FEED_URL = 'https://www.ecb.europa.eu/stats/eurofxref/eurofxref-daily.xml';

/** A timeout in ms: never 0 or unset, since an unbounded wait is what these exist to prevent. */
const timeoutMs = (name: string, fallback: number) =>
  z.coerce
    .number({ error: `${name} must be a number of milliseconds` })
    .int(`${name} must be a whole number of milliseconds`)
    .min(100, `${name} must be at least 100 (milliseconds)`)
    .max(86_400_000, `${name} must be at most 86400000 (a day)`)
    .default(fallback);

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('127.0.0.1'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().url().optional(),
  ADMIN_EMAIL: z.string().email().default('admin@example.com'),
  ADMIN_PASSWORD: z.string().min(8, 'ADMIN_PASSWORD must have at least 8 characters').optional(),
  DEMO_DATA: booleanFlag.optional(),
  STORAGE_DIR: z.string().optional(),
  S3_BUCKET: z.string().optional(),
  S3_ENDPOINT: z
    .url({ protocol: /^https?$/, error: 'S3_ENDPOINT must be an http:// or https:// URL' })
    .optional(),
  S3_REGION: z.string().default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_FORCE_PATH_STYLE: booleanFlag.optional(),
  SMTP_URL: z.url({ protocol: /^smtps?$/, error: 'SMTP_URL must be an smtp:// or smtps:// URL' }).optional(),
  SMTP_FROM: z.string().trim().min(1, 'SMTP_FROM must not be blank').optional(),
  TRACKING_LINK_SECRET: z.string().min(32, 'TRACKING_LINK_SECRET must be at least 32 characters').optional(),
  /** Encrypts stored secrets (identity providers' client secrets). */
  SECRET_KEY: z.string().min(32, 'SECRET_KEY must be at least 32 characters').optional(),
  /** 1: webhooks may reach loopback and private networks (tests, on-premise receivers). */
  WEBHOOKS_ALLOW_PRIVATE: booleanFlag.default(false),
  OIDC_ISSUER: z
    .string()
    .refine(
      (value) => issuerProblem(value) === null,
      'OIDC_ISSUER must be an https:// URL (http only for loopback)',
    )
    .optional(),
  OIDC_CLIENT_ID: z.string().optional(),
  OIDC_CLIENT_SECRET: z.string().optional(),
  OIDC_LABEL: z.string().max(60).default('Single sign-on'),
  PUBLIC_URL: z
    .url({ protocol: /^https?$/, error: 'PUBLIC_URL must be an http:// or https:// URL' })
    .optional(),
  AI_BASE_URL: z.string().url().optional(),
  AI_API_KEY: z.string().optional(),
  AI_MODEL: z.string().default('llama-3.1-8b-instant'),
  FX_FEED_URL: z
    .union([
      z.literal('off'),
      z.url({ protocol: /^https?$/, error: 'FX_FEED_URL must be an http:// or https:// URL, or off' }),
    ])
    .default(DEFAULT_FX_FEED_URL),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST_DIR: z.string().optional(),
  TRUST_PROXY: z.string().optional(),
  WORKERS: z
    .string()
    .regex(/^(auto|[1-9]\d{0,2})$/, 'WORKERS must be a number of processes (1 to 999) or auto')
    .default('1'),
  METRICS_PORT: z.coerce.number().int().min(1).max(65535).optional(),
  HEADERS_TIMEOUT_MS: timeoutMs('HEADERS_TIMEOUT_MS', DEFAULT_SERVER_TIMEOUTS.headersMs),
  REQUEST_TIMEOUT_MS: timeoutMs('REQUEST_TIMEOUT_MS', DEFAULT_SERVER_TIMEOUTS.requestMs),
  KEEP_ALIVE_TIMEOUT_MS: timeoutMs('KEEP_ALIVE_TIMEOUT_MS', DEFAULT_SERVER_TIMEOUTS.keepAliveMs),
  IDLE_TIMEOUT_MS: timeoutMs('IDLE_TIMEOUT_MS', DEFAULT_SERVER_TIMEOUTS.idleMs),
  OVERLOAD_EVENT_LOOP_DELAY_MS: z.coerce
    .number({ error: 'OVERLOAD_EVENT_LOOP_DELAY_MS must be a number of milliseconds' })
    .int('OVERLOAD_EVENT_LOOP_DELAY_MS must be a whole number of milliseconds')
    .min(0, 'OVERLOAD_EVENT_LOOP_DELAY_MS must be 0 (off) or more')
    .default(DEFAULT_LOAD_SHEDDING.maxEventLoopDelayMs),
  LIVE_HEARTBEAT_MS: timeoutMs('LIVE_HEARTBEAT_MS', DEFAULT_LIVE_HEARTBEAT_MS),
  OVERLOAD_RETRY_AFTER_S: z.coerce
    .number({ error: 'OVERLOAD_RETRY_AFTER_S must be a number of seconds' })
    .int('OVERLOAD_RETRY_AFTER_S must be a whole number of seconds')
    .min(1, 'OVERLOAD_RETRY_AFTER_S must be at least 1')
    .default(DEFAULT_LOAD_SHEDDING.retryAfterSeconds),
});

/**
 * Which proxies may say who the client is (`X-Forwarded-For`, `-Proto`, `-Host`): none by default, so a client
 * cannot pick its own address for the sign-in throttle. 'true' trusts every hop (only behind a proxy that
 * overwrites the headers), a number trusts that many hops, anything else is a comma list of addresses or CIDRs.
 */
export type TrustProxy = boolean | string[] | ((address: string, hop: number) => boolean);

function parseTrustProxy(value: string | undefined): TrustProxy {
  const text = value?.trim().toLowerCase() ?? '';
  if (text === '' || ['0', 'false', 'no', 'off'].includes(text)) return false;
  if (['true', 'yes', 'on'].includes(text)) return true;
  if (/^\d+$/.test(text)) {
    const hops = Number(text);
    return (_address, hop) => hop < hops;
  }
  return text
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
}

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  adminEmail: string;
  adminPassword: string | undefined;
  /** undefined = decide by whether the database is brand new and embedded. */
  demoData: boolean | undefined;
  /** Where files live: on disk under `dir`, or in the S3-compatible bucket `s3` when S3_BUCKET is set. */
  storage: StorageConfig;
  ai: { baseUrl: string | undefined; apiKey: string | undefined; model: string };
  /** E-mail through the SMTP relay of SMTP_URL; off when it is unset. */
  mail: MailConfig;
  /** Exchange rates in the ECB's daily XML format, fetched daily and on demand; url null when FX_FEED_URL=off. */
  fxFeed: FeedConfig;
  /**
   * The origin links in e-mails point at (password resets, quotes), without a trailing slash. Never taken from a
   * request's Host header, which a client chooses: PUBLIC_URL, else this server's own address.
   */
  publicUrl: string;
  /** The secret customers' tracking links are made with; unset: a fixed one (links then follow from the database). */
  trackingLinkSecret: string | undefined;
  /** Single sign-on: the OIDC_* provider (id `sso`) when OIDC_ISSUER and OIDC_CLIENT_ID are set, and SECRET_KEY. */
  oidc: { envProvider?: EnvIdentityProvider; secretKey?: string };
  /** Webhooks: SECRET_KEY signs (opens the stored secrets), WEBHOOKS_ALLOW_PRIVATE lets them reach private addresses. */
  webhooks: { secretKey?: string; allowPrivate: boolean };
  logLevel: z.infer<typeof envSchema>['LOG_LEVEL'];
  webDistDir: string;
  trustProxy: TrustProxy;
  /** Server processes that answer requests (`auto`: one per core); more than one runs a `node:cluster`. */
  workers: number;
  /** When set, Prometheus metrics are served on this port (all addresses of HOST) and not to admins. */
  metricsPort: number | undefined;
  /** How long the HTTP server waits for clients (see platform/server-timeouts.ts). */
  serverTimeouts: ServerTimeouts;
  /** Refusing requests with 503 when the event loop falls behind (OVERLOAD_EVENT_LOOP_DELAY_MS, OVERLOAD_RETRY_AFTER_S). */
  loadShedding: LoadShedding;
  /** How often live-update streams get a keep-alive line and have their session checked (LIVE_HEARTBEAT_MS). */
  liveHeartbeatMs: number;
}

/** Relative paths are taken from where the user ran `npm start` (npm runs workspace scripts elsewhere). */
function resolveFromLaunchDir(p: string): string {
  return path.resolve(process.env.INIT_CWD ?? process.cwd(), p);
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  // An empty variable means unset (`DATABASE_URL= npm start`), as shells and CI files often write it.
  const present = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = envSchema.safeParse(present);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`).join('\n');
    throw new Error(`Invalid configuration:\n${lines}`);
  }
  const e = parsed.data;
  // Node refuses to start a server whose headers may take longer than the whole request.
  if (e.HEADERS_TIMEOUT_MS > e.REQUEST_TIMEOUT_MS) {
    throw new Error(
      'Invalid configuration:\n  HEADERS_TIMEOUT_MS: must not be longer than REQUEST_TIMEOUT_MS ' +
        `(${e.HEADERS_TIMEOUT_MS} > ${e.REQUEST_TIMEOUT_MS})`,
    );
  }
  const dataDir = resolveFromLaunchDir(e.DATA_DIR);
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    adminEmail: e.ADMIN_EMAIL,
    adminPassword: e.ADMIN_PASSWORD,
    demoData: e.DEMO_DATA,
    storage: {
      dir: e.STORAGE_DIR ? resolveFromLaunchDir(e.STORAGE_DIR) : path.join(dataDir, 'files'),
      s3: e.S3_BUCKET
        ? {
            bucket: e.S3_BUCKET,
            endpoint: e.S3_ENDPOINT,
            region: e.S3_REGION,
            accessKeyId: e.S3_ACCESS_KEY_ID,
            secretAccessKey: e.S3_SECRET_ACCESS_KEY,
            // Self-hosted stores (an endpoint is given) mostly want path-style addressing; AWS does not.
            forcePathStyle: e.S3_FORCE_PATH_STYLE ?? Boolean(e.S3_ENDPOINT),
          }
        : undefined,
      tempDir: path.join(dataDir, 'tmp'),
    },
    ai: { baseUrl: e.AI_BASE_URL, apiKey: e.AI_API_KEY, model: e.AI_MODEL },
    mail: { url: e.SMTP_URL, from: e.SMTP_FROM ?? DEFAULT_MAIL_FROM, envelopeFrom: e.SMTP_FROM },
    fxFeed: { url: e.FX_FEED_URL === 'off' ? null : e.FX_FEED_URL },
    publicUrl: (
      e.PUBLIC_URL ?? `http://${['0.0.0.0', '::'].includes(e.HOST) ? 'localhost' : e.HOST}:${e.PORT}`
    ).replace(/\/+$/, ''),
    trackingLinkSecret: e.TRACKING_LINK_SECRET,
    oidc: {
      secretKey: e.SECRET_KEY,
      envProvider:
        e.OIDC_ISSUER && e.OIDC_CLIENT_ID
          ? {
              issuer: e.OIDC_ISSUER,
              clientId: e.OIDC_CLIENT_ID,
              clientSecret: e.OIDC_CLIENT_SECRET,
              label: e.OIDC_LABEL,
            }
          : undefined,
    },
    webhooks: { secretKey: e.SECRET_KEY, allowPrivate: e.WEBHOOKS_ALLOW_PRIVATE },
    logLevel: e.LOG_LEVEL,
    webDistDir: e.WEB_DIST_DIR ? resolveFromLaunchDir(e.WEB_DIST_DIR) : DEFAULT_WEB_DIST_DIR,
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    workers: e.WORKERS === 'auto' ? os.availableParallelism() : Number(e.WORKERS),
    metricsPort: e.METRICS_PORT,
    serverTimeouts: {
      headersMs: e.HEADERS_TIMEOUT_MS,
      requestMs: e.REQUEST_TIMEOUT_MS,
      keepAliveMs: e.KEEP_ALIVE_TIMEOUT_MS,
      idleMs: e.IDLE_TIMEOUT_MS,
    },
    loadShedding: {
      maxEventLoopDelayMs: e.OVERLOAD_EVENT_LOOP_DELAY_MS,
      retryAfterSeconds: e.OVERLOAD_RETRY_AFTER_S,
      sampleIntervalMs: DEFAULT_LOAD_SHEDDING.sampleIntervalMs,
    },
    liveHeartbeatMs: e.LIVE_HEARTBEAT_MS,
  };
}
