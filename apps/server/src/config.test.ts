import os from 'node:os';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

describe('TRUST_PROXY', () => {
  const trust = (value?: string) => loadConfig(value === undefined ? {} : { TRUST_PROXY: value }).trustProxy;

  it('trusts no proxy when unset, empty or off', () => {
    expect(trust()).toBe(false);
    expect(trust('')).toBe(false);
    expect(trust('off')).toBe(false);
  });

  it('takes true, a hop count, or a list of addresses and CIDRs', () => {
    expect(trust('true')).toBe(true);
    expect(trust(' 10.0.0.1, 192.168.0.0/16 ')).toEqual(['10.0.0.1', '192.168.0.0/16']);
    const hops = trust('2') as (address: string, hop: number) => boolean;
    expect([0, 1, 2].map((hop) => hops('10.0.0.1', hop))).toEqual([true, true, false]);
  });
});

describe('file storage settings', () => {
  it('keeps files on disk under $DATA_DIR/files unless STORAGE_DIR or S3_BUCKET says otherwise', () => {
    const disk = loadConfig({ DATA_DIR: '/srv/shipdesk' }).storage;
    expect(disk).toMatchObject({ dir: '/srv/shipdesk/files', s3: undefined, tempDir: '/srv/shipdesk/tmp' });
    expect(loadConfig({ DATA_DIR: '/srv/shipdesk', STORAGE_DIR: '/mnt/files' }).storage.dir).toBe(
      '/mnt/files',
    );
  });

  it('uses the S3 bucket when S3_BUCKET is set, path-style by default with an endpoint', () => {
    const { s3 } = loadConfig({
      S3_BUCKET: 'shipdesk',
      S3_ENDPOINT: 'http://minio:9000',
      S3_ACCESS_KEY_ID: 'key',
      S3_SECRET_ACCESS_KEY: 'secret',
    }).storage;
    expect(s3).toEqual({
      bucket: 'shipdesk',
      endpoint: 'http://minio:9000',
      region: 'us-east-1',
      accessKeyId: 'key',
      secretAccessKey: 'secret',
      forcePathStyle: true,
    });
    expect(loadConfig({ S3_BUCKET: 'b', S3_REGION: 'eu-west-1' }).storage.s3).toMatchObject({
      region: 'eu-west-1',
      forcePathStyle: false,
    });
    expect(
      loadConfig({ S3_BUCKET: 'b', S3_ENDPOINT: 'http://x:9000', S3_FORCE_PATH_STYLE: '0' }).storage.s3,
    ).toMatchObject({ forcePathStyle: false });
  });

  it('refuses an S3_ENDPOINT that is not a URL', () => {
    expect(() => loadConfig({ S3_BUCKET: 'b', S3_ENDPOINT: 'minio:9000' })).toThrow(
      'S3_ENDPOINT must be an http:// or https:// URL',
    );
  });
});

describe('WORKERS and METRICS_PORT', () => {
  it('runs one process by default, a number given, or one per core with auto', () => {
    expect(loadConfig({}).workers).toBe(1);
    expect(loadConfig({ WORKERS: '4' }).workers).toBe(4);
    expect(loadConfig({ WORKERS: 'auto' }).workers).toBe(os.availableParallelism());
  });

  it('refuses a WORKERS that is not a count or auto', () => {
    for (const value of ['0', '-1', 'two', '1.5'])
      expect(() => loadConfig({ WORKERS: value })).toThrow(
        /WORKERS must be a number of processes \(1 to 999\) or auto/,
      );
  });

  it('takes METRICS_PORT as a port, unset by default', () => {
    expect(loadConfig({}).metricsPort).toBeUndefined();
    expect(loadConfig({ METRICS_PORT: '9464' }).metricsPort).toBe(9464);
    expect(() => loadConfig({ METRICS_PORT: '70000' })).toThrow(/METRICS_PORT/);
  });
});

