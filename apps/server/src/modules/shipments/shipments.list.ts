import { and, type SQL, sql } from 'drizzle-orm';
import { tableListFields } from '../../platform/crud';
import {
  defineListSpec,
  isBlankParam,
  type ParsedListQuery,
  parseListQuery,
} from '../../platform/list-query';
import { latenessTrackedSql } from './shipment-lateness.sql';
import { shipmentLegs, shipmentMilestones, shipmentSearchText, shipments } from './shipments.table';

/** Query parameters the shipments list handles itself (see `shipmentListQuery`). */
const OWN_PARAMS = ['eta_from', 'eta_to', 'late'] as const;

/** The milestone key every template plans from the main leg's arrival (milestone-templates.ts). */
const ARRIVAL_KEY = 'arrived';

/**
 * The shipment row a subquery belongs to, named in full: in a select from one table Drizzle writes its columns
 * without the table's name, and inside a subquery a bare "id" would be the subquery's own row's.
 */
const SHIPMENT_ID = sql.raw('"shipments"."id"');

/**
 * When the shipment is due: the last leg's ETA, else the planned time of its arrival milestone (a shipment
 * whose legs carry no ETA yet may have had its arrival planned by hand). A new SQL object on each call:
 * `mapWith` changes the object it is called on, so a shared one would take the last caller's decoder.
 */
export const shipmentEtaSql = () => sql<string | null>`coalesce(
  (select l.eta from ${shipmentLegs} l where l.shipment_id = ${SHIPMENT_ID}
    order by l.sequence desc, l.id desc limit 1),
  (select a.planned_at from ${shipmentMilestones} a
    where a.shipment_id = ${SHIPMENT_ID} and a.key = ${ARRIVAL_KEY}))`;

/**
 * A milestone of the shipment is late as the shipment's page says (`milestoneStatus`): the shipment is on its
 * way, the planned time has passed and it has no actual. The partial index `shipment_milestones_open_idx`
 * serves it.
 */
const lateMilestones = sql`${shipmentMilestones} m
  where m.shipment_id = ${SHIPMENT_ID} and ${latenessTrackedSql} and m.actual_at is null and m.planned_at < now()`;

const lateMilestonesSql = sql<number>`(select count(*)::int from ${lateMilestones})`;

const fields = {
  ...tableListFields(shipments),
  eta: {
    expr: shipmentEtaSql().mapWith((value: string | null) =>
      value === null ? null : new Date(value).toISOString(),
    ),
    kind: 'timestamp' as const,
  },
  late_milestones: { expr: lateMilestonesSql.mapWith(Number), kind: 'integer' as const },
};

/** The shipments list: filters on the quotation, status, mode, client, ETA window and late milestones; newest first. */
export const shipmentList = defineListSpec({
  fields,
  sortable: [
    'id',
    'shipment_number',
    'quotation_number',
    'status',
    'transport_mode',
    'client_name',
    'origin_code',
    'destination_code',
    'eta',
    'late_milestones',
    'created_at',
    'updated_at',
  ],
  filterable: [
    'id',
    'quotation_id',
    'quotation_number',
    'status',
    'transport_mode',
    'client_name',
    'contact_id',
    'origin_code',
    'destination_code',
    'booking_reference',
    'carrier_reference',
    'house_reference',
    'user_id',
    'eta',
    'late_milestones',
    'created_at',
  ],
  searchable: [shipmentSearchText(shipments)],
  defaultOrder: [
    { field: 'created_at', direction: 'desc' as const },
    { field: 'id', direction: 'desc' as const },
  ],
  defaultLimit: 50,
  reservedParams: OWN_PARAMS,
});

/** Midnight UTC starting the given YYYY-MM-DD day (checked by the query schema before it gets here). */
const dayStart = (day: string) => sql`(${day}::date)::timestamp at time zone 'UTC'`;

function text(raw: Record<string, unknown>, name: string): string | undefined {
  const value = raw[name];
  return typeof value === 'string' && !isBlankParam(value) ? value.trim() : undefined;
}

/** The ETA window (inclusive days) and the late filter, as conditions; undefined when none is asked. */
function ownConditions(raw: Record<string, unknown>): SQL | undefined {
  const from = text(raw, 'eta_from');
  const to = text(raw, 'eta_to');
  const late = text(raw, 'late');
  const lateExists = sql`exists (select 1 from ${lateMilestones})`;
  return and(
    from ? sql`${shipmentEtaSql()} >= ${dayStart(from)}` : undefined,
    to ? sql`${shipmentEtaSql()} < ${dayStart(to)} + interval '1 day'` : undefined,
    late === 'true' ? lateExists : late === 'false' ? sql`not ${lateExists}` : undefined,
  );
}

/** A shipments list request as the repository runs it: the list language and the list's own filters. */
export function shipmentListQuery(raw: Record<string, unknown>): ParsedListQuery {
  const query = parseListQuery(raw, shipmentList);
  return { ...query, where: and(query.where, ownConditions(raw)) };
}
