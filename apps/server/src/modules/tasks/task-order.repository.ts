import { renumberGap } from '@freight/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../platform/database/database';
import { subtasks, tasks } from './tasks.table';

/**
 * One ordered list: every task (the custom order is shared), or the subtasks of one task. Positions are gapped
 * integers ordered by (sort_order, created_at, id); the caller holds the list's lock (`lockTaskOrder`, or the
 * parent task's row) for every read and write here, so moves and appends never interleave.
 */
export interface OrderedList {
  table: typeof tasks | typeof subtasks;
  /** The rows of the list, in unqualified column names. */
  scope: SQL;
}

export const allTasks: OrderedList = { table: tasks, scope: sql`true` };
export const subtasksOf = (taskId: number): OrderedList => ({
  table: subtasks,
  scope: sql`task_id = ${taskId}`,
});

/** Serialises appends and moves of tasks until the transaction ends. */
export async function lockTaskOrder(db: Db): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext('shipdesk:task-order'))`);
}

async function position(db: Db, list: OrderedList, query: SQL): Promise<number | null> {
  const { rows } = await db.execute<{ sort_order: number }>(
    sql`select sort_order from ${list.table} where ${list.scope} and ${query}`,
  );
  return rows[0]?.sort_order ?? null;
}

/** The position after the last row: where new rows go. */
export async function lastPosition(db: Db, list: OrderedList): Promise<number | null> {
  const { rows } = await db.execute<{ last: number | null }>(
    sql`select max(sort_order) as last from ${list.table} where ${list.scope}`,
  );
  return rows[0]?.last ?? null;
}

/**
 * The positions either side of the gap next to `anchorId` (after it, or before it), leaving out the row being
 * moved: the moved row goes between them.
 */
export async function gapBeside(
  db: Db,
  list: OrderedList,
  anchorId: number,
  side: 'after' | 'before',
  movingId: number,
): Promise<{ previous: number | null; next: number | null }> {
  const anchor = await position(db, list, sql`id = ${anchorId}`);
  const after = side === 'after';
  const neighbour = await position(
    db,
    list,
    sql`id <> ${movingId}
      and (sort_order, created_at, id) ${after ? sql`>` : sql`<`}
        (select a.sort_order, a.created_at, a.id from ${list.table} a where a.id = ${anchorId})
      order by sort_order ${after ? sql`asc` : sql`desc`}, created_at ${after ? sql`asc` : sql`desc`},
        id ${after ? sql`asc` : sql`desc`}
      limit 1`,
  );
  return after ? { previous: anchor, next: neighbour } : { previous: neighbour, next: anchor };
}

/** Spaces the list's positions evenly again, keeping its order: run only when two neighbours touch. */
export async function renumber(db: Db, list: OrderedList): Promise<void> {
  const { rows } = await db.execute<{ n: number }>(
    sql`select count(*)::int as n from ${list.table} where ${list.scope}`,
  );
  const gap = renumberGap(rows[0]?.n ?? 0);
  await db.execute(sql`
    update ${list.table} as target set sort_order = ranked.n * ${gap}
    from (
      select id, row_number() over (order by sort_order, created_at, id) as n
      from ${list.table} where ${list.scope}
    ) ranked
    where target.id = ranked.id`);
}

/** Writes the moved row's position: the one row a move changes (its version stays: order is not an edit). */
export async function setPosition(db: Db, list: OrderedList, id: number, sortOrder: number): Promise<void> {
  await db.execute(sql`update ${list.table} set sort_order = ${sortOrder} where id = ${id}`);
}
