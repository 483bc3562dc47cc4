import { describe, expect, it } from 'vitest';
import { type TaskClient, tasksTestApp, taskUser } from './tasks.fixture';

const tasksApp = tasksTestApp();

describe('permissions on the task routes', () => {
  it('answer 401 without a session and 403 without the tasks grant each route needs', async () => {
    const task = await tasksApp.api.createTask({ visibility: 'public' });
    const sub = await tasksApp.api.addSubtask(task.id, 'Pack');
    const viewer = await taskUser(tasksApp.t, { grants: { tasks: ['view'] } });
    const writes: [string, () => ReturnType<TaskClient['get']>, string][] = [
      ['POST /tasks', () => viewer.api.post('/tasks', { title: 'x' }), 'create'],
      ['PUT /tasks/:id', () => viewer.api.put(`/tasks/${task.id}`, { title: 'x' }), 'edit'],
      [
        'POST /tasks/:id/move',
        () => viewer.api.post(`/tasks/${task.id}/move`, { after_id: task.id }),
        'edit',
      ],
      [
        'POST /tasks/:id/convert_to_subtasks',
        () => viewer.api.post(`/tasks/${task.id}/convert_to_subtasks`),
        'edit',
      ],
      ['DELETE /tasks/:id', () => viewer.api.del(`/tasks/${task.id}`), 'delete'],
      ['POST /subtasks', () => viewer.api.post('/subtasks', { task_id: task.id, title: 'x' }), 'create'],
      ['PUT /subtasks/:id', () => viewer.api.put(`/subtasks/${sub.id}`, { completed: true }), 'edit'],
      ['DELETE /subtasks/:id', () => viewer.api.del(`/subtasks/${sub.id}`), 'delete'],
      [
        'POST /task_comments',
        () => viewer.api.post('/task_comments', { task_id: task.id, comment_text: 'x' }),
        'create',
      ],
      [
        'POST /task_collaborators',
        () => viewer.api.post('/task_collaborators', { task_id: task.id, user_id: 1 }),
        'create',
      ],
    ];
    for (const [route, run, action] of writes) {
      const res = await run();
      expect(res.statusCode, route).toBe(403);
      expect(res.json().error.message, route).toBe(`You do not have ${action} permission on tasks`);
    }
    for (const url of ['/tasks', `/tasks/${task.id}`, `/subtasks?task_id=${task.id}`, '/task_activity_log']) {
      expect((await viewer.api.get(url)).statusCode, url).toBe(200);
      expect((await tasksApp.t.app.inject({ method: 'GET', url: `/api/1${url}` })).statusCode, url).toBe(401);
    }
    expect((await tasksApp.api.task(task.id)).title).toBe(task.title);
  });
});
