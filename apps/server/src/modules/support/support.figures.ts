import { INTERACTION_CHANNELS, type InteractionChannel } from '@freight/domain';
import { count, desc } from 'drizzle-orm';
import type { Db } from '../../platform/database/database';
import { interactions } from './support.table';

/** The dashboard's interaction figures: the latest few, and how many came through each channel. */
export async function interactionFigures(db: Db, recentLimit: number) {
  const t = interactions;
  const [recent, channels] = await Promise.all([
    db
      .select({
        id: t.id,
        date: t.date,
        subject: t.subject,
        contact_name: t.contact_name,
        contact_company: t.contact_company,
        channel: t.channel,
        status: t.status,
      })
      .from(t)
      .orderBy(desc(t.date), desc(t.id))
      .limit(recentLimit),
    db.select({ channel: t.channel, count: count() }).from(t).groupBy(t.channel),
  ]);
  const counts = new Map<InteractionChannel, number>(channels.map((r) => [r.channel, r.count]));
  return {
    recent,
    by_channel: INTERACTION_CHANNELS.map((channel) => ({ channel, count: counts.get(channel) ?? 0 })),
  };
}
