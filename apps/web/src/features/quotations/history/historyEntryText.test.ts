import type { QuotationHistoryEntry } from '@freight/domain';
import { describe, expect, it } from 'vitest';
import { historyEntryText } from './historyEntryText';

const entry = (fields: Partial<QuotationHistoryEntry>): QuotationHistoryEntry => ({
  id: 1,
  action: 'quotation.updated',
  user_id: 1,
  user_name: 'Ada',
  created_at: '2026-11-25T10:00:00.000Z',
  field: null,
  old: null,
  new: null,
  line_id: null,
  ...fields,
});

describe('historyEntryText', () => {
  it('names an extension of the validity with its old and new date', () => {
    const text = historyEntryText(
      entry({
        action: 'quotation.validity_extended',
        field: 'valid_until_date',
        old: '2026-11-24',
        new: '2026-12-15',
      }),
    );
    expect(text).toEqual({ subject: 'Validity extended: Valid Until', change: '2026-11-24 → 2026-12-15' });
  });

  it('reads a lost reason as its label and names the competitor', () => {
    expect(historyEntryText(entry({ field: 'lost_reason', old: null, new: 'competitor' })).change).toBe(
      `${historyEntryText(entry({ field: 'notes', old: null, new: 'x' })).change.split(' → ')[0]} → Went with a competitor`,
    );
    expect(historyEntryText(entry({ field: 'lost_to', old: '', new: 'Blue Line' })).subject).toBe(
      'Competitor',
    );
  });
});
