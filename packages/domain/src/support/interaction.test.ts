import { describe, expect, it } from 'vitest';
import { attachmentFileType } from './interaction';
import { INTERACTION_CHANNELS, interactionTypeShort } from './interaction-enums';
import { interactionListQuerySchema } from './interactions.api';

describe('attachment file type', () => {
  it('is image, video or audio from the MIME type, document otherwise', () => {
    expect(attachmentFileType('image/png')).toBe('image');
    expect(attachmentFileType('video/mp4')).toBe('video');
    expect(attachmentFileType('audio/mpeg')).toBe('audio');
    expect(attachmentFileType('application/pdf')).toBe('document');
    expect(attachmentFileType('text/csv')).toBe('document');
    expect(attachmentFileType('')).toBe('document');
  });
});

describe('interaction enumerations', () => {
  it('list the seven channels in the spec order', () => {
    expect(INTERACTION_CHANNELS).toEqual([
      'WhatsApp',
      'Facebook',
      'Instagram',
      'Email',
      'Calls',
      'On site',
      'Other',
    ]);
  });

  it('show Inbound as In and Outbound as Out', () => {
    expect(interactionTypeShort('Inbound')).toBe('In');
    expect(interactionTypeShort('Outbound')).toBe('Out');
  });
});

describe('interaction list query', () => {
  it('takes a date range as YYYY-MM-DD, blank meaning open-ended', () => {
    expect(interactionListQuerySchema.parse({ date_from: '2026-11-01', date_to: '' })).toMatchObject({
      date_from: '2026-11-01',
      date_to: '',
    });
    const result = interactionListQuerySchema.safeParse({ date_from: '01/11/2026', channel: 'Email' });
    expect(result.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['date_from', 'From date must be a valid date (YYYY-MM-DD)'],
    ]);
  });
});
