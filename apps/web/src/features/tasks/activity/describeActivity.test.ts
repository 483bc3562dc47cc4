import type { TaskActivity } from '@freight/domain';
import { describe, expect, it } from 'vitest';
import '../../../test/englishMessages';
import de from '../../../shared/i18n/catalogs/de.json';
import { i18n } from '../../../shared/i18n/i18n';
import { translate } from '../../../shared/i18n/useT';
import { describeActivity } from './describeActivity';

const say = (action: TaskActivity['action'], details: Record<string, unknown>) =>
  describeActivity({ action, details }, translate);

describe('describeActivity', () => {
  it('reads the changes of the task itself', () => {
    expect(say('task_created', { old: null, new: { title: 'Ship it' } })).toBe("created the task 'Ship it'");
    expect(say('priority_changed', { old: { priority: 'low' }, new: { priority: 'urgent' } })).toBe(
      'changed priority from low to urgent',
    );
    expect(say('visibility_changed', { old: { visibility: 'private' }, new: { visibility: 'public' } })).toBe(
      'changed visibility from private to public',
    );
    expect(say('task_completed', { old: { completed: false }, new: { completed: true } })).toBe(
      'completed the task',
    );
    expect(say('task_completed', { old: { completed: true }, new: { completed: false } })).toBe(
      'reopened the task',
    );
    expect(say('deadline_set', { old: { deadline: '2032-03-04T10:00:00Z' }, new: { deadline: null } })).toBe(
      'cleared the deadline',
    );
    expect(say('deadline_set', { old: { deadline: null }, new: { deadline: '2032-03-04T10:00:00Z' } })).toBe(
      'set the deadline to 03/04/2032 10:00 AM',
    );
    expect(
      say('task_updated', { old: { title: 'A', progress: 10 }, new: { title: 'B', progress: 40 } }),
    ).toBe("renamed it from 'A' to 'B', set progress to 40%");
    expect(say('task_reordered', { after_id: 3, old: { sort_order: 1 }, new: { sort_order: 2 } })).toBe(
      'moved the task',
    );
  });

  it('reads subtasks, comments, collaborators and teams', () => {
    expect(
      say('subtask_added', { subtask_id: 1, old: null, new: { title: 'Book', priority: 'medium' } }),
    ).toBe("added subtask 'Book'");
    expect(
      say('subtask_completed', {
        subtask_id: 1,
        title: 'Book',
        old: { completed: false },
        new: { completed: true },
      }),
    ).toBe("completed subtask 'Book'");
    expect(say('task_updated', { subtask_id: 1, old: { title: 'Book', completed: false }, new: null })).toBe(
      "deleted subtask 'Book'",
    );
    expect(say('comment_added', { comment_id: 4, old: null, new: { preview: 'Friday' } })).toBe(
      'commented: "Friday"',
    );
    expect(say('task_updated', { comment_id: 4, old: { preview: 'Friday' }, new: null })).toBe(
      'deleted a comment',
    );
    expect(
      say('collaborator_added', { old: null, new: { user_name: 'Vera', permission_level: 'viewer' } }),
    ).toBe('added Vera as viewer');
    expect(say('collaborator_removed', { old: { user_name: 'Vera' }, new: null })).toBe('removed Vera');
    expect(
      say('task_updated', {
        collaborator_id: 2,
        user_name: 'Vera',
        old: { permission_level: 'viewer' },
        new: { permission_level: 'collaborator' },
      }),
    ).toBe("changed Vera's permission from viewer to collaborator");
    expect(say('team_assigned', { old: { team_name: null }, new: { team_name: 'Iberia' } })).toBe(
      'shared the task with team Iberia',
    );
    expect(say('team_assigned', { old: { team_name: 'Iberia' }, new: { team_name: null } })).toBe(
      'took the task off team Iberia',
    );
  });

  it("speaks the reader's language, choices included", () => {
    i18n.load('de', de);
    try {
      i18n.activate('de');
      expect(say('priority_changed', { old: { priority: 'low' }, new: { priority: 'urgent' } })).toBe(
        'hat die Priorität von niedrig auf dringend geändert',
      );
      expect(
        say('collaborator_added', { old: null, new: { user_name: 'Vera', permission_level: 'viewer' } }),
      ).toBe('hat Vera als Leser hinzugefügt');
      expect(say('task_created', { old: null, new: { title: 'Ship it' } })).toBe(
        'hat die Aufgabe „Ship it“ angelegt',
      );
    } finally {
      i18n.activate('en');
    }
  });
});
