import { createHmac, randomBytes } from 'node:crypto';
import {
  type DocumentLanguage,
  documentLanguageOf,
  TRACKING_MESSAGES as M,
  type PublicShipment,
  type ShipmentDetail,
} from '@freight/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../../platform/database/database';
import { AppError } from '../../platform/errors';
import * as locationsService from '../locations/locations.service';
import * as quotationsService from '../quotations/quotations.service';
import { documentLanguage } from '../quotations/quote-pdf.service';
import { hashToken } from '../quotations/quote-sends.service';
import * as companyProfile from '../settings/company-profile.service';
import { shipmentDetail } from './shipment-detail';
import * as repo from './shipment-tracking.repository';

/** Tracking-link requests one client address may make per minute, as many as on a quote's acceptance link. */
const TRACKING_REQUESTS_PER_MINUTE = 30;

/**
 * Where tracking links point (config.publicUrl) and the secret their tokens are made with
 * (TRACKING_LINK_SECRET). Without a secret (development, tests) a fixed one is used: the links still work,
 * but the database alone then suffices to rebuild them (README.md, Configuration).
 */
export interface TrackingDeps {
  publicUrl: string;
  secret?: string;
}
const UNSET_SECRET = 'shipdesk-tracking-links';

/** The token of a nonce: 32 bytes of HMAC-SHA256, base64url (43 characters, like the quote link's). */
export const tokenOf = (secret: string | undefined, nonce: string) =>
  createHmac('sha256', secret ?? UNSET_SECRET)
    .update(nonce)
    .digest('base64url');

/**
 * The shipment's tracking link, made on first need (shipments from before tracking links, and new ones the
 * first time staff open them): a random nonce is stored with the token's hash, never the token itself.
 */
export async function trackingUrl(db: Db, deps: TrackingDeps, shipmentId: number): Promise<string> {
  const url = (nonce: string) => `${deps.publicUrl.replace(/\/$/, '')}/t/${tokenOf(deps.secret, nonce)}`;
  const existing = await repo.linkOf(db, shipmentId);
  if (existing) return url(existing.nonce);
  const nonce = randomBytes(32).toString('base64url');
  // Stored: this nonce is the link; lost a race: the winner's is, read once more.
  if (await repo.insertLink(db, shipmentId, nonce, hashToken(tokenOf(deps.secret, nonce)))) return url(nonce);
  const winner = await repo.linkOf(db, shipmentId);
  if (!winner) throw AppError.notFound('Shipment not found');
  return url(winner.nonce);
}

/** The staff answer of GET /shipments/{id}: the shipment with its tracking link. */
export async function withTrackingUrl(db: Db, deps: TrackingDeps, shipment: ShipmentDetail) {
  return { ...shipment, tracking_url: await trackingUrl(db, deps, shipment.id) };
}

/** Counts a public tracking request against the caller's address's per-minute limit (429 past it). */
export async function throttleTracking(db: Db, request: FastifyRequest, reply: FastifyReply) {
  if ((await repo.recentAccessFrom(db, request.ip)) >= TRACKING_REQUESTS_PER_MINUTE) {
    reply.header('retry-after', '60');
    throw new AppError('TOO_MANY_REQUESTS', M.tooManyRequests);
  }
  await repo.recordAccess(db, request.ip);
}

/** The shipment behind a token, after the caller's address passed its per-minute limit; 404 when unknown. */
export async function openTracking(db: Db, token: string, request: FastifyRequest, reply: FastifyReply) {
  await throttleTracking(db, request, reply);
  const shipmentId = await repo.shipmentIdByHash(db, hashToken(token));
  if (shipmentId === undefined) throw AppError.notFound(M.linkUnknown);
  return shipmentId;
}

/** The customer's page speaks the quotation's language (its contact's, else the company's default). */
async function trackingLanguage(db: Db, quotationId: number | null): Promise<DocumentLanguage> {
  if (quotationId !== null) return documentLanguage(db, await quotationsService.get(db, quotationId));
  return documentLanguageOf(undefined, (await companyProfile.get(db)).document_language);
}

/**
 * What the customer sees (see `publicShipmentSchema`): built field by field from the staff answer, so a field
 * added to shipments later stays internal until it is added here.
 */
export async function publicView(
  db: Db,
  token: string,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<PublicShipment> {
  const shipmentId = await openTracking(db, token, request, reply);
  const [shipment, owner_name] = await Promise.all([
    shipmentDetail(db, shipmentId),
    repo.ownerName(db, shipmentId),
  ]);
  const language = await trackingLanguage(db, shipment.quotation_id);
  const codes = [
    shipment.origin_code,
    shipment.destination_code,
    ...shipment.legs.flatMap((leg) => [leg.from_code, leg.to_code]),
  ];
  const [labels, known] = await Promise.all([
    locationsService.laneLabels(db, codes),
    locationsService.describe(db, codes),
  ]);
  const names = new Map(codes.map((code, i) => [code, labels[i] ?? '']));
  const place = (code: string) => ({
    code,
    name: names.get(code) ?? '',
    place: known.get(code)?.name ?? '',
    country: known.get(code)?.country ?? '',
  });
  return {
    shipment_number: shipment.shipment_number,
    status: shipment.status,
    transport_mode: shipment.transport_mode,
    booking_reference: shipment.booking_reference,
    carrier_reference: shipment.carrier_reference,
    house_reference: shipment.house_reference,
    origin: place(shipment.origin_code),
    destination: place(shipment.destination_code),
    owner_name,
    language,
    legs: shipment.legs.map((leg) => ({
      sequence: leg.sequence,
      kind: leg.kind,
      transport_mode: leg.transport_mode,
      carrier: leg.carrier,
      vessel_or_flight: leg.vessel_or_flight,
      voyage: leg.voyage,
      from: place(leg.from_code),
      to: place(leg.to_code),
      etd: leg.etd,
      eta: leg.eta,
      atd: leg.atd,
      ata: leg.ata,
    })),
    milestones: shipment.milestones.map((m) => ({
      key: m.key,
      label: m.label,
      planned_at: m.planned_at,
      actual_at: m.actual_at,
      status: m.status,
    })),
  };
}
