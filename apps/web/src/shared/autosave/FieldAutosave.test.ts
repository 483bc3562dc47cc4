import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ApiError } from '../api/ApiError';
import type { SameValue } from './autosaveMerge';
import type { AutosaveConfig } from './autosaveTypes';
import { FieldAutosave } from './FieldAutosave';
import { SAVED_TICK_MS } from './FieldSaveMarks';

interface Form {
  name: string;
  city: string;
  notes: string;
}
interface Stored extends Form {
  version: number;
}
type Update = Partial<Form>;

const QUIET_MS = 1000;
const schema: z.ZodType<Update> = z
  .object({ name: z.string().trim().min(1, 'Name is required'), city: z.string().trim(), notes: z.string() })
  .partial();
const same: SameValue<Form> = (_field, a, b) => a.trim() === b.trim();

/** A server with If-Match: each request waits until the test answers it, so the order can be watched. */
class FakeServer {
  record: Stored = { name: 'Ada', city: 'London', notes: '', version: 1 };
  readonly requests: { changes: Update; version: number; keepalive: boolean; answer: () => void }[] = [];
  failNext: ApiError | null = null;

  save = (changes: Update, version: number, { keepalive }: { keepalive: boolean }) =>
    new Promise<Stored>((resolve, reject) => {
      const answer = () => {
        const failure = this.failNext;
        this.failNext = null;
        if (failure) return reject(failure);
        if (version !== this.record.version) return reject(new ApiError(412, 'PRECONDITION_FAILED', 'Stale'));
        this.record = { ...this.record, ...changes, version: this.record.version + 1 };
        resolve(this.record);
      };
      this.requests.push({ changes, version, keepalive, answer });
    });

  load = async () => this.record;

  /** A colleague saves through another tab. */
  colleagueSaves(changes: Update) {
    this.record = { ...this.record, ...changes, version: this.record.version + 1 };
  }

  /** Answers the oldest unanswered request and lets the autosave react. */
  async answer() {
    const next = this.requests.find((r) => !('answered' in r));
    if (!next) throw new Error('no request waiting');
    Object.assign(next, { answered: true });
    next.answer();
    await vi.advanceTimersByTimeAsync(0);
  }
}

function setup(options: Partial<AutosaveConfig<Form, Stored, Update>> = {}) {
  const server = new FakeServer();
  const merged: string[][] = [];
  const autosave = new FieldAutosave<Form, Stored, Update>({
    record: server.record,
    fields: ['name', 'city', 'notes'],
    toValues: ({ name, city, notes }) => ({ name, city, notes }),
    same,
    toPayload: (values, fields) => Object.fromEntries(fields.map((f) => [f, values[f]])),
    schema,
    save: server.save,
    load: server.load,
    quietMs: QUIET_MS,
    failureMessage: (field) => `Failed to update ${field}`,
    onMerged: (taken) => merged.push(taken),
    ...options,
  });
  autosave.attach();
  return { server, autosave, merged, state: () => autosave.getState() };
}

