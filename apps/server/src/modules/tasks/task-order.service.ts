import { positionBetween } from '@freight/domain';
import type { Db } from '../../platform/database/database';
import * as order from './task-order.repository';

/**
 * The position for a row going between two neighbours, renumbering the list first when they touch (the only
 * time more than the moved row is written). Run under the list's lock.
 */
async function positionOrRenumber(
  db: Db,
  list: order.OrderedList,
  neighbours: () => Promise<{ previous: number | null; next: number | null }>,
): Promise<number> {
  const first = await neighbours();
  const position = positionBetween(first.previous, first.next);
  if (position !== null) return position;
  await order.renumber(db, list);
  const second = await neighbours();
  const renumbered = positionBetween(second.previous, second.next);
  if (renumbered === null) throw new Error('No position left after renumbering the list');
  return renumbered;
}

/** Where a new row of the list goes: after the last one. */
export function appendPosition(db: Db, list: order.OrderedList): Promise<number> {
  return positionOrRenumber(db, list, async () => ({
    previous: await order.lastPosition(db, list),
    next: null,
  }));
}

/** Moves `movingId` right after (or right before) `anchorId`, writing its row alone; answers its new position. */
export async function place(
  db: Db,
  list: order.OrderedList,
  movingId: number,
  anchorId: number,
  side: 'after' | 'before',
): Promise<number> {
  const position = await positionOrRenumber(db, list, () =>
    order.gapBeside(db, list, anchorId, side, movingId),
  );
  await order.setPosition(db, list, movingId, position);
  return position;
}
