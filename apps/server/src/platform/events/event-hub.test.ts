import type { LiveEvent, PermissionMap } from '@freight/domain';
import { describe, expect, it } from 'vitest';
import type { AuthContext } from '../auth-context';
import { EventHub, type LiveStream } from './event-hub';
import { type LiveReadRules, listedUsersRule, viewGrantRule } from './live-read-rules';

function reader(userId: number, sessionId: string, permissions: PermissionMap): AuthContext {
  const user = { id: userId, role: 'user' } as AuthContext['user'];
  return { sessionId, user, permissions };
}

/** Everyone may read contacts; a task is seen by the user whose id it is (and by user 1, who sees all). */
const taskLoads: (readonly number[])[] = [];
let failNextLoad = false;
const rules: LiveReadRules = {
  quotation: viewGrantRule('quotations'),
  contact: viewGrantRule('contacts'),
  interaction: viewGrantRule('support'),
  document: viewGrantRule('documents'),
  notification: listedUsersRule,
  shipment: viewGrantRule('shipments'),
  task: {
    ...viewGrantRule('tasks'),
    visibility: async (ids) => {
      taskLoads.push(ids);
      await new Promise((resolve) => setTimeout(resolve, 5));
      if (failNextLoad) {
        failNextLoad = false;
        throw new Error('connection lost');
      }
      return (r) => (id) => r.user.id === 1 || r.user.id === id;
    },
  },
};

function stream(
  userId: number,
  sessionId = `s${userId}`,
  permissions: PermissionMap = { contacts: ['view'] },
) {
  const received: string[] = [];
  let ended = false;
  const s: LiveStream & { received: string[]; ended: () => boolean } = {
    reader: reader(userId, sessionId, permissions),
    write: (text) => received.push(text),
    end: () => {
      ended = true;
    },
    received,
    ended: () => ended,
  };
  return s;
}

const data = (s: { received: string[] }) => s.received.map((text) => JSON.parse(text.split('data: ')[1]!));

