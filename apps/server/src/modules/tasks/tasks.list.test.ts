import { describe, expect, it } from 'vitest';
import { sentStatements } from '../../../test/sent-statements';
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

describe('the task list statements', () => {
  it('are prepared once per kind of request and caller, the caller and filter as values', async () => {
    const ana = await taskUser(tasksApp.t);
    const ben = await taskUser(tasksApp.t);
    const admin = await taskUser(tasksApp.t, { role: 'admin' });
    const anas = await ana.api.createTask({ visibility: 'private' });
    const bens = await ben.api.createTask({ visibility: 'private' });
    const sent = await sentStatements(async () => {
      expect(await ana.api.taskIds(`&created_by_user_id=${ana.user.id}`)).toEqual([anas.id]);
      // The statement Ana's list was prepared with, run for Ben, does not show him her private task.
      expect(await ben.api.taskIds(`&created_by_user_id=${ana.user.id}`)).toEqual([]);
      expect(await ben.api.taskIds(`&created_by_user_id=${ben.user.id}`)).toEqual([bens.id]);
      expect(await admin.api.taskIds(`&created_by_user_id=${ana.user.id}`)).toEqual([anas.id]);
    });
    const pages = sent.filter((statement) => statement.text.includes('"task_creator"'));
    const counts = sent.filter((statement) => statement.text.startsWith('select count(*) from "tasks"'));
    for (const statements of [pages, counts]) {
      expect(statements).toHaveLength(4);
      const [forAna, forBen, forBenAgain, forAdmin] = statements.map((statement) => statement.name);
      expect(forAna).toBeTruthy();
      expect([forBen, forBenAgain]).toEqual([forAna, forAna]);
      expect(forAdmin).toBeTruthy();
      expect(forAdmin).not.toBe(forAna);
    }
    expect(pages[0]!.values).toEqual(expect.arrayContaining([ana.user.id]));
    expect(pages[1]!.values).toEqual(expect.arrayContaining([ben.user.id, ana.user.id]));
    expect(pages[2]!.values).not.toContain(ana.user.id);
  });

  it('reads the parts of a page of any size with the same four statements, each prepared once', async () => {
    const owner = await taskUser(tasksApp.t);
    for (let i = 0; i < 3; i++) await owner.api.createTask();
    // What follows each page (and its count) is the reading of its tasks' parts.
    const partsOf = (text: string) => !text.includes('"sessions"') && !text.includes('from "tasks"');
    /^select (distinct on \()?"(subtasks|task_comments|task_collaborators|task_activity_log)"\./;
    const sent = await sentStatements(async () => {
      expect(await owner.api.taskIds(`&created_by_user_id=${owner.user.id}&offset=2`)).toHaveLength(1);
      expect(await owner.api.taskIds(`&created_by_user_id=${owner.user.id}`)).toHaveLength(3);
    });
    const parts = sent.filter((statement) => partsOf(statement.text));
    expect(parts).toHaveLength(8);
    expect(parts.every((statement) => statement.name)).toBe(true);
    expect(parts.slice(4).map((statement) => statement.text)).toEqual(
      parts.slice(0, 4).map((statement) => statement.text),
    );
  });
});
