import type { Subtask, Task, TaskActivity, TaskCollaborator, TaskComment } from '@freight/domain';
import { everyActionOn } from '@freight/domain';
import { expect } from 'vitest';
import { type TestApp, type TestUserOptions, useTestApp } from '../../../test/test-app';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** Every task permission: what a new user starts with. */
const ALL_TASK_GRANTS = everyActionOn(['tasks']);

/** A signed-in API client of the task endpoints, for one user. */
export function taskClient(t: TestApp, cookie: string) {
  const call = (method: Method, url: string, payload?: object, headers: Record<string, string> = {}) =>
    t.call(method, url, cookie, payload, headers);
  const created = async <T>(url: string, body: object): Promise<T> => {
    const res = await call('POST', url, body);
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as T;
  };
  return {
    call,
    get: (url: string) => call('GET', url),
    post: (url: string, body: object = {}) => call('POST', url, body),
    put: (url: string, body: object, headers?: Record<string, string>) => call('PUT', url, body, headers),
    del: (url: string) => call('DELETE', url),
    createTask: (body: object = {}) => created<Task>('/tasks', { title: 'A task', ...body }),
    addSubtask: (taskId: number, title: string, body: object = {}) =>
      created<Subtask>('/subtasks', { task_id: taskId, title, ...body }),
    comment: (taskId: number, text: string, body: object = {}) =>
      created<TaskComment>('/task_comments', { task_id: taskId, comment_text: text, ...body }),
    share: (taskId: number, userId: number, level = 'collaborator') =>
      created<TaskCollaborator>('/task_collaborators', {
        task_id: taskId,
        user_id: userId,
        permission_level: level,
      }),
    async task(id: number): Promise<Task> {
      const res = await call('GET', `/tasks/${id}`);
      expect(res.statusCode, res.body).toBe(200);
      return res.json() as Task;
    },
    async taskIds(query = ''): Promise<number[]> {
      const res = await call('GET', `/tasks?limit=1000${query}`);
      expect(res.statusCode, res.body).toBe(200);
      return (res.json().data as Task[]).map((task) => task.id);
    },
    async activity(taskId: number, query = ''): Promise<TaskActivity[]> {
      const res = await call('GET', `/task_activity_log?task_id=${taskId}${query}`);
      expect(res.statusCode, res.body).toBe(200);
      return res.json().data as TaskActivity[];
    },
  };
}
export type TaskClient = ReturnType<typeof taskClient>;

/** A signed-in user holding every task permission (or the given grants), and their client. */
export async function taskUser(t: TestApp, options: TestUserOptions = {}) {
  const { user, cookie } = await t.signedInUser({ grants: ALL_TASK_GRANTS, ...options });
  return { user, cookie, api: taskClient(t, cookie) };
}

/** A task test file's own app and its first task user, filled in when the file's tests start. */
export interface TasksTestApp {
  t: TestApp;
  api: TaskClient;
  me: { id: number };
}

/** Registers a task test file's own app (`useTestApp`) with a task user (`taskUser` with `options`) signed in. */
export function tasksTestApp(options: TestUserOptions = {}): TasksTestApp {
  const file = {} as TasksTestApp;
  useTestApp(async (t) => {
    file.t = t;
    const user = await taskUser(t, options);
    file.api = user.api;
    file.me = user.user;
  });
  return file;
}