describe('EventHub', () => {
  it('numbers each event and sends it to every stream that may read it, or only to the users it names', async () => {
    const hub = new EventHub({ rules });
    const a = stream(1, 's1', { quotations: ['view'] });
    const b = stream(2, 's2', { quotations: ['view'] });
    hub.add(a);
    hub.add(b);
    void hub.publish({ kind: 'quotation', action: 'updated', ids: [5] });
    await hub.publish({ kind: 'notification', action: 'created', ids: [8], user_ids: [2] });
    expect(a.received).toEqual([
      'id: 1\nevent: change\ndata: {"kind":"quotation","action":"updated","ids":[5]}\n\n',
    ]);
    expect(b.received).toEqual([
      'id: 1\nevent: change\ndata: {"kind":"quotation","action":"updated","ids":[5]}\n\n',
      'id: 2\nevent: change\ndata: {"kind":"notification","action":"created","ids":[8]}\n\n',
    ]);
  });

  it("closes a user's oldest stream beyond the cap, and no one else's", () => {
    const hub = new EventHub({ rules, maxPerUser: 2 });
    const [first, second, third] = [stream(1), stream(1), stream(1)];
    const other = stream(2);
    hub.add(first);
    hub.add(other);
    hub.add(second);
    hub.add(third);
    expect(first.ended()).toBe(true);
    expect([second.ended(), third.ended(), other.ended()]).toEqual([false, false, false]);
    expect(hub.size).toBe(3);
  });

  it('says when the process is full', () => {
    const hub = new EventHub({ rules, maxStreams: 2 });
    hub.add(stream(1));
    expect(hub.isFull()).toBe(false);
    hub.add(stream(2));
    expect(hub.isFull()).toBe(true);
  });

  it('closes the streams of ended sessions, and all of them on shutdown', () => {
    const hub = new EventHub({ rules });
    const [a, b, c] = [stream(1, 'x'), stream(1, 'y'), stream(2, 'x')];
    for (const s of [a, b, c]) hub.add(s);
    expect(hub.sessions().sort()).toEqual(['x', 'y']);
    hub.closeSessions(['x']);
    expect([a.ended(), b.ended(), c.ended()]).toEqual([true, false, true]);
    hub.heartbeat();
    expect(b.received).toEqual([': keep-alive\n\n']);
    hub.closeAll();
    expect(b.ended()).toBe(true);
    expect(hub.size).toBe(0);
  });

  it("sends a change only to the holders of the kind's grant", async () => {
    const hub = new EventHub({ rules });
    const withGrant = stream(1);
    const without = stream(2, 's2', { tasks: ['view'] });
    hub.add(withGrant);
    hub.add(without);
    await hub.publish({ kind: 'contact', action: 'created', ids: [3] });
    expect(data(withGrant)).toEqual([{ kind: 'contact', action: 'created', ids: [3] }]);
    expect(without.received).toEqual([]);
  });

  it('checks the visibility once per event whatever the number of streams, and sends each only the ids it sees', async () => {
    const hub = new EventHub({ rules });
    const tasks: PermissionMap = { tasks: ['view'] };
    const streams = [
      stream(1, 'a', tasks),
      stream(2, 'b', tasks),
      stream(2, 'c', tasks),
      stream(3, 'd', tasks),
    ];
    for (const s of streams) hub.add(s);
    taskLoads.length = 0;
    await hub.publish({ kind: 'task', action: 'updated', ids: [2, 4] });
    expect(taskLoads).toEqual([[2, 4]]);
    expect(streams.map(data)).toEqual([
      [{ kind: 'task', action: 'updated', ids: [2, 4] }],
      [{ kind: 'task', action: 'updated', ids: [2] }],
      [{ kind: 'task', action: 'updated', ids: [2] }],
      [],
    ]);
  });

  it('loads nothing when no stream holds the grant, and never for a deleted record (its event lists its readers)', async () => {
    const hub = new EventHub({ rules });
    const listed = stream(5, 'e', { tasks: ['view'] });
    const other = stream(6, 'f', { tasks: ['view'] });
    hub.add(stream(7));
    taskLoads.length = 0;
    await hub.publish({ kind: 'task', action: 'updated', ids: [7] });
    hub.add(listed);
    hub.add(other);
    await hub.publish({ kind: 'task', action: 'deleted', ids: [9], user_ids: [5] });
    expect(taskLoads).toEqual([]);
    expect(data(listed)).toEqual([{ kind: 'task', action: 'deleted', ids: [9] }]);
    expect(other.received).toEqual([]);
  });

  it('keeps the order events were heard in, though a visibility check waits on the database', async () => {
    const hub = new EventHub({ rules });
    const s = stream(1, 's1', { tasks: ['view'], contacts: ['view'] });
    hub.add(s);
    void hub.publish({ kind: 'task', action: 'created', ids: [1] });
    await hub.publish({ kind: 'contact', action: 'created', ids: [2] });
    expect(data(s).map((change: LiveEvent) => change.kind)).toEqual(['task', 'contact']);
  });

  it('ends the streams a failed visibility check was for, so their browsers refetch, and goes on with the next event', async () => {
    const logged: string[] = [];
    const hub = new EventHub({ rules, log: (message) => logged.push(message) });
    const waiting = stream(1, 's1', { tasks: ['view'], contacts: ['view'] });
    const other = stream(2, 's2');
    hub.add(waiting);
    hub.add(other);
    failNextLoad = true;
    void hub.publish({ kind: 'task', action: 'updated', ids: [1] });
    await hub.publish({ kind: 'contact', action: 'updated', ids: [3] });
    expect(waiting.ended()).toBe(true);
    expect(waiting.received).toEqual([]);
    expect(data(other)).toEqual([{ kind: 'contact', action: 'updated', ids: [3] }]);
    expect(logged[0]).toMatch(/could not check who may read a task change \(connection lost\)/);
  });

  it("takes up a listener's grants of now for the events after, for its session only", async () => {
    const hub = new EventHub({ rules });
    const revoked = stream(1, 'a');
    const untouched = stream(2, 'b');
    hub.add(revoked);
    hub.add(untouched);
    hub.updateReaders(new Map([['a', reader(1, 'a', { tasks: ['view'] })]]));
    await hub.publish({ kind: 'contact', action: 'updated', ids: [4] });
    expect(revoked.received).toEqual([]);
    expect(data(untouched)).toEqual([{ kind: 'contact', action: 'updated', ids: [4] }]);
  });

  it('goes on delivering after a rule fails on an event', async () => {
    const logged: string[] = [];
    const broken: LiveReadRules = {
      ...rules,
      quotation: {
        mayHear: () => {
          throw new Error('broken rule');
        },
      },
    };
    const hub = new EventHub({ rules: broken, log: (message) => logged.push(message) });
    const s = stream(1);
    hub.add(s);
    void hub.publish({ kind: 'quotation', action: 'updated', ids: [1] });
    await hub.publish({ kind: 'contact', action: 'updated', ids: [2] });
    expect(data(s)).toEqual([{ kind: 'contact', action: 'updated', ids: [2] }]);
    expect(logged).toEqual(['Live updates: could not deliver a quotation change (broken rule)']);
  });
});
