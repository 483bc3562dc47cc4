import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { adoptSavedValues, mergeAfterConflict, type SameValue, unsavedFields } from './autosaveMerge';
import { validatedPayload } from './validatedPayload';

interface Form {
  name: string;
  city: string;
  notes: string;
  count: number | string;
}
const FIELDS = ['name', 'city', 'notes', 'count'] as const;
const same: SameValue<Form> = (_field, a, b) => String(a).trim() === String(b).trim();
const base: Form = { name: 'Ada', city: 'London', notes: 'Fragile', count: 1 };

describe('mergeAfterConflict', () => {
  it('a field only the colleague changed takes their value at once', () => {
    const merge = mergeAfterConflict(FIELDS, same, { base, mine: base, theirs: { ...base, city: 'Leeds' } });
    expect(merge.values.city).toBe('Leeds');
    expect(merge.conflicts).toEqual([]);
    expect(merge.taken).toEqual(['city']);
  });

  it("a field only the user changed keeps the user's value, to be sent again", () => {
    const merge = mergeAfterConflict(FIELDS, same, {
      base,
      mine: { ...base, notes: 'Very fragile' },
      theirs: { ...base, city: 'Leeds' },
    });
    expect(merge.values).toEqual({ ...base, notes: 'Very fragile', city: 'Leeds' });
    expect(merge.conflicts).toEqual([]);
    expect(merge.taken).toEqual(['city']);
  });

  it("a field both changed differently is a conflict and keeps the user's value until they choose", () => {
    const merge = mergeAfterConflict(FIELDS, same, {
      base,
      mine: { ...base, name: 'Ada L.', city: 'York' },
      theirs: { ...base, name: 'Ada King', city: 'York ' },
    });
    expect(merge.conflicts).toEqual(['name']);
    expect(merge.values.name).toBe('Ada L.');
    // Both typed the same city (the server would store them alike): nothing to choose.
    expect(merge.taken).toEqual([]);
  });
});

describe('adoptSavedValues', () => {
  const server = { ...base, name: 'Grace', city: 'Paris' };

  it('a sent field left alone shows the stored form; one typed into meanwhile keeps the typing', () => {
    const next = adoptSavedValues(FIELDS, same, {
      sent: { ...base, name: ' Grace ', city: 'Paris' },
      local: { ...base, name: ' Grace ', city: 'Paris, Fr' },
      sentFields: ['name', 'city'],
      before: base,
      server,
    });
    expect(next.name).toBe('Grace');
    expect(next.city).toBe('Paris, Fr');
  });

  it('an unsent field with an edit waiting keeps the edit', () => {
    const next = adoptSavedValues(FIELDS, same, {
      sent: { ...base, name: 'Grace' },
      local: { ...base, name: 'Grace', notes: 'Handle with care' },
      sentFields: ['name'],
      before: base,
      server: { ...base, name: 'Grace' },
    });
    expect(next.notes).toBe('Handle with care');
  });
});

describe('unsavedFields', () => {
  it('lists the fields that differ from what the server confirmed, as the server would store them', () => {
    expect(unsavedFields(FIELDS, same, { ...base, name: ' Ada ', count: '2' }, base)).toEqual(['count']);
  });
});

describe('validatedPayload', () => {
  const schema = z
    .object({
      name: z.string().trim().min(1, 'Name is required'),
      city: z.string().trim(),
      count: z.number({ error: 'Count must be a number' }),
    })
    .partial();
  const toPayload = (values: Form, fields: readonly (keyof Form)[]) =>
    Object.fromEntries(
      fields.map((f) => [f, f === 'count' && values[f] !== '' ? Number(values[f]) || values[f] : values[f]]),
    );

  it('sends the fields as the schema outputs them', () => {
    const result = validatedPayload(schema, toPayload, { ...base, city: ' Leeds ' }, ['city']);
    expect(result).toEqual({ payload: { city: 'Leeds' }, fields: ['city'], errors: {} });
  });

  it('leaves an invalid field out with its message and still sends the valid ones', () => {
    const values = { ...base, name: ' ', city: 'Leeds', count: 'many' };
    const result = validatedPayload(schema, toPayload, values, ['name', 'city', 'count']);
    expect(result.payload).toEqual({ city: 'Leeds' });
    expect(result.fields).toEqual(['city']);
    expect(result.errors).toEqual({ name: 'Name is required', count: 'Count must be a number' });
  });

  it('sends nothing when no field is valid', () => {
    expect(validatedPayload(schema, toPayload, { ...base, name: '' }, ['name']).payload).toBeNull();
  });
});
