import { describe, expect, it } from 'vitest';
import {
  actionForTaskChanges,
  levelAllows,
  TASK_ACTIONS,
  type TaskAccessFacts,
  taskAccessLevel,
  teamActionAllowed,
} from './task-access';
import { PERMISSION_LEVELS } from './task-enums';

const facts = (over: Partial<TaskAccessFacts>): TaskAccessFacts => ({
  isAdmin: false,
  isCreator: false,
  visibility: 'private',
  collaboratorLevel: null,
  isTeamMember: false,
  ...over,
});

describe('levelAllows', () => {
  it('viewers view; collaborators view and edit; owners do everything', () => {
    const table = Object.fromEntries(
      PERMISSION_LEVELS.map((level) => [level, TASK_ACTIONS.filter((action) => levelAllows(level, action))]),
    );
    expect(table).toEqual({
      viewer: ['view'],
      collaborator: ['view', 'edit'],
      owner: ['view', 'edit', 'share', 'delete'],
    });
    expect(TASK_ACTIONS.some((action) => levelAllows(null, action))).toBe(false);
  });
});

describe('taskAccessLevel', () => {
  it('makes admins and creators owners whatever the visibility', () => {
    for (const visibility of ['private', 'collaborative', 'public'] as const) {
      expect(taskAccessLevel(facts({ visibility, isAdmin: true }))).toBe('owner');
      expect(taskAccessLevel(facts({ visibility, isCreator: true }))).toBe('owner');
    }
  });

  it('keeps a private task from collaborators and team members', () => {
    expect(taskAccessLevel(facts({ collaboratorLevel: 'owner', isTeamMember: true }))).toBeNull();
  });

  it('shares a collaborative task with collaborators at their level and team members as collaborators', () => {
    const collaborative = { visibility: 'collaborative' as const };
    expect(taskAccessLevel(facts(collaborative))).toBeNull();
    expect(taskAccessLevel(facts({ ...collaborative, collaboratorLevel: 'viewer' }))).toBe('viewer');
    expect(taskAccessLevel(facts({ ...collaborative, collaboratorLevel: 'owner' }))).toBe('owner');
    expect(taskAccessLevel(facts({ ...collaborative, isTeamMember: true }))).toBe('collaborator');
    expect(
      taskAccessLevel(facts({ ...collaborative, isTeamMember: true, collaboratorLevel: 'viewer' })),
    ).toBe('viewer');
  });

  it('shows a public task to everyone else as viewers', () => {
    expect(taskAccessLevel(facts({ visibility: 'public' }))).toBe('viewer');
    expect(taskAccessLevel(facts({ visibility: 'public', collaboratorLevel: 'collaborator' }))).toBe(
      'collaborator',
    );
  });
});

describe('actionForTaskChanges', () => {
  it('needs share for visibility or team, edit for the rest', () => {
    expect(actionForTaskChanges({ title: 'x' })).toBe('edit');
    expect(actionForTaskChanges({ title: 'x', visibility: 'public' })).toBe('share');
    expect(actionForTaskChanges({ team_id: null })).toBe('share');
  });
});

describe('teamActionAllowed', () => {
  const who = (over: Partial<Parameters<typeof teamActionAllowed>[0]>) => ({
    isAdmin: false,
    isCreator: false,
    role: null,
    ...over,
  });
  it('lets owners, creators and admins do all, team admins all but delete, members nothing', () => {
    for (const action of ['edit', 'manage_members', 'delete'] as const) {
      expect(teamActionAllowed(who({ isAdmin: true }), action)).toBe(true);
      expect(teamActionAllowed(who({ isCreator: true }), action)).toBe(true);
      expect(teamActionAllowed(who({ role: 'owner' }), action)).toBe(true);
      expect(teamActionAllowed(who({ role: 'admin' }), action)).toBe(action !== 'delete');
      expect(teamActionAllowed(who({ role: 'member' }), action)).toBe(false);
      expect(teamActionAllowed(who({}), action)).toBe(false);
    }
  });
});
