import { POSITION_GAP } from '@freight/domain';
import { describe, expect, it } from 'vitest';
import { type TestApp, useTestApp } from '../../../test/test-app';
import { type TaskClient, taskUser } from './tasks.fixture';

let t: TestApp;
let api: TaskClient;
useTestApp(async (app) => {
  t = app;
  api = (await taskUser(t, { role: 'admin' })).api;
});

/** Every task's position, by id. */
async function positions(table = 'tasks', where = 'true'): Promise<Map<number, number>> {
  const { rows } = await t.pool.query(`select id, sort_order from ${table} where ${where}`);
  return new Map(rows.map((row: { id: number; sort_order: number }) => [row.id, row.sort_order]));
}

function changedRows(before: Map<number, number>, after: Map<number, number>): number[] {
  return [...after].filter(([id, position]) => before.get(id) !== position).map(([id]) => id);
}

async function freshTasks(count: number): Promise<number[]> {
  await t.pool.query('delete from tasks');
  const ids: number[] = [];
  for (let i = 0; i < count; i += 1) ids.push((await api.createTask({ title: `Task ${i}` })).id);
  return ids;
}

describe('moving a task', () => {
  it('puts it after after_id, or first before before_id, and survives a reload', async () => {
    const [a, b, c, d] = await freshTasks(4);
    expect((await api.post(`/tasks/${d}/move`, { after_id: a })).statusCode).toBe(200);
    expect(await api.taskIds()).toEqual([a, d, b, c]);
    await api.post(`/tasks/${c}/move`, { before_id: a });
    expect(await api.taskIds()).toEqual([c, a, d, b]);
    await api.post(`/tasks/${c}/move`, { after_id: b, before_id: null });
    expect(await api.taskIds()).toEqual([a, d, b, c]);
  });

  it('writes the moved row alone, keeping its version', async () => {
    const [a, b, c] = await freshTasks(3);
    const before = await positions();
    const res = await api.post(`/tasks/${c}/move`, { after_id: a, before_id: b });
    expect(changedRows(before, await positions())).toEqual([c]);
    expect(res.json().version).toBe(1);
  });

  it('renumbers the list only when two neighbours leave no room, keeping the order', async () => {
    const ids = await freshTasks(5);
    // Positions packed by hand: no integer is left between neighbours.
    for (const [i, id] of ids.entries())
      await t.pool.query('update tasks set sort_order = $1 where id = $2', [i, id]);
    const [a, b, c, d, e] = ids as [number, number, number, number, number];
    await api.post(`/tasks/${e}/move`, { after_id: a });
    expect(await api.taskIds()).toEqual([a, e, b, c, d]);
    const after = [...(await positions()).values()];
    expect(new Set(after).size).toBe(5);
    expect(Math.min(...after)).toBeGreaterThanOrEqual(POSITION_GAP);
  });

  it('refuses a move with no neighbour, next to itself, or next to a task the caller cannot see', async () => {
    const [a] = await freshTasks(1);
    const none = await api.post(`/tasks/${a}/move`, {});
    expect(none.statusCode).toBe(400);
    expect(none.json().error.message).toBe('Say where to put it: after_id or before_id');
    expect((await api.post(`/tasks/${a}/move`, { after_id: a })).json().error.message).toBe(
      'An item cannot be moved next to itself',
    );
    const stranger = await taskUser(t);
    const hidden = await api.createTask({ title: 'Admin only' });
    const own = await stranger.api.createTask();
    expect((await stranger.api.post(`/tasks/${own.id}/move`, { after_id: hidden.id })).statusCode).toBe(404);
  });

  it('two people moving at once never duplicate or lose a position', async () => {
    const ids = await freshTasks(12);
    const other = await taskUser(t, { role: 'admin' });
    // Pairs that race for the same gap (right after the first task), from two clients at once, many times.
    for (let round = 0; round < 5; round += 1) {
      const order = await api.taskIds();
      const first = order[0]!;
      const [x, y] = [order[order.length - 1]!, order[order.length - 2]!];
      const results = await Promise.all([
        api.post(`/tasks/${x}/move`, { after_id: first }),
        other.api.post(`/tasks/${y}/move`, { after_id: first }),
        api.post(`/tasks/${order[3]!}/move`, { before_id: first }),
      ]);
      for (const res of results) expect(res.statusCode, res.body).toBe(200);
    }
    const after = await positions();
    expect([...after.keys()].sort((p, q) => p - q)).toEqual([...ids].sort((p, q) => p - q));
    expect(new Set(after.values()).size).toBe(ids.length);
    expect(await api.taskIds()).toHaveLength(ids.length);
  });
});

describe('moving a subtask', () => {
  it("reorders within its task, writing one row, and refuses another task's subtask", async () => {
    const [task, other] = await freshTasks(2);
    const [s1, s2, s3] = [
      await api.addSubtask(task!, 'One'),
      await api.addSubtask(task!, 'Two'),
      await api.addSubtask(task!, 'Three'),
    ];
    const before = await positions('subtasks', `task_id = ${task}`);
    expect((await api.post(`/subtasks/${s3.id}/move`, { before_id: s1.id })).statusCode).toBe(200);
    expect(changedRows(before, await positions('subtasks', `task_id = ${task}`))).toEqual([s3.id]);
    expect((await api.task(task!)).subtasks.map((s) => s.title)).toEqual(['Three', 'One', 'Two']);
    const elsewhere = await api.addSubtask(other!, 'Elsewhere');
    const res = await api.post(`/subtasks/${s2.id}/move`, { after_id: elsewhere.id });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe('That subtask belongs to another task');
  });

  it('concurrent subtask moves and additions keep positions unique and complete', async () => {
    const [task] = await freshTasks(1);
    const subs = [];
    for (let i = 0; i < 6; i += 1) subs.push(await api.addSubtask(task!, `S${i}`));
    await Promise.all([
      api.post(`/subtasks/${subs[5]!.id}/move`, { after_id: subs[0]!.id }),
      api.post(`/subtasks/${subs[4]!.id}/move`, { after_id: subs[0]!.id }),
      api.post('/subtasks', { task_id: task, title: 'Added meanwhile' }),
      api.post(`/subtasks/${subs[3]!.id}/move`, { before_id: subs[0]!.id }),
    ]);
    const after = await positions('subtasks', `task_id = ${task}`);
    expect(after.size).toBe(7);
    expect(new Set(after.values()).size).toBe(7);
  });
});
