import { describe, expect, it } from 'vitest';
import { tasksTestApp, taskUser } from './tasks.fixture';

const tasksApp = tasksTestApp({ first_name: 'Ada', last_name: 'Lovelace' });

describe('creating a task', () => {
  it("fills the spec's defaults, makes the caller its creator and owner, and trims the title", async () => {
    const res = await tasksApp.api.post('/tasks', {
      title: '  Book the truck  ',
      user_id: 999,
      created_by_user_id: 999,
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      title: 'Book the truck',
      description: '',
      progress: 0,
      is_manual_progress: true,
      completed: false,
      priority: 'medium',
      visibility: 'private',
      client_name: '',
      contact_id: null,
      deadline: null,
      team_id: null,
      team: null,
      contact: null,
      is_template: false,
      created_by_user_id: tasksApp.me.id,
      created_by_user: { id: tasksApp.me.id, name: 'Ada Lovelace' },
      subtasks: [],
      comment_count: 0,
      collaborators: [],
      access_level: 'owner',
      version: 1,
    });
    expect(res.json().latest_activity).toMatchObject({ action: 'task_created', user_id: tasksApp.me.id });
  });

  it("is titled 'Untitled Task' without a title, and refuses a blank one", async () => {
    expect((await tasksApp.api.post('/tasks', {})).json().title).toBe('Untitled Task');
    const res = await tasksApp.api.post('/tasks', { title: '   ' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual({ title: 'Task title is required' });
  });

  it("takes its progress from subtasks only when the title contains 'subtask'", async () => {
    expect((await tasksApp.api.createTask({ title: 'Customs with subtasks' })).is_manual_progress).toBe(
      false,
    );
    expect((await tasksApp.api.createTask({ title: 'Customs papers' })).is_manual_progress).toBe(true);
  });

  it('goes to the end of the custom order', async () => {
    const first = await tasksApp.api.createTask();
    const second = await tasksApp.api.createTask();
    expect(second.sort_order).toBeGreaterThan(first.sort_order);
    const ids = await tasksApp.api.taskIds();
    expect(ids.indexOf(second.id)).toBe(ids.length - 1);
  });

  it('refuses a contact or team that does not exist, naming the field', async () => {
    const contact = await tasksApp.api.post('/tasks', { title: 'x', contact_id: 99999 });
    expect(contact.statusCode).toBe(400);
    expect(contact.json().error.fields).toEqual({ contact_id: 'Contact not found' });
    const team = await tasksApp.api.post('/tasks', { title: 'x', team_id: 99999 });
    expect(team.json().error.fields).toEqual({ team_id: 'Team not found' });
  });

  it('nests the contact and team it is linked to', async () => {
    const contact = await tasksApp.api.post('/contacts', {});
    expect(contact.statusCode).toBe(403); // tasks grants only: the contact comes from an admin
    const admin = await taskUser(tasksApp.t, { role: 'admin' });
    const made = (
      await admin.api.post('/contacts', {
        name: 'Grace',
        last_name: 'Hopper',
        company_name: 'Navy',
        category: 'Customer',
      })
    ).json();
    const team = (
      await tasksApp.api.post('/teams', { name: 'Ocean desk', description: 'Sea freight' })
    ).json();
    const task = await tasksApp.api.createTask({
      contact_id: made.id,
      team_id: team.id,
      client_name: '  Navy  ',
    });
    expect(task.client_name).toBe('Navy');
    expect(task.contact).toEqual({
      id: made.id,
      display_name: 'Grace Hopper',
      email: '',
      phone_number: '',
      company_name: 'Navy',
      category: 'Customer',
      segment: '',
    });
    expect(task.team).toEqual({
      id: team.id,
      name: 'Ocean desk',
      description: 'Sea freight',
      is_active: true,
    });
  });
});

describe('updating a task', () => {
  it('changes only the fields sent and bumps the version', async () => {
    const task = await tasksApp.api.createTask({ description: 'keep me' });
    const res = await tasksApp.api.put(`/tasks/${task.id}`, {
      title: ' Renamed ',
      priority: 'urgent',
      progress: 40,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      title: 'Renamed',
      priority: 'urgent',
      progress: 40,
      description: 'keep me',
      version: 2,
    });
  });

  it("answers 'No fields provided for update' to an empty body", async () => {
    const task = await tasksApp.api.createTask();
    const res = await tasksApp.api.put(`/tasks/${task.id}`, {});
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe('No fields provided for update');
  });

  it('answers 412 to a stale If-Match and writes nothing', async () => {
    const task = await tasksApp.api.createTask({ title: 'Original' });
    await tasksApp.api.put(`/tasks/${task.id}`, { title: 'Theirs' });
    const res = await tasksApp.api.put(
      `/tasks/${task.id}`,
      { title: 'Mine' },
      { 'if-match': String(task.version) },
    );
    expect(res.statusCode).toBe(412);
    expect((await tasksApp.api.task(task.id)).title).toBe('Theirs');
    const fresh = await tasksApp.api.put(
      `/tasks/${task.id}`,
      { title: 'Mine' },
      { 'if-match': String(task.version + 1) },
    );
    expect(fresh.statusCode).toBe(200);
  });

  it('clears and sets a deadline as a UTC timestamp', async () => {
    const task = await tasksApp.api.createTask();
    const set = await tasksApp.api.put(`/tasks/${task.id}`, { deadline: '2026-12-01T17:30:00+01:00' });
    expect(set.json().deadline).toBe('2026-12-01T16:30:00.000Z');
    const cleared = await tasksApp.api.put(`/tasks/${task.id}`, { deadline: null });
    expect(cleared.json().deadline).toBeNull();
  });

  it('refuses a hand-set progress on a task whose subtasks drive it', async () => {
    const task = await tasksApp.api.createTask({ title: 'Plan with subtasks' });
    const res = await tasksApp.api.put(`/tasks/${task.id}`, { progress: 50 });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields.progress).toMatch(/Progress follows the subtasks/);
  });

  it('answers 404 for an unknown task', async () => {
    const res = await tasksApp.api.put('/tasks/999999', { title: 'x' });
    expect(res.statusCode).toBe(404);
    expect(res.json().error.message).toBe('Task not found');
  });
});

describe('progress from subtasks', () => {
  it('is the rounded percent of completed subtasks, 0 with none', async () => {
    const task = await tasksApp.api.createTask({ title: 'Move with subtasks' });
    expect(task.progress).toBe(0);
    const subs = [];
    for (const title of ['Pack', 'Load', 'Ship']) subs.push(await tasksApp.api.addSubtask(task.id, title));
    await tasksApp.api.put(`/subtasks/${subs[0]!.id}`, { completed: true });
    expect((await tasksApp.api.task(task.id)).progress).toBe(33);
    await tasksApp.api.put(`/subtasks/${subs[1]!.id}`, { completed: true });
    const after = await tasksApp.api.task(task.id);
    expect(after.progress).toBe(67);
    expect(after.subtasks.map((s) => [s.title, s.completed])).toEqual([
      ['Pack', true],
      ['Load', true],
      ['Ship', false],
    ]);
  });

  it("converts a manual task: manual off, progress 0, and 'Subtask 1' with the task's priority", async () => {
    const task = await tasksApp.api.createTask({ priority: 'high', progress: 70 });
    const res = await tasksApp.api.post(`/tasks/${task.id}/convert_to_subtasks`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ is_manual_progress: false, progress: 0 });
    expect(res.json().subtasks).toMatchObject([{ title: 'Subtask 1', priority: 'high', completed: false }]);
    const again = await tasksApp.api.post(`/tasks/${task.id}/convert_to_subtasks`);
    expect(again.statusCode).toBe(409);
  });
});

