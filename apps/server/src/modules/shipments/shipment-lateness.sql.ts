import { LATENESS_TRACKED_STATUSES } from '@freight/domain';
import { inArray, type SQL } from 'drizzle-orm';
import { shipments } from './shipments.table';

/**
 * The shipment is still on its way, so its milestones can be late (`tracksLateness`): the list's count and
 * filter, the dashboard's card and the late-milestones job all leave delivered, closed and cancelled
 * shipments out with this one condition on the `shipments` row.
 */
export const latenessTrackedSql: SQL = inArray(shipments.status, [...LATENESS_TRACKED_STATUSES]);
