import type { ShipmentStatus } from '@freight/domain';
import { and, asc, count, eq, ne, type SQL, sql } from 'drizzle-orm';
import { listTablePage, tableRecords } from '../../platform/crud';
import type { Db } from '../../platform/database/database';
import { nextGaplessSequence } from '../../platform/database/gapless-sequence';
import { PG, pgError } from '../../platform/database/pg-errors';
import type { ParsedListQuery } from '../../platform/list-query';
import { userDisplayNameSql } from '../users/user-summary.sql';
import { users } from '../users/users.table';
import { shipmentList } from './shipments.list';
import {
  shipmentCharges,
  shipmentLegs,
  shipmentMilestones,
  shipmentNumberSequences,
  shipments,
} from './shipments.table';

export type ShipmentRow = typeof shipments.$inferSelect;
export type LegInsert = typeof shipmentLegs.$inferInsert;
export type MilestoneInsert = typeof shipmentMilestones.$inferInsert;

export const shipmentRecords = tableRecords(shipments);
export const legRecords = tableRecords(shipmentLegs);
export const milestoneRecords = tableRecords(shipmentMilestones);

export function listShipments(db: Db, query: ParsedListQuery) {
  return listTablePage(db, query, shipmentList, shipments);
}

/** Shipments per status among those the list's filters (other than the status) match. */
export async function countByStatus(db: Db, where: SQL | undefined) {
  return db
    .select({ status: shipments.status, n: count() })
    .from(shipments)
    .where(where)
    .groupBy(shipments.status);
}

/**
 * Serialises everything that makes, finds or refuses the shipment of one quotation until the transaction
 * ends: an accept, a staff status move and a POST racing for the same quotation take turns here, so the one
 * that comes second sees the first one's shipment.
 */
export async function lockShipmentOfQuotation(db: Db, quotationId: number) {
  await db.execute(
    sql`select pg_advisory_xact_lock(hashtext('shipdesk:shipment-of-quotation'), ${quotationId})`,
  );
}

export async function findByQuotation(db: Db, quotationId: number) {
  const [row] = await db.select().from(shipments).where(eq(shipments.quotation_id, quotationId)).limit(1);
  return row;
}

/** The quotation's shipment unless it was cancelled: what stops the quotation leaving Active. */
export async function findRunningByQuotation(db: Db, quotationId: number) {
  const [row] = await db
    .select({ id: shipments.id, shipment_number: shipments.shipment_number })
    .from(shipments)
    .where(and(eq(shipments.quotation_id, quotationId), ne(shipments.status, 'Cancelled')))
    .limit(1);
  return row;
}

/** The shipment row, locked until the transaction ends. */
export async function findShipmentForUpdate(db: Db, id: number) {
  const [row] = await db.select().from(shipments).where(eq(shipments.id, id)).for('update').limit(1);
  return row;
}

/** The next number of the year's shipment sequence (gapless: see `nextGaplessSequence`). */
export function nextSequence(db: Db, year: number): Promise<number> {
  return nextGaplessSequence(db, shipmentNumberSequences, { year }, [shipmentNumberSequences.year]);
}

/**
 * Copies the quotation into a new shipment: the client and contact (also as shipper), the codes, mode,
 * Incoterm and currency, the addresses and cargo lines as JSON snapshots, the containers and totals. Answers
 * the new id, or undefined when the quotation has a shipment already (the unique index decides).
 */
export async function insertFromQuotation(
  db: Db,
  quotationId: number,
  numbers: { shipment_number: string; house_reference: string },
): Promise<number | undefined> {
  const result = await db.execute<{ id: number }>(sql`
    insert into shipments (shipment_number, quotation_id, quotation_number, revision, transport_mode, incoterm,
      incoterm_place, currency, client_name, contact_id, shipper_contact_id, origin_code, destination_code,
      origin_address, destination_address, house_reference, cargo_lines, containers, total_cbm, total_weight,
      chargeable_weight, user_id)
    select ${numbers.shipment_number}, q.id, q.quotation_number, q.revision, q.transport_mode, q.incoterm,
      q.incoterm_place, q.currency, q.client_name, q.contact_id, q.contact_id, q.origin_code, q.destination_code,
      (select to_jsonb(a) from addresses a where a.id = q.origin_address_id),
      (select to_jsonb(a) from addresses a where a.id = q.destination_address_id),
      ${numbers.house_reference},
      coalesce((select jsonb_agg(to_jsonb(b) order by b.created_at, b.id) from box_items b
        where b.quotation_id = q.id), '[]'::jsonb),
      q.containers, q.total_cbm, q.total_weight, q.chargeable_weight, q.user_id
    from quotations q where q.id = ${quotationId}
    on conflict (quotation_id) do nothing
    returning id`);
  return result.rows[0]?.id;
}