describe('subtasks and comments', () => {
  it('trim titles and comments and refuse blank ones', async () => {
    const task = await tasksApp.api.createTask();
    expect((await tasksApp.api.addSubtask(task.id, '  Pack  ')).title).toBe('Pack');
    const blank = await tasksApp.api.post('/subtasks', { task_id: task.id, title: '  ' });
    expect(blank.json().error.fields).toEqual({ title: 'Subtask title is required' });
    expect((await tasksApp.api.comment(task.id, '  Called the agent \n')).comment_text).toBe(
      'Called the agent',
    );
    const empty = await tasksApp.api.post('/task_comments', { task_id: task.id, comment_text: ' ' });
    expect(empty.json().error.fields).toEqual({ comment_text: 'Comment text is required' });
  });

  it('count task comments on the task and subtask comments on their subtask', async () => {
    const task = await tasksApp.api.createTask();
    const sub = await tasksApp.api.addSubtask(task.id, 'Pack');
    await tasksApp.api.comment(task.id, 'On the task');
    const onSub = await tasksApp.api.comment(task.id, 'On the subtask', { subtask_id: sub.id });
    expect(onSub.comment_type).toBe('subtask');
    const card = await tasksApp.api.task(task.id);
    expect(card.comment_count).toBe(1);
    expect(card.subtasks[0]!.comment_count).toBe(1);
    const list = (await tasksApp.api.get(`/task_comments?task_id=${task.id}&comment_type=task`)).json();
    expect(list.data.map((c: { comment_text: string }) => c.comment_text)).toEqual(['On the task']);
    const subList = (await tasksApp.api.get(`/task_comments?task_id=${task.id}&subtask_id=${sub.id}`)).json();
    expect(subList.data.map((c: { comment_text: string }) => c.comment_text)).toEqual(['On the subtask']);
  });

  it('refuse a subtask of another task and a subtask comment without a subtask', async () => {
    const a = await tasksApp.api.createTask();
    const b = await tasksApp.api.createTask();
    const subOfB = await tasksApp.api.addSubtask(b.id, 'Other');
    const res = await tasksApp.api.post('/task_comments', {
      task_id: a.id,
      subtask_id: subOfB.id,
      comment_text: 'x',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual({ subtask_id: 'That subtask belongs to another task' });
    const none = await tasksApp.api.post('/task_comments', {
      task_id: a.id,
      comment_type: 'subtask',
      comment_text: 'x',
    });
    expect(none.json().error.fields).toEqual({ subtask_id: 'A subtask comment needs a subtask' });
  });
});

describe('deleting a task', () => {
  it('deletes its subtasks, comments, collaborators and activity with it', async () => {
    const other = await taskUser(tasksApp.t);
    const task = await tasksApp.api.createTask({ visibility: 'collaborative' });
    const sub = await tasksApp.api.addSubtask(task.id, 'Pack');
    const comment = await tasksApp.api.comment(task.id, 'Hello');
    const collaborator = await tasksApp.api.share(task.id, other.user.id);
    expect(await tasksApp.api.activity(task.id)).not.toHaveLength(0);
    expect((await tasksApp.api.del(`/tasks/${task.id}`)).statusCode).toBe(204);
    expect((await tasksApp.api.get(`/tasks/${task.id}`)).statusCode).toBe(404);
    expect((await tasksApp.api.get(`/subtasks/${sub.id}`)).statusCode).toBe(404);
    expect((await tasksApp.api.get(`/task_collaborators/${collaborator.id}`)).statusCode).toBe(404);
    expect((await tasksApp.api.get(`/task_comments?task_id=${task.id}`)).json().total).toBe(0);
    expect(await tasksApp.api.activity(task.id)).toHaveLength(0);
    const { rows } = await tasksApp.t.pool.query(
      'select (select count(*) from subtasks where id = $1)::int as subtasks, (select count(*) from task_comments where id = $2)::int as comments',
      [sub.id, comment.id],
    );
    expect(rows[0]).toEqual({ subtasks: 0, comments: 0 });
  });
});
