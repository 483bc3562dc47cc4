import { describe, expect, it } from 'vitest';
import { commentPreview, isTaskOverdue } from './task-text';

describe('commentPreview', () => {
  it('keeps the first 100 characters', () => {
    expect(commentPreview('short')).toBe('short');
    expect(commentPreview('x'.repeat(150))).toBe('x'.repeat(100));
    expect(commentPreview('é'.repeat(100))).toHaveLength(100);
  });

  it('never cuts an emoji in half', () => {
    const text = `${'a'.repeat(99)}🚢🚢`;
    expect(commentPreview(text)).toBe(`${'a'.repeat(99)}🚢`);
  });
});

describe('isTaskOverdue', () => {
  const now = new Date(2026, 10, 23, 9, 0);
  it('is overdue when the deadline day is before today, not earlier today', () => {
    expect(isTaskOverdue(new Date(2026, 10, 22, 23, 59).toISOString(), now)).toBe(true);
    expect(isTaskOverdue(new Date(2026, 10, 23, 0, 1).toISOString(), now)).toBe(false);
    expect(isTaskOverdue(new Date(2026, 10, 24).toISOString(), now)).toBe(false);
    expect(isTaskOverdue(null, now)).toBe(false);
  });
});
