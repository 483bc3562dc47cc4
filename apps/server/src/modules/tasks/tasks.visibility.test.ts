import type { PermissionLevel, TaskVisibility } from '@freight/domain';
import { describe, expect, it } from 'vitest';
import { type TestApp, useTestApp } from '../../../test/test-app';
import { type TaskClient, taskUser } from './tasks.fixture';

/**
 * Visibility × level × action, through HTTP: the creator makes a task, relates another user to it in one of
 * the ways the rules know (collaborator row, team membership, nothing), and that user tries every action. A
 * task they may not see answers 404 everywhere and is in no list or count; one they see but may not change
 * answers 403.
 */
let t: TestApp;
let creator: TaskClient;
let other: TaskClient;
let otherId: number;
let activeTeam: number;
let inactiveTeam: number;

useTestApp(async (app) => {
  t = app;
  creator = (await taskUser(t)).api;
  const user = await taskUser(t);
  other = user.api;
  otherId = user.user.id;
  activeTeam = (await creator.post('/teams', { name: 'Ocean desk' })).json().id;
  inactiveTeam = (await creator.post('/teams', { name: 'Old desk', is_active: false })).json().id;
  for (const team of [activeTeam, inactiveTeam]) {
    expect((await creator.post('/team_members', { team_id: team, user_id: otherId })).statusCode).toBe(201);
  }
});

interface Relation {
  name: string;
  visibility: TaskVisibility;
  collaborator?: PermissionLevel;
  team?: 'active' | 'inactive';
  /** The other user's level: null when they may not see the task. */
  level: PermissionLevel | null;
}

const RELATIONS: Relation[] = [
  { name: 'private, granted owner', visibility: 'private', collaborator: 'owner', level: null },
  { name: 'private, in its team', visibility: 'private', team: 'active', level: null },
  { name: 'collaborative, unrelated', visibility: 'collaborative', level: null },
  { name: 'collaborative, viewer', visibility: 'collaborative', collaborator: 'viewer', level: 'viewer' },
  {
    name: 'collaborative, collaborator',
    visibility: 'collaborative',
    collaborator: 'collaborator',
    level: 'collaborator',
  },
  {
    name: 'collaborative, granted owner',
    visibility: 'collaborative',
    collaborator: 'owner',
    level: 'owner',
  },
  { name: 'collaborative, in its team', visibility: 'collaborative', team: 'active', level: 'collaborator' },
  { name: 'collaborative, in its inactive team', visibility: 'collaborative', team: 'inactive', level: null },
  {
    name: 'collaborative, in its team but kept to viewing',
    visibility: 'collaborative',
    team: 'active',
    collaborator: 'viewer',
    level: 'viewer',
  },
  { name: 'public, unrelated', visibility: 'public', level: 'viewer' },
  { name: 'public, collaborator', visibility: 'public', collaborator: 'collaborator', level: 'collaborator' },
];

/** A fresh task of the creator's, related to the other user as `relation` says. */
async function taskFor(relation: Relation) {
  const task = await creator.createTask({
    title: relation.name,
    visibility: relation.visibility,
    team_id: relation.team === 'active' ? activeTeam : relation.team === 'inactive' ? inactiveTeam : null,
  });
  const subtask = await creator.addSubtask(task.id, 'Pack');
  const comment = await creator.comment(task.id, 'First');
  if (relation.collaborator) await creator.share(task.id, otherId, relation.collaborator);
  return { id: task.id, subtaskId: subtask.id, commentId: comment.id };
}

type Ids = Awaited<ReturnType<typeof taskFor>>;

/** Each action the other user tries, the least level it needs, and the status it answers when allowed. */
const ACTIONS: [string, PermissionLevel, number, (ids: Ids) => ReturnType<TaskClient['get']>][] = [
  ['read the task', 'viewer', 200, (ids) => other.get(`/tasks/${ids.id}`)],
  ['read a subtask', 'viewer', 200, (ids) => other.get(`/subtasks/${ids.subtaskId}`)],
  ['edit the title', 'collaborator', 200, (ids) => other.put(`/tasks/${ids.id}`, { title: 'Edited' })],
  ['complete it', 'collaborator', 200, (ids) => other.put(`/tasks/${ids.id}`, { completed: true })],
  [
    'add a subtask',
    'collaborator',
    201,
    (ids) => other.post('/subtasks', { task_id: ids.id, title: 'More' }),
  ],
  [
    'tick a subtask',
    'collaborator',
    200,
    (ids) => other.put(`/subtasks/${ids.subtaskId}`, { completed: true }),
  ],
  ['delete a subtask', 'collaborator', 204, (ids) => other.del(`/subtasks/${ids.subtaskId}`)],
  [
    'comment',
    'collaborator',
    201,
    (ids) => other.post('/task_comments', { task_id: ids.id, comment_text: 'Hi' }),
  ],
  ["delete the creator's comment", 'owner', 204, (ids) => other.del(`/task_comments/${ids.commentId}`)],
  ['change the visibility', 'owner', 200, (ids) => other.put(`/tasks/${ids.id}`, { visibility: 'public' })],
  ['take the team off', 'owner', 200, (ids) => other.put(`/tasks/${ids.id}`, { team_id: null })],
  [
    'add a collaborator',
    'owner',
    201,
    async (ids) => {
      const third = await taskUser(t);
      return other.post('/task_collaborators', { task_id: ids.id, user_id: third.user.id });
    },
  ],
  ['delete the task', 'owner', 204, (ids) => other.del(`/tasks/${ids.id}`)],
];

