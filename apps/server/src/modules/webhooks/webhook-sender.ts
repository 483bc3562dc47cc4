import { createHmac } from 'node:crypto';
import http from 'node:http';
import https from 'node:https';
import { WEBHOOK_HEADERS } from '@freight/domain';
import { checkedAddress, WebhookAddressRefused } from './webhook-address-guard';

/** How long a receiver has to answer before the attempt counts as failed. */
const DEFAULT_REQUEST_TIMEOUT_MS = 10_000;
/** How much of a failing answer is kept in the log: enough to see what the receiver said, no more. */
const EXCERPT_CHARS = 300;

/** `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<body>">`, the recipe docs/api.md shows receivers. */
function signatureHeader(secret: string, body: string, unixSeconds: number): string {
  const mac = createHmac('sha256', secret).update(`${unixSeconds}.${body}`).digest('hex');
  return `t=${unixSeconds},v1=${mac}`;
}

export interface SendOutcome {
  ok: boolean;
  /** The receiver's HTTP status, null when none came (refused address, network error, timeout). */
  code: number | null;
  /** Why it failed, short; null when delivered. */
  error: string | null;
}

export interface SendOptions {
  url: string;
  body: string;
  secret: string;
  eventType: string;
  deliveryId: number;
  allowPrivate: boolean;
  timeoutMs?: number;
}

/**
 * POSTs one delivery. The host is resolved and checked now, at sending time (its DNS may have changed since the
 * webhook was registered), and the connection goes to the checked address; the URL's name still travels as
 * the Host header and for TLS. Redirects are not followed: a receiver that moved must be registered anew.
 */
export async function sendDelivery(options: SendOptions): Promise<SendOutcome> {
  const url = new URL(options.url);
  let target: { address: string; family: 4 | 6 };
  try {
    target = await checkedAddress(url.hostname, options.allowPrivate);
  } catch (error) {
    if (error instanceof WebhookAddressRefused) return { ok: false, code: null, error: error.message };
    throw error;
  }
  const signature = signatureHeader(options.secret, options.body, Math.floor(Date.now() / 1000));
  const transport = url.protocol === 'https:' ? https : http;
  return new Promise<SendOutcome>((resolve) => {
    const request = transport.request(
      url,
      {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(options.body),
          'user-agent': 'ShipDesk-Webhooks/1',
          [WEBHOOK_HEADERS.signature]: signature,
          [WEBHOOK_HEADERS.event]: options.eventType,
          [WEBHOOK_HEADERS.delivery]: String(options.deliveryId),
        },
        lookup: (_host, lookupOptions, callback) => {
          if ((lookupOptions as { all?: boolean }).all) {
            callback(null, [{ address: target.address, family: target.family }]);
          } else callback(null, target.address, target.family);
        },
        timeout: options.timeoutMs ?? DEFAULT_REQUEST_TIMEOUT_MS,
      },
      (response) => {
        const code = response.statusCode ?? 0;
        let excerpt = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => {
          // Only the start is kept; the rest is read and dropped so the connection closes cleanly.
          if (excerpt.length < EXCERPT_CHARS) excerpt += chunk.slice(0, EXCERPT_CHARS - excerpt.length);
        });
        response.on('end', () => {
          const ok = code >= 200 && code < 300;
          resolve({ ok, code, error: ok ? null : `HTTP ${code}${excerpt ? `: ${excerpt}` : ''}` });
        });
        response.on('error', (error) => resolve({ ok: false, code, error: error.message }));
      },
    );
    request.on('timeout', () => request.destroy(new Error('No answer within the time limit')));
    request.on('error', (error) =>
      resolve({ ok: false, code: null, error: error.message.slice(0, EXCERPT_CHARS) }),
    );
    request.end(options.body);
  });
}
