import { randomBytes } from 'node:crypto';
import {
  type AuditAction,
  WEBHOOK_MESSAGES as M,
  WEBHOOK_TEST_EVENT,
  type Webhook,
  type WebhookCreate,
  type WebhookCreated,
  type WebhookDelivery,
  type WebhookEventData,
  type WebhookEventType,
  type WebhookUpdate,
} from '@freight/domain';
import type { AuthContext } from '../../platform/auth-context';
import { changesToWrite, found, removed, requireVersion } from '../../platform/crud';
import type { Db } from '../../platform/database/database';
import { AppError } from '../../platform/errors';
import { secretBox } from '../../platform/secret-box';
import { recordAudit } from '../audit/audit.service';
import { checkedAddress, WebhookAddressRefused } from './webhook-address-guard';
import * as repo from './webhooks.repository';

/** What webhooks need from the configuration. */
export interface WebhookSettings {
  /** SECRET_KEY: signing secrets are stored encrypted with it; without it no webhook can be registered. */
  secretKey?: string;
  /** WEBHOOKS_ALLOW_PRIVATE=1: receivers on loopback and private networks are allowed (tests, on-premise). */
  allowPrivate: boolean;
}

/**
 * Queues an event for every webhook subscribed to it, in the transaction of the change that caused it: it is
 * sent after the commit, and never when the change rolls back. The one call other modules make.
 */
export async function recordWebhookEvent<T extends WebhookEventType>(
  tx: Db,
  type: T,
  data: WebhookEventData<T>,
): Promise<void> {
  await repo.insertEvent(tx, type, data as Record<string, unknown>);
}

function toApi(row: repo.WebhookEndpointRow): Webhook {
  return {
    id: row.id,
    url: row.url,
    events: row.events as WebhookEventType[],
    description: row.description,
    version: row.version,
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}

function deliveryToApi(row: repo.WebhookDeliveryRow): WebhookDelivery {
  return {
    id: row.id,
    event_id: row.event_id,
    event_type: row.event_type as WebhookDelivery['event_type'],
    status: row.status as WebhookDelivery['status'],
    attempts: row.attempts,
    last_response_code: row.last_response_code,
    last_error: row.last_error,
    next_attempt_at:
      row.status === 'pending' && row.next_attempt_at ? row.next_attempt_at.toISOString() : null,
    delivered_at: row.delivered_at,
    created_at: row.created_at,
  };
}

/** The URL's host must resolve to addresses a webhook may reach; 400 naming the field otherwise. */
async function requireReachable(settings: WebhookSettings, url: string): Promise<void> {
  try {
    await checkedAddress(new URL(url).hostname, settings.allowPrivate);
  } catch (error) {
    if (!(error instanceof WebhookAddressRefused)) throw error;
    const message = error.reason === 'private' ? M.urlPrivate : M.urlUnresolvable;
    throw AppError.badRequest(message, { url: message });
  }
}

const audit = (
  db: Db,
  auth: AuthContext,
  action: Extract<AuditAction, `webhook.${string}`>,
  id: number,
  details?: Record<string, unknown>,
) => recordAudit(db, { userId: auth.user.id }, { action, entityType: 'webhook', entityId: id, details });

export async function list(db: Db, settings: WebhookSettings) {
  const rows = await repo.listEndpoints(db);
  return { data: rows.map(toApi), secrets_storable: Boolean(settings.secretKey) };
}

export async function get(db: Db, id: number): Promise<Webhook> {
  return toApi(found(await repo.findEndpoint(db, id), M.notFound));
}

/** Registers a receiver with a new signing secret, answered this once and kept encrypted to sign with. */
export async function create(
  db: Db,
  settings: WebhookSettings,
  auth: AuthContext,
  input: WebhookCreate,
): Promise<WebhookCreated> {
  if (!settings.secretKey) throw AppError.badRequest(M.needsSecretKey, { url: M.needsSecretKey });
  await requireReachable(settings, input.url);
  const secret = `whsec_${randomBytes(32).toString('base64url')}`;
  const row = await repo.insertEndpoint(db, {
    ...input,
    secret_encrypted: secretBox(settings.secretKey).seal(secret),
  });
  await audit(db, auth, 'webhook.created', row.id, { url: row.url, events: row.events });
  return { ...toApi(row), secret };
}

export async function update(
  db: Db,
  settings: WebhookSettings,
  auth: AuthContext,
  id: number,
  input: WebhookUpdate,
  expectedVersion: number | undefined,
): Promise<Webhook> {
  const changes = changesToWrite(input);
  if (changes.url !== undefined) await requireReachable(settings, changes.url);
  const row = await db.transaction(async (tx) => {
    requireVersion(found(await repo.findEndpoint(tx, id, true), M.notFound), expectedVersion, M.stale);
    const written = await repo.updateEndpoint(tx, id, changes);
    await audit(tx, auth, 'webhook.updated', id, { changed: Object.keys(changes) });
    return written!;
  });
  return toApi(row);
}

export async function remove(db: Db, auth: AuthContext, id: number): Promise<void> {
  removed(await repo.deleteEndpoint(db, id), M.notFound);
  await audit(db, auth, 'webhook.deleted', id);
}

export async function deliveries(db: Db, id: number) {
  found(await repo.findEndpoint(db, id), M.notFound);
  return { data: (await repo.listDeliveries(db, id)).map(deliveryToApi) };
}

async function deliveryAnswer(db: Db, endpointId: number, deliveryId: number) {
  return deliveryToApi(found(await repo.findDelivery(db, endpointId, deliveryId), M.deliveryNotFound));
}

/** Sends a delivery's event again, as a new delivery (same event id, so receivers can tell it is the same). */
export async function resend(db: Db, auth: AuthContext, id: number, deliveryId: number) {
  const original = found(await repo.findDelivery(db, id, deliveryId), M.deliveryNotFound);
  const newId = await repo.insertResend(db, id, original.event_id);
  await audit(db, auth, 'webhook.resent', id, { delivery_id: deliveryId, event_id: original.event_id });
  return deliveryAnswer(db, id, newId);
}

/** Queues a `webhook.test` event to this webhook alone. */
export async function sendTest(db: Db, auth: AuthContext, id: number) {
  found(await repo.findEndpoint(db, id), M.notFound);
  const [deliveryId] = await repo.insertEvent(db, WEBHOOK_TEST_EVENT, { webhook_id: id }, [id]);
  await audit(db, auth, 'webhook.tested', id);
  return deliveryAnswer(db, id, deliveryId!);
}
