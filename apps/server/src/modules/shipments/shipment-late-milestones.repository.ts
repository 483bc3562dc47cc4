import { sql } from 'drizzle-orm';
import type { Db } from '../../platform/database/database';
import { userProfiles } from '../users/users.table';
import { latenessTrackedSql } from './shipment-lateness.sql';
import { shipments } from './shipments.table';

export type LateMilestone = {
  milestone_id: number;
  label: string;
  planned_at: string;
  shipment_id: number;
  shipment_number: string;
  client_name: string;
  user_id: number | null;
  /** The owner's profile language, which their task is written in (null without an owner or profile). */
  owner_language: string | null;
};

/**
 * Claims up to `limit` milestones whose planned time passed without an actual and that nobody was told of:
 * marks them told and answers them with their shipment. Rows another run holds are skipped, and a row is
 * claimed only while still unmarked, so two runs at once never claim the same milestone; the mark stays
 * unless the caller's transaction rolls back. A delivered, closed or cancelled shipment's milestones are not
 * chased (`latenessTrackedSql`).
 */
export async function claimLateMilestones(tx: Db, now: Date, limit: number): Promise<LateMilestone[]> {
  const result = await tx.execute<LateMilestone>(sql`
    with due as (
      select m.id from shipment_milestones m
      join ${shipments} on ${shipments.id} = m.shipment_id
      where m.actual_at is null and m.late_notified_at is null and m.planned_at < ${now.toISOString()}::timestamptz
        and ${latenessTrackedSql}
      order by m.planned_at, m.id
      limit ${limit}
      for update of m skip locked
    )
    update shipment_milestones m set late_notified_at = now()
    from due, ${shipments}
    where m.id = due.id and ${shipments.id} = m.shipment_id and m.late_notified_at is null
    returning m.id as milestone_id, m.label, m.planned_at, ${shipments.id} as shipment_id,
      ${shipments.shipment_number}, ${shipments.client_name}, ${shipments.user_id},
      (select ${userProfiles.language} from ${userProfiles} where ${userProfiles.user_id} = ${shipments.user_id})
        as owner_language`);
  return result.rows.map((row) => ({ ...row, planned_at: new Date(row.planned_at).toISOString() }));
}
