import type { LiveEvent } from '@freight/domain';
import type { Db } from '../../platform/database/database';
import { publishEvent } from '../../platform/events/publish-event';

/**
 * Tells every open screen of a shipments:view holder that shipments changed (the list, the tabs' counts, the
 * shipment's page, the dashboard's cards). Call it with the writing transaction, so the news goes out only if
 * the change commits. `status_changed` for a write that moved a shipment's status (the tabs' counts move too),
 * `created` and `deleted` likewise; `updated` for everything else (references, legs, milestones, events).
 */
export async function publishShipmentChange(
  db: Db,
  action: LiveEvent['action'],
  ...ids: number[]
): Promise<void> {
  await publishEvent(db, { kind: 'shipment', action, ids });
}
