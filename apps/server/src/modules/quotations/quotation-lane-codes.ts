import type { TransportMode } from '@freight/domain';
import type { Db } from '../../platform/database/database';
import * as locationsService from '../locations/locations.service';

const LANE_FIELDS = ['origin_code', 'destination_code'] as const;
type LaneFields = { transport_mode: TransportMode; origin_code: string; destination_code: string };

/** A new quotation's origin and destination must be places its transport mode can use (400 naming each). */
export function assertNewLaneCodes(db: Db, values: Partial<LaneFields>) {
  return locationsService.assertLaneCodes(db, values.transport_mode ?? 'Air', {
    origin_code: values.origin_code,
    destination_code: values.destination_code,
  });
}

/**
 * A save is checked on what it changes: a new code against the (new or current) mode, and at a change of
 * mode both stored codes against the new one. A stored code that is no known location (entered before the
 * lists existed) is kept: a save that does not replace it never fails because of it, and the screens flag it.
 */
export function assertChangedLaneCodes(db: Db, current: LaneFields, changes: Partial<LaneFields>) {
  const modeChanged =
    changes.transport_mode !== undefined && changes.transport_mode !== current.transport_mode;
  const mode = changes.transport_mode ?? current.transport_mode;
  const codes: Record<string, string> = {};
  const keepUnknown = new Set<string>();
  for (const field of LANE_FIELDS) {
    const next = changes[field];
    if (next !== undefined && next !== current[field]) codes[field] = next;
    else if (modeChanged) {
      codes[field] = current[field];
      keepUnknown.add(field);
    }
  }
  return locationsService.assertLaneCodes(db, mode, codes, keepUnknown);
}
