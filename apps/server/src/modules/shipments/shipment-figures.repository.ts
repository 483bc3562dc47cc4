import type { DashboardShipments } from '@freight/domain';
import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../../platform/database/database';
import { preparedOnce } from '../../platform/database/prepared-once';
import { userProfiles } from '../users/users.table';
import { latenessTrackedSql } from './shipment-lateness.sql';
import { shipmentEtaSql } from './shipments.list';
import { shipmentMilestones, shipments } from './shipments.table';

const ARRIVING_ROWS = 10;
const LATE_ROWS = 5;

const isoOf = (value: string | Date) => new Date(value).toISOString();

/**
 * One statement, built once per database handle, with the user's id and the instant as parameters: the week
 * holding the instant, Monday 00:00 to the next Monday 00:00 on the user's wall clock (their profile's time
 * zone, UTC when unknown; PostgreSQL knows the zones' rules), and the shipments due in it, soonest first, each
 * carrying how many there are. The week is one row joined to the shipments it holds, so it is answered even
 * when none arrive: a shipment due on Sunday evening in Tokyo belongs to a Tokyo user's week even when it is
 * already Monday in UTC.
 */
function arrivingStatement(db: Db) {
  return preparedOnce(db, 'dashboard_arriving_this_week', (handle, name) => {
    const at = sql`${sql.placeholder('at')}::timestamptz`;
    const zone = sql`coalesce((select ${userProfiles.timezone} from ${userProfiles} where ${userProfiles.user_id} = ${sql.placeholder('userId')}), 'UTC')`;
    const week = handle.$with('week').as(
      handle
        .select({
          week_start: sql<string>`date_trunc('week', ${at} at time zone z.zone) at time zone z.zone`.as(
            'week_start',
          ),
          week_end:
            sql<string>`(date_trunc('week', ${at} at time zone z.zone) + interval '7 days') at time zone z.zone`.as(
              'week_end',
            ),
        })
        .from(sql`(select ${zone} as zone) z`),
    );
    const arriving = handle
      .select({
        id: shipments.id,
        shipment_number: shipments.shipment_number,
        client_name: shipments.client_name,
        destination_code: shipments.destination_code,
        eta: shipmentEtaSql().as('eta'),
        total: sql<number>`count(*) over ()`.as('total'),
      })
      .from(shipments)
      .where(
        and(
          ne(shipments.status, 'Cancelled'),
          sql`${shipmentEtaSql()} >= ${week.week_start}`,
          sql`${shipmentEtaSql()} < ${week.week_end}`,
        ),
      )
      .orderBy(sql`${shipmentEtaSql()} asc`, asc(shipments.id))
      .limit(ARRIVING_ROWS)
      .as('arriving');
    return handle
      .with(week)
      .select({
        week_start: week.week_start,
        week_end: week.week_end,
        id: arriving.id,
        shipment_number: arriving.shipment_number,
        client_name: arriving.client_name,
        destination_code: arriving.destination_code,
        eta: arriving.eta,
        total: arriving.total,
      })
      .from(week)
      .leftJoinLateral(arriving, sql`true`)
      .orderBy(sql`${arriving.eta} asc`, asc(arriving.id))
      .prepare(name);
  });
}

/** The dashboard's arriving-this-week card for one user (their time zone) as of `now`. */
export async function arrivingThisWeek(
  db: Db,
  userId: number,
  now: Date,
): Promise<DashboardShipments['arriving_this_week']> {
  const rows = await arrivingStatement(db).execute({ at: now.toISOString(), userId });
  const week = rows[0]!;
  const arriving = rows.filter((row) => row.id !== null);
  return {
    week_start: isoOf(week.week_start),
    week_end: isoOf(week.week_end),
    total: Number(arriving[0]?.total ?? 0),
    rows: arriving.map((row) => ({
      id: row.id!,
      shipment_number: row.shipment_number!,
      client_name: row.client_name!,
      destination_code: row.destination_code!,
      eta: isoOf(row.eta!),
    })),
  };
}
/** A shipment's milestone is late as of the `at` parameter: the shipment is on its way, the planned time passed, no actual yet. */
const lateAtInstant = () =>
  and(
    latenessTrackedSql,
    sql`${shipmentMilestones.actual_at} is null`,
    sql`${shipmentMilestones.planned_at} < ${sql.placeholder('at')}::timestamptz`,
  );

/** How many milestones are late and on how many shipments (built once per handle, the instant a parameter). */
function lateTotalsStatement(db: Db) {
  return preparedOnce(db, 'dashboard_late_milestone_totals', (handle, name) =>
    handle
      .select({
        total: sql<number>`count(*)`.mapWith(Number),
        shipments: sql<number>`count(distinct ${shipmentMilestones.shipment_id})`.mapWith(Number),
      })
      .from(shipmentMilestones)
      .innerJoin(shipments, eq(shipments.id, shipmentMilestones.shipment_id))
      .where(lateAtInstant())
      .prepare(name),
  );
}

/** The most overdue milestones first (built once per handle, the instant a parameter). */
function lateRowsStatement(db: Db) {
  return preparedOnce(db, 'dashboard_late_milestone_rows', (handle, name) =>
    handle
      .select({
        milestone_id: shipmentMilestones.id,
        shipment_id: shipments.id,
        shipment_number: shipments.shipment_number,
        label: shipmentMilestones.label,
        planned_at: shipmentMilestones.planned_at,
      })
      .from(shipmentMilestones)
      .innerJoin(shipments, eq(shipments.id, shipmentMilestones.shipment_id))
      .where(lateAtInstant())
      .orderBy(asc(shipmentMilestones.planned_at), asc(shipmentMilestones.id))
      .limit(LATE_ROWS)
      .prepare(name),
  );
}

/**
 * The dashboard's late-milestones card as of `now`: the same for every user who may see shipments (the
 * dashboard may keep it a few seconds, see DASHBOARD_CACHE_MS there).
 */
export async function lateMilestones(db: Db, now: Date): Promise<DashboardShipments['late_milestones']> {
  const at = now.toISOString();
  const [totals, rows] = await Promise.all([
    lateTotalsStatement(db).execute({ at }),
    lateRowsStatement(db).execute({ at }),
  ]);
  return {
    total: totals[0]?.total ?? 0,
    shipments: totals[0]?.shipments ?? 0,
    rows: rows.map((row) => ({ ...row, planned_at: row.planned_at! })),
  };
}
