import { describe, expect, it } from 'vitest';
import { interactionPayload, newInteractionValues } from './interactionFormValues';

const now = new Date(2026, 10, 22, 10, 0);

describe('interaction form values', () => {
  it("start with the spec's defaults: today, no contact, Email, Information, Open, Inbound", () => {
    expect(newInteractionValues(null, now)).toEqual({
      date: '2026-11-22',
      contact_id: null,
      subject: '',
      description: '',
      channel: 'Email',
      category: 'Information',
      status: 'Open',
      interaction_type: 'Inbound',
    });
    expect(newInteractionValues(12, now).contact_id).toBe(12);
  });

  it("refuse to save without contact, subject and description, with the spec's words", () => {
    const result = interactionPayload({ ...newInteractionValues(null, now), subject: '  ' }, []);
    expect(result).toEqual({
      ok: false,
      errors: {
        contact_id: 'Please select a contact',
        subject: 'Please enter a subject',
        description: 'Please enter a description',
      },
    });
  });

  it('require a date', () => {
    const values = { ...newInteractionValues(3, now), date: null, subject: 'a', description: 'b' };
    expect(interactionPayload(values, [])).toEqual({ ok: false, errors: { date: 'Please choose a date' } });
  });

  it('send trimmed text and the complete list of attachments', () => {
    const values = { ...newInteractionValues(3, now), subject: ' Late box ', description: ' Where? ' };
    const result = interactionPayload({ ...values, channel: 'WhatsApp' }, [5, 9, 5]);
    expect(result).toEqual({
      ok: true,
      body: {
        date: '2026-11-22',
        contact_id: 3,
        subject: 'Late box',
        description: 'Where?',
        channel: 'WhatsApp',
        category: 'Information',
        status: 'Open',
        interaction_type: 'Inbound',
        attachment_ids: [5, 9],
      },
    });
  });
});
