import type { QuotationHistoryEntry } from '@freight/domain';
import { describe, expect, it } from 'vitest';
import { money } from '../../../shared/format/money';
import '../../../test/englishMessages';
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
  details: {},
  action_label: '',
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
    expect(text).toEqual({
      subject: 'Validity extended: Valid Until',
      change: '2026-11-24 → 2026-12-15',
      details: [],
    });
  });

  it('reads a lost reason as its label and names the competitor', () => {
    expect(historyEntryText(entry({ field: 'lost_reason', old: null, new: 'competitor' })).change).toBe(
      `${historyEntryText(entry({ field: 'notes', old: null, new: 'x' })).change.split(' → ')[0]} → Went with a competitor`,
    );
    expect(historyEntryText(entry({ field: 'lost_to', old: '', new: 'Blue Line' })).subject).toBe(
      'Competitor',
    );
  });

  it('reads a status as its label, never its stored value', () => {
    const text = historyEntryText(
      entry({ action: 'quotation.status_changed', field: 'status', old: 'Pending', new: 'OnClientReview' }),
    );
    expect(text).toMatchObject({ subject: 'Status', change: 'Pending → On Client Review' });
  });

  it("tells the client's acceptance with its name, PO and the accepted total as money", () => {
    const text = historyEntryText(
      entry({
        action: 'quotation.accepted',
        action_label: 'Accepted by the client',
        field: 'status',
        old: 'OnClientReview',
        new: 'Active',
        user_name: null,
        details: {
          accepted_by: 'Søren Ålund',
          po_number: 'PO-4471',
          total_cost: 1234.5,
          currency: 'KWD',
          revision: 2,
        },
      }),
    );
    expect(text.subject).toBe('Accepted by the client: Status');
    expect(text.change).toBe('On Client Review → Active');
    expect(money(1234.5, 'KWD')).toContain('1,234.500');
    expect(text.details).toEqual([
      'Accepted by: Søren Ålund',
      'PO number: PO-4471',
      `Total: ${money(1234.5, 'KWD')}`,
      'Revision: 2',
    ]);
  });

  it('names a send with its recipients and revision, and a cost line by its label', () => {
    const sent = historyEntryText(
      entry({ action: 'quotation.sent', field: null, details: { to: 'ops@cliente.es', revision: 1 } }),
    );
    expect(sent).toEqual({
      subject: 'Sent to the client',
      change: '',
      details: ['To: ops@cliente.es', 'Revision: 1'],
    });
    const added = historyEntryText(
      entry({ action: 'quotation.cost_line_added', field: null, new: 'Trucking' }),
    );
    expect(added.subject).toBe('Cost line added');
  });

  it('shows a reprice in the quote currency', () => {
    const text = historyEntryText(
      entry({
        action: 'quotation.repriced',
        field: 'total_cost',
        old: 1000,
        new: 1100,
        details: { currency: 'EUR' },
      }),
    );
    expect(text.change).toBe('€1,000.00 → €1,100.00');
    expect(text.subject).toBe("Repriced with today's exchange rates: Total");
  });
});
