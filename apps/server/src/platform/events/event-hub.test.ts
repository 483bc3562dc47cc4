import { describe, expect, it } from 'vitest';
import { EventHub, type LiveStream } from './event-hub';

function stream(userId: number, sessionId = `s${userId}`) {
  const received: string[] = [];
  let ended = false;
  const s: LiveStream & { received: string[]; ended: () => boolean } = {
    userId,
    sessionId,
    write: (text) => received.push(text),
    end: () => {
      ended = true;
    },
    received,
    ended: () => ended,
  };
  return s;
}

describe('EventHub', () => {
  it('numbers each event and sends it to every stream, or only to the users it names', () => {
    const hub = new EventHub();
    const a = stream(1);
    const b = stream(2);
    hub.add(a);
    hub.add(b);
    hub.publish({ kind: 'quotation', action: 'updated', ids: [5] });
    hub.publish({ kind: 'notification', action: 'created', ids: [8], user_ids: [2] });
    expect(a.received).toEqual([
      'id: 1\nevent: change\ndata: {"kind":"quotation","action":"updated","ids":[5]}\n\n',
    ]);
    expect(b.received).toEqual([
      'id: 1\nevent: change\ndata: {"kind":"quotation","action":"updated","ids":[5]}\n\n',
      'id: 2\nevent: change\ndata: {"kind":"notification","action":"created","ids":[8]}\n\n',
    ]);
  });

  it("closes a user's oldest stream beyond the cap, and no one else's", () => {
    const hub = new EventHub({ maxPerUser: 2 });
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
    const hub = new EventHub({ maxStreams: 2 });
    hub.add(stream(1));
    expect(hub.isFull()).toBe(false);
    hub.add(stream(2));
    expect(hub.isFull()).toBe(true);
  });

  it('closes the streams of ended sessions, and all of them on shutdown', () => {
    const hub = new EventHub();
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
});
