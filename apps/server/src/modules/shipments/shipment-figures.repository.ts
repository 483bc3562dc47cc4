import type { DashboardShipments } from '@freight/domain';
import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../../platform/database/database';
import { userProfiles } from '../users/users.table';
import { latenessTrackedSql } from './shipment-lateness.sql';
import { shipmentEtaSql } from './shipments.list';
import { shipmentMilestones, shipments } from './shipments.table';

const ARRIVING_ROWS = 10;
const LATE_ROWS = 5;

const isoOf = (value: string | Date) => new Date(value).toISOString();

/**
 * Monday 00:00 to the next Monday 00:00 of the week holding `at`, on the user's wall clock (their profile's
 * time zone, UTC when unknown), as instants: a shipment due on Sunday evening in Tokyo belongs to a Tokyo
 * user's week even when it is already Monday in UTC. Computed by PostgreSQL, which knows the zone's rules.
 */
async function weekOf(db: Db, userId: number, at: string) {
  const zone = sql`coalesce((select ${userProfiles.timezone} from ${userProfiles} where ${userProfiles.user_id} = ${userId}), 'UTC')`;
  const monday = sql`date_trunc('week', ${at}::timestamptz at time zone ${zone})`;
  const result = await db.execute<{ week_start: string | Date; week_end: string | Date }>(sql`
    select ${monday} at time zone ${zone} as week_start,
      (${monday} + interval '7 days') at time zone ${zone} as week_end`);
  const row = result.rows[0]!;
  return { week_start: isoOf(row.week_start), week_end: isoOf(row.week_end) };
}

async function arrivingThisWeek(db: Db, userId: number, at: string) {
  const week = await weekOf(db, userId, at);
  const inWeek = and(
    ne(shipments.status, 'Cancelled'),
    sql`${shipmentEtaSql()} >= ${week.week_start}::timestamptz`,
    sql`${shipmentEtaSql()} < ${week.week_end}::timestamptz`,
  );
  const rows = await db
    .select({
      id: shipments.id,
      shipment_number: shipments.shipment_number,
      client_name: shipments.client_name,
      destination_code: shipments.destination_code,
      eta: shipmentEtaSql().mapWith((value: string) => isoOf(value)),
      total: sql<number>`count(*) over ()`.mapWith(Number),
    })
    .from(shipments)
    .where(inWeek)
    .orderBy(sql`${shipmentEtaSql()} asc`, asc(shipments.id))
    .limit(ARRIVING_ROWS);
  return { ...week, total: rows[0]?.total ?? 0, rows: rows.map(({ total: _total, ...row }) => row) };
}

async function lateMilestones(db: Db, at: string) {
  const late = and(
    latenessTrackedSql,
    sql`${shipmentMilestones.actual_at} is null`,
    sql`${shipmentMilestones.planned_at} < ${at}::timestamptz`,
  );
  const [totals, rows] = await Promise.all([
    db
      .select({
        total: sql<number>`count(*)`.mapWith(Number),
        shipments: sql<number>`count(distinct ${shipmentMilestones.shipment_id})`.mapWith(Number),
      })
      .from(shipmentMilestones)
      .innerJoin(shipments, eq(shipments.id, shipmentMilestones.shipment_id))
      .where(late),
    db
      .select({
        milestone_id: shipmentMilestones.id,
        shipment_id: shipments.id,
        shipment_number: shipments.shipment_number,
        label: shipmentMilestones.label,
        planned_at: shipmentMilestones.planned_at,
      })
      .from(shipmentMilestones)
      .innerJoin(shipments, eq(shipments.id, shipmentMilestones.shipment_id))
      .where(late)
      .orderBy(asc(shipmentMilestones.planned_at), asc(shipmentMilestones.id))
      .limit(LATE_ROWS),
  ]);
  return {
    total: totals[0]?.total ?? 0,
    shipments: totals[0]?.shipments ?? 0,
    rows: rows.map((row) => ({ ...row, planned_at: row.planned_at! })),
  };
}

/** The dashboard's shipment cards for one user: arriving this week (their time zone) and the late milestones. */
export async function shipmentFigures(db: Db, userId: number, now: Date): Promise<DashboardShipments> {
  const at = now.toISOString();
  const [arriving, late] = await Promise.all([arrivingThisWeek(db, userId, at), lateMilestones(db, at)]);
  return { arriving_this_week: arriving, late_milestones: late };
}
