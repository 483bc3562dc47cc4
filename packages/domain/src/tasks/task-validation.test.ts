import { describe, expect, it } from 'vitest';
import { fieldErrorsOf } from '../shared/field-errors';
import {
  moveSchema,
  subtaskCreateSchema,
  taskCollaboratorCreateSchema,
  taskCommentCreateSchema,
  taskCreateSchema,
  taskUpdateSchema,
  teamCreateSchema,
  teamUpdateSchema,
} from './task-validation';

describe('task bodies', () => {
  it('trim titles and client names, and refuse a blank title', () => {
    expect(taskCreateSchema.parse({ title: '  Book the truck ', client_name: ' Acme ' })).toEqual({
      title: 'Book the truck',
      client_name: 'Acme',
    });
    expect(fieldErrorsOf(taskCreateSchema, { title: '   ' })).toEqual({ title: 'Task title is required' });
    expect(fieldErrorsOf(taskUpdateSchema, { title: '' })).toEqual({ title: 'Task title is required' });
  });

  it('take an empty create body (the server fills the defaults)', () => {
    expect(taskCreateSchema.parse({})).toEqual({});
  });

  it('name each bad field in words', () => {
    expect(
      fieldErrorsOf(taskUpdateSchema, {
        priority: 'critical',
        visibility: 'secret',
        progress: 101,
        deadline: 'tomorrow',
        team_id: 'x',
      }),
    ).toEqual({
      priority: 'Priority must be low, medium, high or urgent',
      visibility: 'Visibility must be private, collaborative or public',
      progress: 'Progress can be at most 100',
      deadline: 'Deadline must be a date and time',
      team_id: 'Please select a team',
    });
  });

  it('read deadlines as UTC timestamps, and blank or null as none', () => {
    expect(taskUpdateSchema.parse({ deadline: '2026-11-23T17:00:00+02:00' })).toEqual({
      deadline: '2026-11-23T15:00:00.000Z',
    });
    expect(taskUpdateSchema.parse({ deadline: '' })).toEqual({ deadline: null });
    expect(taskUpdateSchema.parse({ deadline: null })).toEqual({ deadline: null });
  });

  it('drop what the server decides itself', () => {
    expect(taskCreateSchema.parse({ title: 'x', sort_order: 3, created_by_user_id: 9, user_id: 9 })).toEqual({
      title: 'x',
    });
  });
});

describe('subtasks, comments and collaborators', () => {
  it("refuse blank titles and comments with the task manager's words", () => {
    expect(fieldErrorsOf(subtaskCreateSchema, { task_id: 1, title: '  ' })).toEqual({
      title: 'Subtask title is required',
    });
    expect(fieldErrorsOf(taskCommentCreateSchema, { task_id: 1, comment_text: ' \n ' })).toEqual({
      comment_text: 'Comment text is required',
    });
    expect(taskCommentCreateSchema.parse({ task_id: 1, comment_text: ' Done \n' }).comment_text).toBe('Done');
  });

  it('want a subtask for a subtask comment', () => {
    expect(
      fieldErrorsOf(taskCommentCreateSchema, { task_id: 1, comment_type: 'subtask', comment_text: 'x' }),
    ).toEqual({
      subtask_id: 'A subtask comment needs a subtask',
    });
  });

  it('want a selected user for a collaborator', () => {
    expect(fieldErrorsOf(taskCollaboratorCreateSchema, { task_id: 1 })).toEqual({
      user_id: 'Please select a user',
    });
    expect(
      fieldErrorsOf(taskCollaboratorCreateSchema, { task_id: 1, user_id: 2, permission_level: 'boss' }),
    ).toEqual({
      permission_level: 'Permission level must be viewer, collaborator or owner',
    });
  });
});

describe('teams', () => {
  it("say 'Team name is required' for a missing or blank name, and trim it", () => {
    expect(fieldErrorsOf(teamCreateSchema, {})).toEqual({ name: 'Team name is required' });
    expect(fieldErrorsOf(teamCreateSchema, { name: '   ' })).toEqual({ name: 'Team name is required' });
    expect(fieldErrorsOf(teamUpdateSchema, { name: '' })).toEqual({ name: 'Team name is required' });
    expect(teamCreateSchema.parse({ name: ' Ocean desk ', description: ' Sea freight ' })).toEqual({
      name: 'Ocean desk',
      description: 'Sea freight',
    });
  });
});

describe('moves', () => {
  it('need a neighbour', () => {
    expect(fieldErrorsOf(moveSchema, {})).toEqual({ '': 'Say where to put it: after_id or before_id' });
    expect(fieldErrorsOf(moveSchema, { after_id: null, before_id: null })).toEqual({
      '': 'Say where to put it: after_id or before_id',
    });
    expect(moveSchema.parse({ after_id: '4' })).toEqual({ after_id: 4 });
  });
});
