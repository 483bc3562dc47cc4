import { randomBytes } from 'node:crypto';
import {
  type CompanyProfile,
  formatDocumentInstant,
  localeOf,
  SUBSCRIPTION_MESSAGES as M,
  type ShipmentSubscribe,
} from '@freight/domain';
import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../../platform/database/database';
import { AppError } from '../../platform/errors';
import { documentText } from '../../platform/i18n/document-messages';
import { milestoneName } from '../../platform/i18n/milestone-names';
import type { Mailer } from '../../platform/mail/mailer';
import { clientDocumentLanguage, companySender } from '../quotations/document-mail.service';
import { hashToken } from '../quotations/quote-sends.service';
import * as companyProfile from '../settings/company-profile.service';
import { shipmentDetail } from './shipment-detail';
import { onMilestoneDone } from './shipment-milestones.service';
import * as repo from './shipment-subscriptions.repository';
import {
  openTracking,
  type TrackingDeps,
  throttleTracking,
  tokenOf,
  trackingUrl,
} from './shipment-tracking.service';

export interface SubscriptionDeps {
  db: Db;
  mail: Mailer;
  tracking: TrackingDeps;
  log?: FastifyBaseLogger;
}

/** The unsubscribe token of a subscription: an HMAC of its nonce, so every update can carry the link again. */
const unsubscribeToken = (deps: SubscriptionDeps, nonce: string) =>
  tokenOf(deps.tracking.secret, `unsubscribe:${nonce}`);
const unsubscribeUrl = (trackUrl: string, token: string) => `${trackUrl}/unsubscribe/${token}`;

/** The milestones of a choice by label, in the shipment's order ('all milestones' for an empty choice). */
function chosenLabels(milestones: { key: string; label: string }[], chosen: string[]) {
  return chosen.length === 0 ? [] : milestones.filter((m) => chosen.includes(m.key)).map((m) => m.label);
}

/**
 * POST /public/shipments/{token}/subscribe: records the request and mails the address a link to confirm it
 * (7 days, once). Whether the address was new, already confirmed or refused by the relay, the answer is the same
 * 202, so it tells nobody which addresses follow the shipment. Throttled per client address like the page.
 */
export async function subscribe(
  deps: SubscriptionDeps,
  token: string,
  input: ShipmentSubscribe,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  const { db, mail } = deps;
  if (!mail.enabled) throw AppError.conflict(M.mailOff);
  const shipmentId = await openTracking(db, token, request, reply);
  const shipment = await shipmentDetail(db, shipmentId);
  const chosen = [...new Set(input.milestones ?? [])];
  const unknown = chosen.filter((key) => !shipment.milestones.some((m) => m.key === key));
  if (unknown.length > 0) {
    throw AppError.badRequest(M.milestonesUnknown(unknown), { milestones: M.milestonesUnknown(unknown) });
  }
  // Every milestone chosen is the same as none chosen: all, including any a template adds later.
  const requested = chosen.length === shipment.milestones.length ? [] : chosen;
  const confirmToken = randomBytes(32).toString('base64url');
  const nonce = randomBytes(32).toString('base64url');
  const row = await repo.upsertRequest(db, {
    shipment_id: shipmentId,
    email: input.email.toLowerCase(),
    requested_milestones: requested,
    confirm_token_hash: hashToken(confirmToken),
    unsubscribe_nonce: nonce,
    unsubscribe_token_hash: hashToken(unsubscribeToken(deps, nonce)),
  });
  const trackUrl = await trackingUrl(db, deps.tracking, shipmentId);
  const company = await companyProfile.get(db);
  // Written to the client, in the shipment's contact's language, default milestones' names included.
  const language = await clientDocumentLanguage(db, shipment.contact_id);
  const t = documentText(language);
  const labels = chosenLabels(shipment.milestones, requested).map((label) => milestoneName(t, label));
  const list = new Intl.ListFormat(localeOf(language), { type: 'conjunction' });
  const number = shipment.shipment_number;
  const text = t('shipment.confirm.body', {
    number,
    milestones: labels.length > 0 ? list.format(labels) : t('shipment.everyMilestone'),
    confirmUrl: `${trackUrl}/confirm/${confirmToken}`,
    unsubscribeUrl: unsubscribeUrl(trackUrl, unsubscribeToken(deps, row.unsubscribe_nonce)),
  });
  try {
    await mail.send({
      to: [row.email],
      subject: t('shipment.confirm.subject', { number }),
      text,
      from: companySender(company),
    });
  } catch (error) {
    // Answered as any other request: a refusal here would tell the caller something about the address.
    request.log.error({ err: error, shipmentId }, 'subscription confirmation mail refused');
  }
  return reply.status(202).send({ message: M.accepted });
}

