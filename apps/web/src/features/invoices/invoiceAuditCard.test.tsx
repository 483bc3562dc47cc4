// @vitest-environment happy-dom
import type { Invoice } from '@freight/domain';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { callApi } from '../../shared/api/apiClient';
import de from '../../shared/i18n/catalogs/de.json';
import { resetAfterEach } from '../../test/apiCalls';
import { answer, page } from '../../test/mockApi';
import { renderScreen } from '../../test/renderScreen';
import { speak } from '../../test/speak';
import { InvoiceAuditCard } from './InvoiceAuditCard';
import '../../test/screenTestSetup';

vi.mock('../../shared/api/apiClient', async (real) => ({
  ...(await real<typeof import('../../shared/api/apiClient')>()),
  callApi: vi.fn(),
}));
resetAfterEach(callApi);

const invoice = { id: 5, kind: 'invoice', currency: 'KWD', client_name: 'شركة الخليج للتجارة' } as Invoice;
const entry = (id: number, action: string, action_label: string, details: Record<string, unknown>) => ({
  id,
  created_at: '2026-03-02T09:00:00Z',
  user_id: 1,
  user_name: 'Noura Al-Sabah',
  action,
  entity_type: 'invoice',
  entity_id: 5,
  ip: null,
  details,
  action_label,
  entity_label: 'INV-2026-00007',
});

/** A drafted invoice, and an entry of an action this version does not know, with a key it does not know. */
function audit() {
  answer(callApi, {
    'GET /invoices/:id/history': page([
      entry(1, 'invoice.created', 'Invoice drafted', {
        shipment_number: 'SH-2026-00042',
        total: 1250.5,
        currency: 'KWD',
      }),
      entry(2, 'invoice.reminded', 'Reminder sent', { reminder_count: 2 }),
    ]),
  });
  renderScreen(<InvoiceAuditCard invoice={invoice} />);
}

describe("an invoice's audit", () => {
  it("reads in German: each action by its code and the details' labels", async () => {
    speak('de', de);
    audit();
    expect(await screen.findByText('Rechnung entworfen')).toBeTruthy();
    expect(screen.getByText('Sendungsnummer: SH-2026-00042')).toBeTruthy();
    expect(screen.getByText(/^Gesamt: /)).toBeTruthy();
    // What this version does not know reads as the server wrote it.
    expect(screen.getByText('Reminder sent')).toBeTruthy();
    expect(screen.getByText('Reminder count: 2')).toBeTruthy();
  });

  it('reads in English as before', async () => {
    audit();
    expect(await screen.findByText('Invoice drafted')).toBeTruthy();
    expect(screen.getByText('Shipment number: SH-2026-00042')).toBeTruthy();
    expect(screen.getByText(/^Total: .*1,250\.500/)).toBeTruthy();
  });
});
