import type { TaskActivity } from '@freight/domain';
import { describe, expect, it } from 'vitest';
import { tasksTestApp, taskUser } from './tasks.fixture';

const tasksApp = tasksTestApp({ first_name: 'Ada', last_name: 'Lovelace' });

/** The newest entry of the task's feed. */
async function latest(taskId: number): Promise<TaskActivity> {
  const [entry] = await tasksApp.api.activity(taskId, '&limit=1');
  return entry!;
}

describe('every change writes its activity entry, by the signed-in user, with old and new values', () => {
  it('task_created', async () => {
    const task = await tasksApp.api.createTask({ title: 'Book the truck', priority: 'high' });
    expect(await latest(task.id)).toMatchObject({
      action: 'task_created',
      user_id: tasksApp.me.id,
      user: { id: tasksApp.me.id, name: 'Ada Lovelace' },
      details: { old: null, new: { title: 'Book the truck', priority: 'high', visibility: 'private' } },
    });
  });

  it('task_updated, one entry for the detail fields changed together', async () => {
    const task = await tasksApp.api.createTask({ title: 'Old' });
    await tasksApp.api.put(`/tasks/${task.id}`, {
      title: 'New',
      description: 'More',
      client_name: task.client_name,
    });
    const entries = await tasksApp.api.activity(task.id);
    expect(entries).toHaveLength(2);
    expect(entries[0]).toMatchObject({
      action: 'task_updated',
      details: { old: { title: 'Old', description: '' }, new: { title: 'New', description: 'More' } },
    });
  });

  it.each([
    ['task_completed', { completed: true }, { completed: false }, { completed: true }],
    ['priority_changed', { priority: 'urgent' }, { priority: 'medium' }, { priority: 'urgent' }],
    ['visibility_changed', { visibility: 'public' }, { visibility: 'private' }, { visibility: 'public' }],
    [
      'deadline_set',
      { deadline: '2026-12-24T12:00:00Z' },
      { deadline: null },
      { deadline: '2026-12-24T12:00:00.000Z' },
    ],
  ])('%s', async (action, change, oldValue, newValue) => {
    const task = await tasksApp.api.createTask();
    await tasksApp.api.put(`/tasks/${task.id}`, change);
    expect(await latest(task.id)).toMatchObject({ action, details: { old: oldValue, new: newValue } });
  });

  it('team_assigned, naming the teams', async () => {
    const team = (await tasksApp.api.post('/teams', { name: 'Ocean desk' })).json();
    const task = await tasksApp.api.createTask();
    await tasksApp.api.put(`/tasks/${task.id}`, { team_id: team.id });
    expect(await latest(task.id)).toMatchObject({
      action: 'team_assigned',
      details: {
        old: { team_id: null, team_name: null },
        new: { team_id: team.id, team_name: 'Ocean desk' },
      },
    });
  });

  it('a team deleted is taken off its tasks, on their feeds', async () => {
    const team = (await tasksApp.api.post('/teams', { name: 'Short-lived' })).json();
    const task = await tasksApp.api.createTask({ team_id: team.id });
    expect((await tasksApp.api.del(`/teams/${team.id}`)).statusCode).toBe(204);
    expect((await tasksApp.api.task(task.id)).team_id).toBeNull();
    expect(await latest(task.id)).toMatchObject({
      action: 'team_assigned',
      details: { old: { team_id: team.id, team_name: 'Short-lived' }, new: { team_id: null } },
    });
  });

  it('subtask_added and subtask_completed', async () => {
    const task = await tasksApp.api.createTask();
    const sub = await tasksApp.api.addSubtask(task.id, 'Pack', { priority: 'low' });
    expect(await latest(task.id)).toMatchObject({
      action: 'subtask_added',
      details: { subtask_id: sub.id, old: null, new: { title: 'Pack', priority: 'low' } },
    });
    await tasksApp.api.put(`/subtasks/${sub.id}`, { completed: true });
    expect(await latest(task.id)).toMatchObject({
      action: 'subtask_completed',
      details: { subtask_id: sub.id, title: 'Pack', old: { completed: false }, new: { completed: true } },
    });
  });

  it('comment_added, with the first 100 characters as the preview', async () => {
    const task = await tasksApp.api.createTask();
    const text = `${'x'.repeat(100)} and the rest`;
    const comment = await tasksApp.api.comment(task.id, text);
    expect(await latest(task.id)).toMatchObject({
      action: 'comment_added',
      details: { comment_id: comment.id, old: null, new: { preview: 'x'.repeat(100) } },
    });
  });

  it('collaborator_added and collaborator_removed', async () => {
    const other = await taskUser(tasksApp.t, { first_name: 'Grace', last_name: 'Hopper' });
    const task = await tasksApp.api.createTask({ visibility: 'collaborative' });
    const row = await tasksApp.api.share(task.id, other.user.id, 'viewer');
    const who = { user_id: other.user.id, user_name: 'Grace Hopper', permission_level: 'viewer' };
    expect(await latest(task.id)).toMatchObject({
      action: 'collaborator_added',
      details: { old: null, new: who },
    });
    await tasksApp.api.del(`/task_collaborators/${row.id}`);
    expect(await latest(task.id)).toMatchObject({
      action: 'collaborator_removed',
      details: { old: who, new: null },
    });
  });

  it('task_reordered, for tasks and subtasks', async () => {
    const a = await tasksApp.api.createTask();
    const b = await tasksApp.api.createTask();
    await tasksApp.api.post(`/tasks/${b.id}/move`, { before_id: a.id });
    const moved = await tasksApp.api.task(b.id);
    expect(await latest(b.id)).toMatchObject({
      action: 'task_reordered',
      details: { before_id: a.id, old: { sort_order: b.sort_order }, new: { sort_order: moved.sort_order } },
    });
    const s1 = await tasksApp.api.addSubtask(a.id, 'One');
    const s2 = await tasksApp.api.addSubtask(a.id, 'Two');
    await tasksApp.api.post(`/subtasks/${s1.id}/move`, { after_id: s2.id });
    expect(await latest(a.id)).toMatchObject({
      action: 'task_reordered',
      details: { subtask_id: s1.id, after_id: s2.id },
    });
  });

  it('task_deleted outlives its task, and only admins read it', async () => {
    const task = await tasksApp.api.createTask({ title: 'Gone soon' });
    await tasksApp.api.del(`/tasks/${task.id}`);
    const admin = (await taskUser(tasksApp.t, { role: 'admin' })).api;
    const deleted = (await admin.get('/task_activity_log?action=task_deleted')).json().data as TaskActivity[];
    expect(deleted.find((entry) => entry.details.task_id === task.id)).toMatchObject({
      task_id: null,
      user_id: tasksApp.me.id,
      details: { old: { title: 'Gone soon' }, new: null },
    });
    expect((await tasksApp.api.get('/task_activity_log?action=task_deleted')).json().total).toBe(0);
  });
});