/** The answer of confirm and unsubscribe: the shipment, the address and its milestones by label. */
async function subscriptionState(db: Db, row: repo.SubscriptionRow) {
  const shipment = await shipmentDetail(db, row.shipment_id);
  return {
    shipment_number: shipment.shipment_number,
    email: row.email,
    milestones: chosenLabels(shipment.milestones, row.milestones),
  };
}

/** POST /public/shipment_subscriptions/confirm: a confirmation link, once and within 7 days; else 404. */
export async function confirm(db: Db, token: string, request: FastifyRequest, reply: FastifyReply) {
  await throttleTracking(db, request, reply);
  const row = await repo.confirm(db, hashToken(token));
  if (!row) throw AppError.notFound(M.linkUnknown);
  return subscriptionState(db, row);
}

/** POST /public/shipment_subscriptions/unsubscribe: ends the address's updates on the shipment; else 404. */
export async function unsubscribe(db: Db, token: string, request: FastifyRequest, reply: FastifyReply) {
  await throttleTracking(db, request, reply);
  const row = await repo.removeByUnsubscribeHash(db, hashToken(token));
  if (!row) throw AppError.notFound(M.linkUnknown);
  return subscriptionState(db, row);
}

/** An owed update as its reader gets it: in the shipment's contact's language (its date and default milestones too). */
async function updateMail(deps: SubscriptionDeps, item: repo.OwedMail, company: CompanyProfile) {
  const shipment = await shipmentDetail(deps.db, item.shipment_id);
  const milestone = shipment.milestones.find((m) => m.key === item.milestone_key);
  const trackUrl = await trackingUrl(deps.db, deps.tracking, item.shipment_id);
  const language = await clientDocumentLanguage(deps.db, shipment.contact_id);
  const when = formatDocumentInstant(milestone?.actual_at, company.date_format, company.time_zone, language);
  const t = documentText(language);
  const label = milestone ? milestoneName(t, milestone.label) : item.milestone_key;
  const named = { number: shipment.shipment_number, milestone: label };
  return {
    to: [item.email],
    subject: t('shipment.update.subject', named),
    text: [
      when ? t('shipment.update.doneOn', { ...named, when }) : t('shipment.update.done', named),
      '',
      t('shipment.update.follow', { url: trackUrl }),
      '',
      t('shipment.update.stop', {
        url: unsubscribeUrl(trackUrl, unsubscribeToken(deps, item.unsubscribe_nonce)),
      }),
    ].join('\n'),
    from: companySender(company),
  };
}

/** Sends the updates owed (see `oweMilestoneMails`): one e-mail per address and milestone. */
export async function deliverOwedMails(deps: SubscriptionDeps) {
  const { db, mail } = deps;
  if (!mail.enabled) return;
  const owed = await repo.claimOwedMails(db);
  if (owed.length === 0) return;
  const company = await companyProfile.get(db);
  for (const item of owed) {
    try {
      await mail.send(await updateMail(deps, item, company));
    } catch (error) {
      deps.log?.error(
        { err: error, mailId: item.id },
        'milestone update mail not sent; kept for the next run',
      );
      await repo.releaseMail(db, item.id);
    }
  }
}

/** The apps whose owed updates a committed milestone may have added (one per app in a process). */
const senders = new Set<SubscriptionDeps>();

/** Registers an app's sender until `stop` is called (the app's close). */
export function startDelivering(deps: SubscriptionDeps): () => void {
  senders.add(deps);
  return () => senders.delete(deps);
}

/**
 * After a milestone's transaction: the updates it owes are visible once it commits, which happens after this
 * hook returns; so the senders look shortly after, and once more later for a slow commit. A claim sends each
 * row once, however many looks find it.
 */
function deliverSoon() {
  for (const delay of [200, 2_000]) {
    setTimeout(() => {
      for (const deps of senders) deliverOwedMails(deps).catch((error) => deps.log?.error({ err: error }));
    }, delay).unref();
  }
}

onMilestoneDone(async (tx, done) => {
  await repo.oweMilestoneMails(tx, done.shipmentId, done.key);
  deliverSoon();
});
