import { describe, expect, it } from 'vitest';
import { fieldErrorsAgainst } from '../shared/field-errors';
import {
  interactionCreateSchema,
  interactionDefaults,
  interactionFromCreateInput,
  interactionUpdateSchema,
} from './interaction-validation';

const fieldErrors = fieldErrorsAgainst(interactionCreateSchema);

const valid = { contact_id: 3, subject: 'Late container', description: 'Asked where MSCU123 is' };

describe('new interaction validation', () => {
  it("answers the spec's three messages for a missing contact, subject and description", () => {
    expect(fieldErrors({})).toEqual({
      contact_id: 'Please select a contact',
      subject: 'Please enter a subject',
      description: 'Please enter a description',
    });
  });

  it('treats blank or whitespace-only subject and description as missing', () => {
    expect(fieldErrors({ contact_id: 3, subject: '   ', description: '' })).toEqual({
      subject: 'Please enter a subject',
      description: 'Please enter a description',
    });
  });

  it("answers 'Please select a contact' for any contact that is not an id", () => {
    for (const contact_id of [null, '', 0, -1, 1.5, 'abc']) {
      expect(fieldErrors({ ...valid, contact_id })).toEqual({ contact_id: 'Please select a contact' });
    }
    expect(interactionCreateSchema.parse({ ...valid, contact_id: '7' }).contact_id).toBe(7);
  });

  it('trims subject and description', () => {
    const parsed = interactionCreateSchema.parse({ ...valid, subject: '  Late ', description: ' Where? ' });
    expect(parsed).toMatchObject({ subject: 'Late', description: 'Where?' });
  });

  it('limits subject to 255 and description to 10,000 characters', () => {
    expect(fieldErrors({ ...valid, subject: 'x'.repeat(256) })).toEqual({
      subject: 'Subject can be at most 255 characters',
    });
    expect(fieldErrors({ ...valid, description: 'x'.repeat(10_001) })).toEqual({
      description: 'Description can be at most 10,000 characters',
    });
  });

  it('drops created_by, contact_name and contact_company from the body: the server fills them', () => {
    const parsed = interactionCreateSchema.parse({
      ...valid,
      created_by: 99,
      contact_name: 'Forged',
      contact_company: 'Forged Ltd',
      id: 5,
    });
    expect(parsed).toEqual(valid);
  });

  it('accepts only the enumerations', () => {
    expect(
      fieldErrors({
        ...valid,
        channel: 'Fax',
        category: 'Other',
        status: 'Pending',
        interaction_type: 'Sideways',
      }),
    ).toEqual({
      channel: 'Channel must be WhatsApp, Facebook, Instagram, Email, Calls, On site or Other',
      category: 'Category must be Procurement, Tracking, Information, Sales, Support, Claim or Accounting',
      status: 'Status must be Open, In Progress, Resolved, Closed or Follow-up Required',
      interaction_type: 'Type must be Inbound or Outbound',
    });
  });

  it('takes a real YYYY-MM-DD date', () => {
    expect(fieldErrors({ ...valid, date: '2026-11-22' })).toEqual({});
    expect(fieldErrors({ ...valid, date: '2026-02-30' })).toEqual({
      date: 'Date must be a valid date (YYYY-MM-DD)',
    });
    expect(fieldErrors({ ...valid, date: '' })).toEqual({ date: 'Please choose a date' });
  });

  it('takes attachment ids as upload ids, each once, at most 100', () => {
    expect(interactionCreateSchema.parse({ ...valid, attachment_ids: [4, '5', 4] }).attachment_ids).toEqual([
      4, 5,
    ]);
    expect(fieldErrors({ ...valid, attachment_ids: [0] })).toEqual({
      'attachment_ids.0': 'Attachments must be a list of uploaded file ids',
    });
    expect(fieldErrors({ ...valid, attachment_ids: 'abc' })).toEqual({
      attachment_ids: 'Attachments must be a list of uploaded file ids',
    });
    const many = Array.from({ length: 101 }, (_, i) => i + 1);
    expect(fieldErrors({ ...valid, attachment_ids: many })).toEqual({
      attachment_ids: 'An interaction can have at most 100 attachments',
    });
  });
});

describe('interaction update validation', () => {
  it('accepts any subset, including an empty attachment list (remove them all)', () => {
    expect(interactionUpdateSchema.parse({ status: 'Resolved' })).toEqual({ status: 'Resolved' });
    expect(interactionUpdateSchema.parse({ attachment_ids: [] })).toEqual({ attachment_ids: [] });
  });

  it('applies the same messages to the fields it is given', () => {
    expect(fieldErrors({ contact_id: null, subject: ' ', description: '' }, interactionUpdateSchema)).toEqual(
      {
        contact_id: 'Please select a contact',
        subject: 'Please enter a subject',
        description: 'Please enter a description',
      },
    );
  });

  it('ignores created_by in the body', () => {
    expect(interactionUpdateSchema.parse({ created_by: 1, subject: 'x' })).toEqual({ subject: 'x' });
  });
});

describe('interaction defaults', () => {
  const now = new Date(2026, 10, 22, 9, 30);

  it('start at today, no contact, Email, Information, Open, Inbound', () => {
    expect(interactionDefaults(now)).toEqual({
      date: '2026-11-22',
      contact_id: null,
      subject: '',
      description: '',
      channel: 'Email',
      category: 'Information',
      status: 'Open',
      interaction_type: 'Inbound',
    });
  });

  it('fill what a new interaction leaves out, and keep what it gives', () => {
    const input = interactionCreateSchema.parse({ ...valid, channel: 'WhatsApp', attachment_ids: [1] });
    expect(interactionFromCreateInput(input, now)).toEqual({
      ...valid,
      date: '2026-11-22',
      channel: 'WhatsApp',
      category: 'Information',
      status: 'Open',
      interaction_type: 'Inbound',
    });
  });
});
