import type { Team } from '@freight/domain';
import { describe, expect, it } from 'vitest';
import { type TestApp, useTestApp } from '../../../test/test-app';
import { type TaskClient, taskUser } from '../tasks/tasks.fixture';

let t: TestApp;
let owner: TaskClient;
let ownerId: number;
useTestApp(async (app) => {
  t = app;
  const user = await taskUser(t, { first_name: 'Ada', last_name: 'Lovelace' });
  owner = user.api;
  ownerId = user.user.id;
});

async function newTeam(name = 'Ocean desk', body: object = {}): Promise<Team> {
  const res = await owner.post('/teams', { name, ...body });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

describe('creating a team', () => {
  it('trims the name and description, is active, and makes its creator its owner', async () => {
    const res = await owner.post('/teams', {
      name: '  Ocean desk ',
      description: ' Sea freight ',
      created_by_user_id: 1,
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      name: 'Ocean desk',
      description: 'Sea freight',
      is_active: true,
      created_by_user_id: ownerId,
      created_by_user: { id: ownerId, name: 'Ada Lovelace' },
      member_count: 1,
      members: [{ user_id: ownerId, role: 'owner', user: { name: 'Ada Lovelace' } }],
      version: 1,
    });
  });

  it.each([[{}], [{ name: '' }], [{ name: '   ' }]])(
    "refuses %j with 'Team name is required'",
    async (body) => {
      const res = await owner.post('/teams', body);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.fields).toEqual({ name: 'Team name is required' });
    },
  );
});

describe('changing a team', () => {
  it("answers 'No fields provided for update', and 412 to a stale If-Match", async () => {
    const team = await newTeam();
    expect((await owner.put(`/teams/${team.id}`, {})).json().error.message).toBe(
      'No fields provided for update',
    );
    await owner.put(`/teams/${team.id}`, { description: 'Theirs' });
    const stale = await owner.put(`/teams/${team.id}`, { description: 'Mine' }, { 'if-match': '1' });
    expect(stale.statusCode).toBe(412);
    expect((await owner.get(`/teams/${team.id}`)).json().description).toBe('Theirs');
  });

  it('lets team admins edit but not delete, and keeps members and strangers out', async () => {
    const team = await newTeam('Road desk');
    const admin = await taskUser(t);
    const member = await taskUser(t);
    const stranger = await taskUser(t);
    await owner.post('/team_members', { team_id: team.id, user_id: admin.user.id, role: 'admin' });
    await owner.post('/team_members', { team_id: team.id, user_id: member.user.id });
    expect((await admin.api.put(`/teams/${team.id}`, { is_active: false })).json().is_active).toBe(false);
    for (const client of [member.api, stranger.api]) {
      const res = await client.put(`/teams/${team.id}`, { name: 'Mine now' });
      expect(res.statusCode).toBe(403);
      expect(res.json().error.message).toBe("Only the team's owners and admins can change it");
    }
    const refused = await admin.api.del(`/teams/${team.id}`);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.message).toBe("Only the team's owner can delete it");
    expect((await owner.del(`/teams/${team.id}`)).statusCode).toBe(204);
    expect((await owner.get(`/teams/${team.id}`)).statusCode).toBe(404);
    expect((await owner.get(`/team_members?team_id=${team.id}`)).json().total).toBe(0);
  });

  it('lists teams with their members, filtered by active', async () => {
    const active = await newTeam('Listed active');
    const inactive = await newTeam('Listed inactive', { is_active: false });
    const all = (await owner.get('/teams?search=Listed')).json();
    expect(all.data.map((team: Team) => team.id)).toEqual([active.id, inactive.id]);
    expect(all.data[0].member_count).toBe(1);
    const onlyActive = (await owner.get('/teams?search=Listed&is_active=true')).json();
    expect(onlyActive.data.map((team: Team) => team.id)).toEqual([active.id]);
  });
});

describe('team members', () => {
  it('join as members by default, once, and only as existing users', async () => {
    const team = await newTeam('Members');
    const user = await taskUser(t, { first_name: 'Grace', last_name: 'Hopper' });
    const res = await owner.post('/team_members', { team_id: team.id, user_id: user.user.id });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ role: 'member', user: { id: user.user.id, name: 'Grace Hopper' } });
    const again = await owner.post('/team_members', { team_id: team.id, user_id: user.user.id });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe('This user is already a member of this team');
    const ghost = await owner.post('/team_members', { team_id: team.id, user_id: 999999 });
    expect(ghost.json().error.fields).toEqual({ user_id: 'User not found' });
    const noUser = await owner.post('/team_members', { team_id: team.id });
    expect(noUser.json().error.fields).toEqual({ user_id: 'Please select a user' });
    const badRole = await owner.put(`/team_members/${res.json().id}`, { role: 'boss' });
    expect(badRole.json().error.fields).toEqual({ role: 'Role must be owner, admin or member' });
    expect((await owner.put(`/team_members/${res.json().id}`, { role: 'admin' })).json().role).toBe('admin');
  });

  it('may leave by themselves but not remove others', async () => {
    const team = await newTeam('Leavers');
    const a = await taskUser(t);
    const b = await taskUser(t);
    const rowA = (await owner.post('/team_members', { team_id: team.id, user_id: a.user.id })).json();
    const rowB = (await owner.post('/team_members', { team_id: team.id, user_id: b.user.id })).json();
    expect((await a.api.del(`/team_members/${rowB.id}`)).statusCode).toBe(403);
    expect((await a.api.del(`/team_members/${rowA.id}`)).statusCode).toBe(204);
    expect((await owner.get(`/teams/${team.id}`)).json().member_count).toBe(2);
  });
});

describe('permissions', () => {
  it('reading needs tasks:view; creating, editing and deleting need their tasks grant', async () => {
    const team = await newTeam('Guarded');
    const viewer = await taskUser(t, { grants: { tasks: ['view'] } });
    expect((await viewer.api.get('/teams')).statusCode).toBe(200);
    expect((await viewer.api.get(`/teams/${team.id}`)).statusCode).toBe(200);
    const refused = [
      await viewer.api.post('/teams', { name: 'x' }),
      await viewer.api.put(`/teams/${team.id}`, { name: 'x' }),
      await viewer.api.del(`/teams/${team.id}`),
      await viewer.api.post('/team_members', { team_id: team.id, user_id: viewer.user.id }),
    ];
    expect(refused.map((res) => res.statusCode)).toEqual([403, 403, 403, 403]);
    const none = await taskUser(t, { grants: {} });
    expect((await none.api.get('/teams')).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/1/teams' })).statusCode).toBe(401);
  });
});
