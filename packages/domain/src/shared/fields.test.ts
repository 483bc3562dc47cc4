import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { cargoLineCreateSchema } from '../cargo-lines/cargo-line';
import { quotationUpdateSchema } from '../quotations/quotation-validation';
import { choiceField, idInput, nullableNumberInput, numberInput, textField } from './fields';
import { messageLabel, orList } from './messages';

const messages = (schema: z.ZodType, input: unknown) =>
  schema.safeParse(input).error?.issues.map((issue) => issue.message) ?? [];

describe('textField', () => {
  const name = textField('Client name', { max: 5, required: true });

  it('answers missing, blank, too long and wrong-typed input each in its own words', () => {
    expect(messages(name, undefined)).toEqual(['Client name is required']);
    expect(messages(name, '   ')).toEqual(['Client name is required']);
    expect(messages(name, 'x'.repeat(6))).toEqual(['Client name can be at most 5 characters']);
    expect(messages(name, 42)).toEqual(['Client name must be text']);
  });

  it("uses the spec's own required message where given, and keeps blanks of a password", () => {
    const first = textField('First name', { max: 255, required: 'First name is required' });
    expect(messages(first, '')).toEqual(['First name is required']);
    const password = textField('Password', { max: 1024, min: 8, required: true, trim: false });
    expect(password.parse('        ')).toBe('        ');
    expect(messages(password, 'short')).toEqual(['Password must have at least 8 characters']);
  });
});

describe('number inputs', () => {
  it('name the field for text, fractions and each bound', () => {
    const floors = numberInput('Floor number', { int: true, min: -2, max: 10_000 });
    expect(messages(floors, 'ten')).toEqual(['Floor number must be a number']);
    expect(messages(floors, 1.5)).toEqual(['Floor number must be a whole number']);
    expect(messages(floors, -3)).toEqual(['Floor number must be at least -2']);
    expect(messages(floors, '10001')).toEqual(['Floor number can be at most 10,000']);
  });

  it("say 'cannot be negative' for a minimum of 0, and take blank as no value when nullable", () => {
    const weight = nullableNumberInput('Weight', { min: 0 });
    expect(messages(weight, -1)).toEqual(['Weight cannot be negative']);
    expect(weight.parse('')).toBeNull();
  });

  it('answer every problem with an id the same way: the choice is missing', () => {
    const contact = idInput('Please select a contact from the dropdown');
    for (const bad of [undefined, 0, -1, 1.5, 'abc', 2 ** 40]) {
      expect(messages(contact, bad)).toEqual(['Please select a contact from the dropdown']);
    }
  });
});

describe('choiceField', () => {
  it('lists the options, leaving out the blank one', () => {
    expect(messages(choiceField('Priority', ['Low', 'Medium', 'High']), 'Urgent')).toEqual([
      'Priority must be Low, Medium or High',
    ]);
    expect(messages(choiceField('Elevator capacity', ['small', 'large', '']), 'huge')).toEqual([
      'Elevator capacity must be small or large',
    ]);
  });

  it('reads form labels as a sentence names them', () => {
    expect(messageLabel('Unit cost (USD)')).toBe('Unit cost');
    expect(messageLabel('Estimated Value')).toBe('Estimated value');
    expect(messageLabel('Rate (USD per CBM)')).toBe('Rate');
    expect(messageLabel('HS code')).toBe('HS code');
    expect(messageLabel('ZIP/Postal code')).toBe('ZIP/Postal code');
  });

  it('joins lists the way a sentence does', () => {
    expect(orList(['a'])).toBe('a');
    expect(orList(['a', 'b'])).toBe('a or b');
    expect(orList(['a', 'b', 'c'])).toBe('a, b or c');
  });
});

describe('schemas built from them', () => {
  it('name the field as the form labels it', () => {
    const errors = (schema: z.ZodType, input: object) =>
      Object.fromEntries(schema.safeParse(input).error?.issues.map((i) => [i.path[0], i.message]) ?? []);
    expect(errors(quotationUpdateSchema, { client_name: 'x'.repeat(256), priority: 'Urgent' })).toEqual({
      client_name: 'Client name can be at most 255 characters',
      priority: 'Priority must be Low, Medium or High',
    });
    expect(errors(cargoLineCreateSchema, { quotation_id: 1, name: 'Crate', weight_value: -2 })).toEqual({
      weight_value: 'Weight cannot be negative',
    });
  });

  it('answer a body that is not an object in words', () => {
    expect(messages(quotationUpdateSchema, [])).toEqual(['The request body must be a JSON object']);
  });
});
