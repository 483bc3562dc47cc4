import { describe, expect, it } from 'vitest';
import { isManualProgressForTitle, progressFromSubtasks, taskProgress } from './task-progress';

const subtasks = (...done: boolean[]) => done.map((completed) => ({ completed }));

describe('progressFromSubtasks', () => {
  it('is 0 with no subtasks', () => {
    expect(progressFromSubtasks([])).toBe(0);
  });

  it('is the rounded percent of completed subtasks', () => {
    expect(progressFromSubtasks(subtasks(true, false))).toBe(50);
    expect(progressFromSubtasks(subtasks(true, false, false))).toBe(33);
    expect(progressFromSubtasks(subtasks(true, true, false))).toBe(67);
    expect(progressFromSubtasks(subtasks(false, false, false))).toBe(0);
    expect(progressFromSubtasks(subtasks(true, true, true))).toBe(100);
    expect(progressFromSubtasks(subtasks(true, false, false, false, false, false, false, false))).toBe(13);
  });
});

describe('taskProgress', () => {
  it('takes the slider value of a manual task and the subtasks of the others', () => {
    expect(taskProgress({ is_manual_progress: true, progress: 40, subtasks: subtasks(true) })).toBe(40);
    expect(taskProgress({ is_manual_progress: false, progress: 40, subtasks: subtasks(true, false) })).toBe(
      50,
    );
  });
});

describe("the 'subtask' title rule", () => {
  it('makes a task subtask-driven only when its title contains the word', () => {
    expect(isManualProgressForTitle('Call the port agent')).toBe(true);
    expect(isManualProgressForTitle('Plan move with subtasks')).toBe(false);
    expect(isManualProgressForTitle('SUBTASK list for customs')).toBe(false);
    expect(isManualProgressForTitle('Sub task spelled apart')).toBe(true);
  });
});