/** The quotation's cost lines as the shipment's charges, in the breakdown's order. */
export async function insertChargesFromQuotation(db: Db, shipmentId: number, quotationId: number) {
  await db.execute(sql`
    insert into shipment_charges (shipment_id, cost_line_id, description, client_description, location,
      category_id, supplier, quantity, sell_amount, buy_total, buy_currency, buy_cost, is_sub_item, sort_order)
    select ${shipmentId}, c.id, c.description, c.client_description, c.location, c.category_id, c.supplier, c.quantity, c.total_cost,
      c.buy_total, c.buy_currency, c.buy_cost, c.is_sub_item,
      row_number() over (order by c.sort_order, c.created_at, c.id)
    from cost_items c where c.quotation_id = ${quotationId}`);
}

export async function insertLeg(db: Db, values: LegInsert) {
  const [row] = await db.insert(shipmentLegs).values(values).returning();
  return row!;
}

export async function insertMilestones(db: Db, values: MilestoneInsert[]) {
  if (values.length > 0) await db.insert(shipmentMilestones).values(values);
}

export function legsOf(db: Db, shipmentId: number) {
  return db
    .select()
    .from(shipmentLegs)
    .where(eq(shipmentLegs.shipment_id, shipmentId))
    .orderBy(asc(shipmentLegs.sequence), asc(shipmentLegs.id));
}

export async function countLegs(db: Db, shipmentId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(shipmentLegs)
    .where(eq(shipmentLegs.shipment_id, shipmentId));
  return row?.n ?? 0;
}

export function milestonesOf(db: Db, shipmentId: number) {
  return db
    .select({ milestone: shipmentMilestones, set_by_name: userDisplayNameSql(users) })
    .from(shipmentMilestones)
    .leftJoin(users, eq(users.id, shipmentMilestones.set_by))
    .where(eq(shipmentMilestones.shipment_id, shipmentId))
    .orderBy(asc(shipmentMilestones.sequence));
}

export function chargesOf(db: Db, shipmentId: number) {
  return db
    .select()
    .from(shipmentCharges)
    .where(eq(shipmentCharges.shipment_id, shipmentId))
    .orderBy(asc(shipmentCharges.sort_order), asc(shipmentCharges.id));
}

/** Moves the planned time of the shipment's milestones named by key, leaving the recorded ones as they are. */
export async function planMilestones(db: Db, shipmentId: number, planned: Record<string, string>) {
  for (const [key, plannedAt] of Object.entries(planned)) {
    await db
      .update(shipmentMilestones)
      .set({ planned_at: plannedAt, updated_at: sql`now()`, version: sql`${shipmentMilestones.version} + 1` })
      .where(
        and(
          eq(shipmentMilestones.shipment_id, shipmentId),
          eq(shipmentMilestones.key, key),
          sql`${shipmentMilestones.planned_at} is distinct from ${plannedAt}::timestamptz`,
        ),
      );
  }
}

/** Moves the shipment's status (a milestone's actual reached it), bumping its version. */
export async function setStatus(db: Db, id: number, status: ShipmentStatus) {
  await db
    .update(shipments)
    .set({ status, updated_at: sql`now()`, version: sql`${shipments.version} + 1` })
    .where(eq(shipments.id, id));
}

/** The milestone row, locked until the transaction ends. */
export async function findMilestoneForUpdate(db: Db, id: number) {
  const [row] = await db.select().from(shipmentMilestones).where(eq(shipmentMilestones.id, id)).for('update');
  return row;
}

export async function findLegForUpdate(db: Db, id: number) {
  const [row] = await db.select().from(shipmentLegs).where(eq(shipmentLegs.id, id)).for('update');
  return row;
}

/** The contact field whose id names no contact, when a write failed on that foreign key. */
export function missingContactField(error: unknown): string | undefined {
  const e = pgError(error);
  if (e?.code !== PG.foreignKeyViolation) return undefined;
  const match = /^shipments_((?:shipper|consignee|notify)_contact_id)_contacts_id_fk$/.exec(
    e.constraint ?? '',
  );
  return match?.[1];
}

/** Whether anything happened on the shipment: a milestone with an actual time, or a tracking event received. */
export async function hasProgress(db: Db, shipmentId: number): Promise<boolean> {
  const result = await db.execute<{ progress: boolean }>(sql`
    select exists (select 1 from shipment_milestones where shipment_id = ${shipmentId} and actual_at is not null)
      or exists (select 1 from shipment_events where shipment_id = ${shipmentId}) as progress`);
  return result.rows[0]?.progress === true;
}
