import { describe, expect, it } from 'vitest';
import { tasksTestApp, taskUser } from './tasks.fixture';

const tasksApp = tasksTestApp();

describe('the task list', () => {
  it('is paged by the server and filtered by priority, team, completion and contact', async () => {
    const fresh = await taskUser(tasksApp.t);
    const team = (await fresh.api.post('/teams', { name: 'Air desk' })).json();
    const urgent = await fresh.api.createTask({ priority: 'urgent', team_id: team.id });
    const low = await fresh.api.createTask({ priority: 'low' });
    const done = await fresh.api.createTask({ priority: 'low' });
    await fresh.api.put(`/tasks/${done.id}`, { completed: true });
    expect(await fresh.api.taskIds('&priority=low')).toEqual([low.id, done.id]);
    expect(await fresh.api.taskIds(`&team_id=${team.id}`)).toEqual([urgent.id]);
    expect(await fresh.api.taskIds('&completed=true')).toEqual([done.id]);
    expect(await fresh.api.taskIds('&completed=false&priority=low')).toEqual([low.id]);
    const page = (await fresh.api.get('/tasks?limit=2&offset=1')).json();
    expect(page).toMatchObject({ total: 3, limit: 2, offset: 1 });
    expect(page.data.map((x: { id: number }) => x.id)).toEqual([low.id, done.id]);
  });

  it('is filtered by contact', async () => {
    const admin = await taskUser(tasksApp.t, { role: 'admin' });
    const contact = (await admin.api.post('/contacts', { name: 'Linked' })).json();
    const linked = await admin.api.createTask({ contact_id: contact.id });
    await admin.api.createTask();
    expect(await admin.api.taskIds(`&contact_id=${contact.id}`)).toEqual([linked.id]);
  });

  it('sorts by priority: urgent, high, medium, low', async () => {
    const fresh = await taskUser(tasksApp.t);
    const ids: Record<string, number> = {};
    for (const priority of ['low', 'urgent', 'medium', 'high'])
      ids[priority] = (await fresh.api.createTask({ priority })).id;
    expect(await fresh.api.taskIds('&order_by=priority_rank ASC')).toEqual([
      ids.urgent,
      ids.high,
      ids.medium,
      ids.low,
    ]);
  });

  it('refuses select, since its items are whole cards', async () => {
    const res = await tasksApp.api.get('/tasks?select=title');
    expect(res.statusCode).toBe(400);
  });
});