describe('the feed', () => {
  it('is newest first, 10 by default, paged with limit and offset', async () => {
    const task = await tasksApp.api.createTask();
    for (let i = 1; i <= 12; i += 1) await tasksApp.api.put(`/tasks/${task.id}`, { title: `Title ${i}` });
    const page = (await tasksApp.api.get(`/task_activity_log?task_id=${task.id}`)).json();
    expect(page).toMatchObject({ total: 13, limit: 10, offset: 0 });
    expect(page.data[0].details.new.title).toBe('Title 12');
    const card = (await tasksApp.api.get(`/task_activity_log?task_id=${task.id}&limit=5&offset=10`)).json();
    expect(card.data.map((e: TaskActivity) => e.action)).toEqual([
      'task_updated',
      'task_updated',
      'task_created',
    ]);
  });

  it('nests the latest entry in the task', async () => {
    const task = await tasksApp.api.createTask();
    await tasksApp.api.put(`/tasks/${task.id}`, { priority: 'low' });
    expect((await tasksApp.api.task(task.id)).latest_activity).toMatchObject({ action: 'priority_changed' });
  });

  it('records nothing for a change that was refused', async () => {
    const task = await tasksApp.api.createTask();
    await tasksApp.api.put(`/tasks/${task.id}`, { title: 'Theirs' });
    const stale = await tasksApp.api.put(`/tasks/${task.id}`, { title: 'Mine' }, { 'if-match': '1' });
    expect(stale.statusCode).toBe(412);
    expect((await tasksApp.api.activity(task.id)).map((e) => e.action)).toEqual([
      'task_updated',
      'task_created',
    ]);
  });

  it('cannot be written, edited or deleted by clients', async () => {
    const task = await tasksApp.api.createTask();
    const [entry] = await tasksApp.api.activity(task.id);
    const forged = { task_id: task.id, user_id: tasksApp.me.id, action: 'task_completed', details: {} };
    expect((await tasksApp.api.post('/task_activity_log', forged)).statusCode).toBe(404);
    expect((await tasksApp.api.put(`/task_activity_log/${entry!.id}`, forged)).statusCode).toBe(404);
    expect((await tasksApp.api.del(`/task_activity_log/${entry!.id}`)).statusCode).toBe(404);
    expect(await tasksApp.api.activity(task.id)).toHaveLength(1);
  });
});
