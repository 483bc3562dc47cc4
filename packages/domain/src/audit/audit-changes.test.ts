import { describe, expect, it } from 'vitest';
import { auditValueText, changedFields } from './audit-changes';

describe('changedFields', () => {
  it('answers only the written fields whose values differ, numbers and their text being the same', () => {
    const before = { notes: 'Fragile', estimated_value: 100, currency: 'USD', version: 3 };
    const after = { notes: 'Keep dry', estimated_value: '100', currency: 'USD', version: 4 };
    expect(changedFields(before, after)).toEqual({ notes: { old: 'Fragile', new: 'Keep dry' } });
  });
  it('a field that was absent reads as null before', () => {
    expect(changedFields({}, { deadline: '2026-12-01' })).toEqual({
      deadline: { old: null, new: '2026-12-01' },
    });
  });
});

describe('auditValueText', () => {
  it('writes nothing, empty lists, plain lists and objects readably', () => {
    expect(auditValueText(null)).toBe('(empty)');
    expect(auditValueText('')).toBe('(empty)');
    expect(auditValueText([])).toBe('(none)');
    expect(auditValueText(['contacts:view', 'tasks:edit'])).toBe('contacts:view, tasks:edit');
    expect(auditValueText({ a: 1 })).toBe('{"a":1}');
    expect(auditValueText(250)).toBe('250');
  });
});
