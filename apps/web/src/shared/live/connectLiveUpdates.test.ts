import type { LiveChange } from '@freight/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { connectLiveUpdates, type LiveSource } from './connectLiveUpdates';

/** A stand-in for the browser's EventSource: the test plays the server's side. */
class TestSource implements LiveSource {
  onopen: ((event: Event) => void) | null = null;
  onerror: ((event: Event) => void) | null = null;
  closed = false;
  private listeners = new Map<string, (event: MessageEvent) => void>();
  addEventListener(type: string, listener: (event: MessageEvent) => void) {
    this.listeners.set(type, listener);
  }
  close() {
    this.closed = true;
  }
  open() {
    this.onopen?.(new Event('open'));
  }
  fail() {
    this.onerror?.(new Event('error'));
  }
  send(type: string, data: string) {
    this.listeners.get(type)?.(new MessageEvent(type, { data }));
  }
}

describe('connectLiveUpdates', () => {
  let sources: TestSource[];
  let changes: LiveChange[];
  let disconnects: number;
  let reconnects: number;
  let stop: () => void;
  const waits: number[] = [];

  beforeEach(() => {
    vi.useFakeTimers();
    sources = [];
    changes = [];
    disconnects = 0;
    reconnects = 0;
    waits.length = 0;
    stop = connectLiveUpdates({
      url: '/api/1/events',
      onChange: (change) => changes.push(change),
      onDisconnect: () => disconnects++,
      onReconnect: () => reconnects++,
      createSource: () => {
        const source = new TestSource();
        sources.push(source);
        return source;
      },
      delay: (attempt) => {
        const wait = 1_000 * 2 ** attempt;
        waits.push(wait);
        return wait;
      },
    });
  });
  afterEach(() => {
    stop();
    vi.useRealTimers();
  });

  it('hands on valid change events and ignores anything else', () => {
    sources[0]!.open();
    sources[0]!.send('change', JSON.stringify({ kind: 'quotation', action: 'updated', ids: [4] }));
    sources[0]!.send('change', 'not json');
    sources[0]!.send('change', JSON.stringify({ kind: 'secret', action: 'updated', ids: [4] }));
    expect(changes).toEqual([{ kind: 'quotation', action: 'updated', ids: [4] }]);
  });

  it('after an error closes the stream and reopens it itself, waiting longer after each failure', () => {
    sources[0]!.open();
    sources[0]!.fail();
    expect(sources[0]!.closed).toBe(true);
    expect(disconnects).toBe(1);
    expect(sources).toHaveLength(1);
    vi.advanceTimersByTime(999);
    expect(sources).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(sources).toHaveLength(2);
    // The server still refuses (a 401 or 5xx): the next wait doubles, and the drop is reported once.
    sources[1]!.fail();
    vi.advanceTimersByTime(2_000);
    expect(sources).toHaveLength(3);
    expect(waits).toEqual([1_000, 2_000]);
    expect(disconnects).toBe(1);
    expect(reconnects).toBe(0);
  });

  it('once back, refreshes what it missed and starts the waits over', () => {
    sources[0]!.open();
    expect(reconnects).toBe(0);
    sources[0]!.fail();
    vi.advanceTimersByTime(1_000);
    sources[1]!.fail();
    vi.advanceTimersByTime(2_000);
    sources[2]!.open();
    expect(reconnects).toBe(1);
    sources[2]!.fail();
    vi.advanceTimersByTime(1_000);
    expect(waits).toEqual([1_000, 2_000, 1_000]);
    expect(sources).toHaveLength(4);
  });

  it('stops for good (signed out): the stream closes and no reconnect is scheduled', () => {
    sources[0]!.open();
    sources[0]!.fail();
    stop();
    vi.advanceTimersByTime(60_000);
    expect(sources).toHaveLength(1);
  });

  it('stopping closes an open stream', () => {
    sources[0]!.open();
    stop();
    expect(sources[0]!.closed).toBe(true);
    sources[0]!.fail();
    vi.advanceTimersByTime(60_000);
    expect(sources).toHaveLength(1);
  });
});