const RANK: Record<PermissionLevel, number> = { viewer: 0, collaborator: 1, owner: 2 };

const cases = RELATIONS.flatMap((relation) =>
  ACTIONS.map(([action, least, okStatus, run]) => {
    const expected = relation.level === null ? 404 : RANK[relation.level] >= RANK[least] ? okStatus : 403;
    return { label: `${relation.name}: ${action} → ${expected}`, relation, run, expected };
  }),
);

describe('visibility × level × action', () => {
  it.each(cases)('$label', async ({ relation, run, expected }) => {
    const ids = await taskFor(relation);
    const res = await run(ids);
    expect(res.statusCode, res.body).toBe(expected);
    if (expected === 404) expect(res.json().error.code).toBe('NOT_FOUND');
    if (expected === 403) expect(res.json().error.code).toBe('FORBIDDEN');
  });

  it.each(RELATIONS)(
    '$name: in lists and counts only when visible, with the level answered',
    async (relation) => {
      const ids = await taskFor(relation);
      const visible = relation.level !== null;
      const list = (await other.get(`/tasks?id=${ids.id}`)).json();
      expect(list.total).toBe(visible ? 1 : 0);
      expect(list.data.map((task: { access_level: string }) => task.access_level)).toEqual(
        visible ? [relation.level] : [],
      );
      const search = (await other.get(`/tasks?search=${encodeURIComponent(relation.name)}`)).json();
      expect(search.data.some((task: { id: number }) => task.id === ids.id)).toBe(visible);
      for (const part of ['subtasks', 'task_comments', 'task_activity_log']) {
        const res = (await other.get(`/${part}?task_id=${ids.id}`)).json();
        expect(res.total > 0, part).toBe(visible);
      }
    },
  );
});

describe('creators and admins', () => {
  it('the creator owns every task of theirs, whatever its visibility', async () => {
    for (const visibility of ['private', 'collaborative', 'public'] as const) {
      const task = await creator.createTask({ visibility });
      expect(task.access_level).toBe('owner');
      expect((await creator.del(`/tasks/${task.id}`)).statusCode).toBe(204);
    }
  });

  it("an admin sees and changes everyone's private tasks", async () => {
    const admin = (await taskUser(t, { role: 'admin' })).api;
    const task = await creator.createTask({ title: 'Secret' });
    expect((await admin.task(task.id)).access_level).toBe('owner');
    expect((await admin.get(`/tasks?id=${task.id}`)).json().total).toBe(1);
    expect((await admin.put(`/tasks/${task.id}`, { visibility: 'public' })).statusCode).toBe(200);
    expect((await admin.del(`/tasks/${task.id}`)).statusCode).toBe(204);
  });

  it('a collaborator who lacks tasks:edit is refused by the route before the task is looked at', async () => {
    const viewOnly = await taskUser(t, { grants: { tasks: ['view'] } });
    const task = await creator.createTask({ visibility: 'collaborative' });
    await creator.share(task.id, viewOnly.user.id, 'owner');
    expect((await viewOnly.api.get(`/tasks/${task.id}`)).statusCode).toBe(200);
    const res = await viewOnly.api.put(`/tasks/${task.id}`, { title: 'x' });
    expect(res.statusCode).toBe(403);
    expect(res.json().error.message).toBe('You do not have edit permission on tasks');
    expect((await viewOnly.api.del(`/tasks/${task.id}`)).statusCode).toBe(403);
  });
});

describe('sharing through a team', () => {
  it('a member sees a collaborative task assigned to their team, and loses it when they leave', async () => {
    const member = await taskUser(t);
    const team = (await creator.post('/teams', { name: 'Air desk' })).json();
    const membership = (
      await creator.post('/team_members', { team_id: team.id, user_id: member.user.id })
    ).json();
    const task = await creator.createTask({ visibility: 'collaborative', team_id: team.id });
    expect((await member.api.task(task.id)).access_level).toBe('collaborator');
    expect((await member.api.put(`/tasks/${task.id}`, { title: 'Edited by the team' })).statusCode).toBe(200);
    expect((await member.api.del(`/team_members/${membership.id}`)).statusCode).toBe(204);
    expect((await member.api.get(`/tasks/${task.id}`)).statusCode).toBe(404);
  });
});