/** A colleague saved the name as 'Ada King'; the user's 'Ada Lovelace' met the 412. */
async function nameConflict() {
  const opened = setup();
  opened.server.colleagueSaves({ name: 'Ada King' });
  opened.autosave.change({ name: 'Ada Lovelace' }, 'now');
  await opened.server.answer();
  return opened;
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('FieldAutosave saving', () => {
  it('a typed change waits for the quiet time, then goes alone with the version on screen', async () => {
    const { server, autosave, state } = setup();
    autosave.change({ name: 'Ad' }, 'quiet');
    await vi.advanceTimersByTimeAsync(QUIET_MS / 2);
    autosave.change({ name: 'Ada Lovelace' }, 'quiet');
    await vi.advanceTimersByTimeAsync(QUIET_MS - 1);
    expect(server.requests).toHaveLength(0);
    expect(state().saving).toBe(true);
    await vi.advanceTimersByTimeAsync(1);
    expect(server.requests.map((r) => [r.changes, r.version])).toEqual([[{ name: 'Ada Lovelace' }, 1]]);
    await server.answer();
    expect(state().saving).toBe(false);
    expect(state().lastSavedAt).not.toBeNull();
    expect(state().saveStates.name).toBe('saved');
    await vi.advanceTimersByTimeAsync(SAVED_TICK_MS);
    expect(state().saveStates.name).toBeUndefined();
  });

  it('requests go one at a time, each with the version the previous one was answered with', async () => {
    const { server, autosave } = setup();
    autosave.change({ city: 'Paris' }, 'now');
    autosave.change({ notes: 'Fragile' }, 'now');
    autosave.change({ name: 'Grace' }, 'now');
    expect(server.requests).toHaveLength(1);
    await server.answer();
    // What was asked for meanwhile goes together, on version 2.
    expect(server.requests.map((r) => [r.changes, r.version])).toEqual([
      [{ city: 'Paris' }, 1],
      [{ notes: 'Fragile', name: 'Grace' }, 2],
    ]);
    await server.answer();
    expect(server.record).toMatchObject({ city: 'Paris', notes: 'Fragile', name: 'Grace', version: 3 });
  });

  it('a field typed into while its save travelled keeps the typing; a field left alone shows the stored form', async () => {
    const { server, autosave, state } = setup();
    autosave.change({ city: ' Paris ', notes: 'Frag' }, 'now');
    autosave.change({ notes: 'Fragile' }, 'onLeave');
    await server.answer();
    expect(state().values).toMatchObject({ city: 'Paris', notes: 'Fragile' });
    autosave.leave('notes');
    await vi.advanceTimersByTimeAsync(QUIET_MS);
    expect(server.requests[1]?.changes).toEqual({ notes: 'Fragile' });
  });

  it('an invalid field shows its message and is not sent; the valid ones still go', async () => {
    const { server, autosave, state } = setup();
    autosave.change({ name: ' ', city: 'Rome' }, 'now');
    expect(state().errors).toEqual({ name: 'Name is required' });
    expect(server.requests.map((r) => r.changes)).toEqual([{ city: 'Rome' }]);
    autosave.change({ name: 'Grace' }, 'onLeave');
    expect(state().errors).toEqual({});
  });

  it("a save refused because of another field shows the server's message under that field", async () => {
    const { server, autosave, state } = setup();
    server.failNext = new ApiError(400, 'VALIDATION_FAILED', 'Notes do not fit the city', {
      name: 'Name does not fit the new city',
      unknown_field: 'not on this form',
    });
    autosave.change({ city: 'Oslo' }, 'now');
    await server.answer();
    expect(state().errors).toEqual({ city: 'Failed to update city', name: 'Name does not fit the new city' });
  });

  it('a failed save puts its message under the field and keeps what the user typed', async () => {
    const { server, autosave, state } = setup();
    server.failNext = new ApiError(500, 'INTERNAL', 'Boom');
    autosave.change({ city: 'Oslo' }, 'now');
    await server.answer();
    expect(state().errors).toEqual({ city: 'Failed to update city' });
    expect(state().values.city).toBe('Oslo');
    expect(state().saveStates.city).toBeUndefined();
  });

  it('an unchanged value is not sent', async () => {
    const { server, autosave } = setup();
    autosave.change({ city: 'London ' }, 'now');
    expect(server.requests).toHaveLength(0);
  });
});

describe('FieldAutosave after a 412', () => {
  it("fields only the colleague changed show their value; the user's own edits go again on the new version", async () => {
    const { server, autosave, state, merged } = setup();
    server.colleagueSaves({ notes: 'Call first' });
    autosave.change({ city: 'Leeds' }, 'now');
    await server.answer();
    expect(state().conflicts).toEqual({});
    expect(state().values).toMatchObject({ city: 'Leeds', notes: 'Call first' });
    expect(merged).toEqual([['notes']]);
    expect(server.requests.map((r) => [r.changes, r.version])).toEqual([
      [{ city: 'Leeds' }, 1],
      [{ city: 'Leeds' }, 2],
    ]);
    await server.answer();
    expect(server.record).toMatchObject({ city: 'Leeds', notes: 'Call first' });
  });

  it('a field both changed pauses all saving and offers both values', async () => {
    const { server, autosave, state } = await nameConflict();
    expect(state().conflicts).toEqual({ name: { theirs: 'Ada King' } });
    expect(state().values.name).toBe('Ada Lovelace');
    // Other edits wait until the conflict is settled.
    autosave.change({ city: 'Leeds' }, 'now');
    await vi.advanceTimersByTimeAsync(QUIET_MS);
    expect(server.requests).toHaveLength(1);
    expect(server.record.name).toBe('Ada King');
  });

  it('Keep mine saves the user value on the version just loaded, with the edits that waited', async () => {
    const { server, autosave, state } = await nameConflict();
    autosave.change({ city: 'Leeds' }, 'now');
    autosave.resolve('name', 'mine');
    expect(state().conflicts).toEqual({});
    expect(server.requests[1]).toMatchObject({
      changes: { name: 'Ada Lovelace', city: 'Leeds' },
      version: 2,
    });
    await server.answer();
    expect(server.record).toMatchObject({ name: 'Ada Lovelace', city: 'Leeds', version: 3 });
  });

  it("Take theirs shows the colleague's value and sends nothing for that field", async () => {
    const { server, autosave, state } = await nameConflict();
    autosave.resolve('name', 'theirs');
    expect(state().values.name).toBe('Ada King');
    expect(server.requests).toHaveLength(1);
    expect(server.record.name).toBe('Ada King');
  });

  it("typing the colleague's value settles the conflict", async () => {
    const { server, autosave, state } = await nameConflict();
    autosave.change({ name: 'Ada King' }, 'quiet');
    expect(state().conflicts).toEqual({});
    await vi.advanceTimersByTimeAsync(QUIET_MS);
    expect(server.requests).toHaveLength(1);
  });

  it('Save reports an open conflict instead of saving over it', async () => {
    const { server, autosave } = setup();
    server.colleagueSaves({ name: 'Ada King' });
    autosave.change({ name: 'Ada Lovelace' }, 'onLeave');
    const result = autosave.saveAll();
    await server.answer();
    await expect(result).resolves.toBe('conflict');
    expect(server.record.name).toBe('Ada King');
  });
});

describe('FieldAutosave when the form goes away', () => {
  it('pagehide sends every unsaved edit at once in a request that outlives the page', async () => {
    const { server, autosave } = setup();
    autosave.change({ notes: 'Last words' }, 'quiet');
    autosave.change({ city: 'Bath' }, 'onLeave');
    autosave.exit();
    expect(server.requests.map((r) => [r.changes, r.version, r.keepalive])).toEqual([
      [{ notes: 'Last words', city: 'Bath' }, 1, true],
    ]);
    await vi.advanceTimersByTimeAsync(QUIET_MS);
    expect(server.requests).toHaveLength(1);
  });

  it('pagehide during a save bases its request on the version that save will leave', async () => {
    const { server, autosave } = setup();
    autosave.change({ city: 'Bath' }, 'now');
    autosave.change({ notes: 'Typed last' }, 'quiet');
    autosave.exit();
    expect(server.requests.map((r) => r.version)).toEqual([1, 2]);
    await server.answer();
    await server.answer();
    expect(server.record).toMatchObject({ city: 'Bath', notes: 'Typed last', version: 3 });
  });

  it('leaving the screen sends what waited for its quiet time, with keepalive', async () => {
    const { server, autosave } = setup();
    autosave.change({ notes: 'Almost done' }, 'quiet');
    autosave.detach();
    expect(server.requests.map((r) => [r.changes, r.keepalive])).toEqual([[{ notes: 'Almost done' }, true]]);
  });
});