describe('server timeouts', () => {
  it('bounds every wait by default, and takes each from its variable', () => {
    expect(loadConfig({}).serverTimeouts).toEqual({
      headersMs: 30_000,
      requestMs: 300_000,
      keepAliveMs: 72_000,
      idleMs: 120_000,
    });
    expect(
      loadConfig({
        HEADERS_TIMEOUT_MS: '5000',
        REQUEST_TIMEOUT_MS: '60000',
        KEEP_ALIVE_TIMEOUT_MS: '65000',
        IDLE_TIMEOUT_MS: '90000',
      }).serverTimeouts,
    ).toEqual({ headersMs: 5_000, requestMs: 60_000, keepAliveMs: 65_000, idleMs: 90_000 });
  });

  it('refuses 0, a fraction or a word, naming the variable', () => {
    expect(() => loadConfig({ REQUEST_TIMEOUT_MS: '0' })).toThrow(
      'REQUEST_TIMEOUT_MS must be at least 100 (milliseconds)',
    );
    expect(() => loadConfig({ IDLE_TIMEOUT_MS: '1.5' })).toThrow(
      'IDLE_TIMEOUT_MS must be a whole number of milliseconds',
    );
    expect(() => loadConfig({ KEEP_ALIVE_TIMEOUT_MS: 'long' })).toThrow(
      'KEEP_ALIVE_TIMEOUT_MS must be a number of milliseconds',
    );
  });

  it('beats live-update streams every 25 s unless LIVE_HEARTBEAT_MS says otherwise', () => {
    expect(loadConfig({}).liveHeartbeatMs).toBe(25_000);
    expect(loadConfig({ LIVE_HEARTBEAT_MS: '1000' }).liveHeartbeatMs).toBe(1_000);
    expect(() => loadConfig({ LIVE_HEARTBEAT_MS: '0' })).toThrow(
      'LIVE_HEARTBEAT_MS must be at least 100 (milliseconds)',
    );
  });

  it('refuses a headers timeout longer than the request timeout', () => {
    expect(() => loadConfig({ HEADERS_TIMEOUT_MS: '70000', REQUEST_TIMEOUT_MS: '60000' })).toThrow(
      'HEADERS_TIMEOUT_MS: must not be longer than REQUEST_TIMEOUT_MS (70000 > 60000)',
    );
  });
});

describe('e-mail settings', () => {
  it('leaves e-mail off without SMTP_URL and takes an smtp:// or smtps:// relay', () => {
    expect(loadConfig({}).mail.url).toBeUndefined();
    expect(loadConfig({ SMTP_URL: 'smtps://user:pass@mail.example.com:465' }).mail).toEqual({
      url: 'smtps://user:pass@mail.example.com:465',
      from: 'ShipDesk <no-reply@localhost>',
    });
    expect(
      loadConfig({ SMTP_URL: 'smtp://mail.example.com', SMTP_FROM: 'Desk <relay@forwarder.test>' }).mail,
    ).toEqual({
      url: 'smtp://mail.example.com',
      from: 'Desk <relay@forwarder.test>',
      envelopeFrom: 'Desk <relay@forwarder.test>',
    });
    expect(() => loadConfig({ SMTP_URL: 'http://mail.example.com' })).toThrow(
      'SMTP_URL must be an smtp:// or smtps:// URL',
    );
  });

  it('builds links from PUBLIC_URL, else from the server address, never with a trailing slash', () => {
    expect(loadConfig({ PUBLIC_URL: 'https://desk.example.com/' }).publicUrl).toBe(
      'https://desk.example.com',
    );
    expect(loadConfig({ PORT: '4000' }).publicUrl).toBe('http://127.0.0.1:4000');
    expect(loadConfig({ HOST: '0.0.0.0', PORT: '80' }).publicUrl).toBe('http://localhost:80');
    expect(() => loadConfig({ PUBLIC_URL: 'javascript:alert(1)' })).toThrow('PUBLIC_URL must be an http');
  });

  it('takes a tracking-link secret of at least 32 characters, and none when unset', () => {
    expect(loadConfig({}).trackingLinkSecret).toBeUndefined();
    expect(loadConfig({ TRACKING_LINK_SECRET: 'k'.repeat(32) }).trackingLinkSecret).toBe('k'.repeat(32));
    expect(() => loadConfig({ TRACKING_LINK_SECRET: 'short' })).toThrow(
      'TRACKING_LINK_SECRET must be at least 32 characters',
    );
  });

  it('fetches exchange rates from the ECB unless FX_FEED_URL names another server or says off', () => {
    expect(loadConfig({}).fxFeed).toEqual({
      url: 'https://www.ecb.europa.eu/stats/eurofxref/eurofxref-daily.xml',
    });
    expect(loadConfig({ FX_FEED_URL: 'http://127.0.0.1:8080/rates.xml' }).fxFeed.url).toBe(
      'http://127.0.0.1:8080/rates.xml',
    );
    expect(loadConfig({ FX_FEED_URL: 'off' }).fxFeed.url).toBeNull();
    expect(() => loadConfig({ FX_FEED_URL: 'ftp://example.com/x.xml' })).toThrow(
      'FX_FEED_URL must be an http:// or https:// URL, or off',
    );
  });
});
