import type { LiveEvent } from '@freight/domain';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/test-database';
import { LIVE_EVENTS_CHANNEL, publishEvent } from './publish-event';

describe('publishEvent', () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let listener: pg.Client;
  const heard: LiveEvent[] = [];

  beforeAll(async () => {
    database = await createTestDatabase();
    listener = new pg.Client({ connectionString: database.url });
    await listener.connect();
    listener.on('notification', (n) => heard.push(JSON.parse(n.payload ?? '{}')));
    await listener.query(`listen ${LIVE_EVENTS_CHANNEL}`);
  });
  afterAll(async () => {
    await listener.end();
    await database.close();
  });

  const nextEvent = async (count: number) => {
    for (let i = 0; i < 100 && heard.length < count; i++) await new Promise((r) => setTimeout(r, 20));
    return heard.slice(count - 1);
  };

  it('reaches a listener on another connection', async () => {
    await publishEvent(database.db, { kind: 'quotation', action: 'updated', ids: [7] });
    expect(await nextEvent(1)).toEqual([{ kind: 'quotation', action: 'updated', ids: [7] }]);
  });

  it('is heard only once its transaction commits, and never when it rolls back', async () => {
    await database.db
      .transaction(async (tx) => {
        await publishEvent(tx, { kind: 'task', action: 'created', ids: [1] });
        throw new Error('changed my mind');
      })
      .catch(() => {});
    await database.db.transaction(async (tx) => {
      await publishEvent(tx, { kind: 'task', action: 'created', ids: [2] });
    });
    const events = await nextEvent(2);
    expect(events).toEqual([{ kind: 'task', action: 'created', ids: [2] }]);
    expect(heard.filter((e) => e.ids.includes(1))).toEqual([]);
  });

  it('sends a change to very many records without ids, so the payload stays within PostgreSQL limits', async () => {
    const ids = Array.from({ length: 2_000 }, (_, i) => i + 1);
    await publishEvent(database.db, { kind: 'contact', action: 'deleted', ids });
    expect(await nextEvent(3)).toEqual([{ kind: 'contact', action: 'deleted', ids: [] }]);
  });

  it('sends a change with too many readers to list without ids and without the list', async () => {
    const user_ids = Array.from({ length: 1_500 }, (_, i) => i + 1);
    await publishEvent(database.db, { kind: 'task', action: 'deleted', ids: [9], user_ids });
    expect(await nextEvent(4)).toEqual([{ kind: 'task', action: 'deleted', ids: [] }]);
  });
});
