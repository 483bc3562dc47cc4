import { describe, expect, it } from 'vitest';
import { type TestApp, useTestApp } from '../../../test/test-app';
import { type TaskClient, taskUser } from './tasks.fixture';

let t: TestApp;
let owner: TaskClient;
let ownerId: number;
useTestApp(async (app) => {
  t = app;
  const user = await taskUser(t);
  owner = user.api;
  ownerId = user.user.id;
});

describe('collaborators', () => {
  it('are added as collaborators by default, with who assigned them', async () => {
    const task = await owner.createTask({ visibility: 'collaborative' });
    const other = await taskUser(t, { first_name: 'Grace', last_name: 'Hopper' });
    const res = await owner.post('/task_collaborators', { task_id: task.id, user_id: other.user.id });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      task_id: task.id,
      user_id: other.user.id,
      permission_level: 'collaborator',
      assigned_by_user_id: ownerId,
      user: { id: other.user.id, name: 'Grace Hopper' },
      assigned_by_user: { id: ownerId },
      version: 1,
    });
    const card = await owner.task(task.id);
    expect(card.collaborators.map((c) => c.user_id)).toEqual([other.user.id]);
    const list = (await owner.get(`/task_collaborators?task_id=${task.id}`)).json();
    expect(list.total).toBe(1);
  });

  it('need a selected, existing user other than the creator, once per task', async () => {
    const task = await owner.createTask({ visibility: 'collaborative' });
    const other = await taskUser(t);
    const cases: [object, number, Record<string, string> | string][] = [
      [{ task_id: task.id }, 400, { user_id: 'Please select a user' }],
      [{ task_id: task.id, user_id: 999999 }, 400, { user_id: 'User not found' }],
      [{ task_id: task.id, user_id: ownerId }, 400, { user_id: "The task's creator is already its owner" }],
    ];
    for (const [body, status, expected] of cases) {
      const res = await owner.post('/task_collaborators', body);
      expect(res.statusCode).toBe(status);
      expect(res.json().error.fields).toEqual(expected);
    }
    await owner.share(task.id, other.user.id);
    const again = await owner.post('/task_collaborators', { task_id: task.id, user_id: other.user.id });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe('This user is already a collaborator on this task');
  });

  it('change level at any time (If-Match honoured), which changes what the user may do', async () => {
    const task = await owner.createTask({ visibility: 'collaborative' });
    const other = await taskUser(t);
    const row = await owner.share(task.id, other.user.id, 'viewer');
    expect((await other.api.put(`/tasks/${task.id}`, { title: 'x' })).statusCode).toBe(403);
    const res = await owner.put(`/task_collaborators/${row.id}`, { permission_level: 'collaborator' });
    expect(res.json()).toMatchObject({ permission_level: 'collaborator', version: 2 });
    expect((await other.api.put(`/tasks/${task.id}`, { title: 'x' })).statusCode).toBe(200);
    const stale = await owner.put(
      `/task_collaborators/${row.id}`,
      { permission_level: 'viewer' },
      { 'if-match': '1' },
    );
    expect(stale.statusCode).toBe(412);
    expect((await owner.put(`/task_collaborators/${row.id}`, {})).json().error.message).toBe(
      'No fields provided for update',
    );
  });

  it('are managed by owners only: a collaborator may not add, change or remove them', async () => {
    const task = await owner.createTask({ visibility: 'collaborative' });
    const helper = await taskUser(t);
    const third = await taskUser(t);
    const helperRow = await owner.share(task.id, helper.user.id, 'collaborator');
    const thirdRow = await owner.share(task.id, third.user.id, 'viewer');
    const refused = [
      await helper.api.post('/task_collaborators', {
        task_id: task.id,
        user_id: (await taskUser(t)).user.id,
      }),
      await helper.api.put(`/task_collaborators/${thirdRow.id}`, { permission_level: 'owner' }),
      await helper.api.put(`/task_collaborators/${helperRow.id}`, { permission_level: 'owner' }),
      await helper.api.del(`/task_collaborators/${thirdRow.id}`),
    ];
    for (const res of refused) {
      expect(res.statusCode).toBe(403);
      expect(res.json().error.message).toBe("Only the task owner can manage this task's collaborators");
    }
    expect((await owner.del(`/task_collaborators/${thirdRow.id}`)).statusCode).toBe(204);
    expect((await third.api.get(`/tasks/${task.id}`)).statusCode).toBe(404);
  });
});

describe('deleting comments', () => {
  it('the author may while they may edit; others only as owners', async () => {
    const task = await owner.createTask({ visibility: 'collaborative' });
    const author = await taskUser(t);
    const colleague = await taskUser(t);
    const authorRow = await owner.share(task.id, author.user.id, 'collaborator');
    await owner.share(task.id, colleague.user.id, 'collaborator');
    const first = await author.api.comment(task.id, 'Mine');
    const second = await author.api.comment(task.id, 'Also mine');
    const refused = await colleague.api.del(`/task_comments/${first.id}`);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.message).toBe('Only the author or the task owner can delete this comment');
    expect((await author.api.del(`/task_comments/${first.id}`)).statusCode).toBe(204);
    await owner.put(`/task_collaborators/${authorRow.id}`, { permission_level: 'viewer' });
    expect((await author.api.del(`/task_comments/${second.id}`)).statusCode).toBe(403);
    expect((await owner.del(`/task_comments/${second.id}`)).statusCode).toBe(204);
    expect((await owner.get(`/task_comments?task_id=${task.id}`)).json().total).toBe(0);
  });
});

describe('the people picker', () => {
  it('finds active users by name or email under tasks:view, 20 at a time', async () => {
    const viewer = await taskUser(t, { grants: { tasks: ['view'] } });
    await taskUser(t, { first_name: 'Zelda', last_name: 'Picker', email: 'zelda@example.com' });
    await t.createUser({ first_name: 'Zelda', last_name: 'Gone', is_active: false });
    const found = (await viewer.api.get('/task_users?search=zelda')).json();
    expect(found).toMatchObject({ total: 1, limit: 20 });
    expect(found.data).toEqual([
      { id: expect.any(Number), name: 'Zelda Picker', email: 'zelda@example.com' },
    ]);
    expect((await viewer.api.get('/task_users?search=example.com&limit=2')).json().data).toHaveLength(2);
    const none = await taskUser(t, { grants: {} });
    expect((await none.api.get('/task_users')).statusCode).toBe(403);
  });
});
