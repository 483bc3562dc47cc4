import { describe, expect, it } from 'vitest';
import { notificationLink } from './notification';

describe('notificationLink', () => {
  it('opens a task in the Task Manager and a quotation on its detail page', () => {
    expect(notificationLink('task', 42)).toBe('/task-manager?task=42');
    expect(notificationLink('quotation', 7)).toBe('/quotations/7');
  });
});
