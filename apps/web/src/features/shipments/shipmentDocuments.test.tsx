// @vitest-environment happy-dom
import { SHIPMENT_DOCUMENT_MESSAGES, type ShipmentDetail } from '@freight/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../shared/api/ApiError';
import { callApi } from '../../shared/api/apiClient';
import de from '../../shared/i18n/catalogs/de.json';
import { lastQuery, resetAfterEach, sentTo } from '../../test/apiCalls';
import { type ApiCall, answer } from '../../test/mockApi';
import { renderScreen } from '../../test/renderScreen';
import { speak } from '../../test/speak';
import { ShipmentDocumentsCard } from './ShipmentDocumentsCard';
import '../../test/screenTestSetup';

vi.mock('../../shared/api/apiClient', async (real) => ({
  ...(await real<typeof import('../../shared/api/apiClient')>()),
  callApi: vi.fn(),
}));
resetAfterEach(callApi);

const shipment = { id: 9, shipment_number: 'SH-2026-00042' } as ShipmentDetail;

const filed = {
  data: [
    {
      id: 31,
      name: 'SH-2026-00042 Booking confirmation.pdf',
      version_number: 2,
      updated_at: '2026-11-20T08:00:00.000Z',
      file_url: '/api/1/documents/31/file',
    },
  ],
};

describe('the Documents card', () => {
  it('offers both PDFs and lists the filed copies with their version and download link', async () => {
    answer(callApi, { 'GET /shipments/:id/documents': filed });
    renderScreen(<ShipmentDocumentsCard shipment={shipment} canEdit={false} />);
    const card = screen.getByRole('region', { name: 'Documents' });
    expect(within(card).getByRole('button', { name: 'Booking confirmation' })).toBeTruthy();
    expect(within(card).getByRole('button', { name: 'House bill' })).toBeTruthy();
    const link = await within(card).findByRole('link', { name: 'SH-2026-00042 Booking confirmation.pdf' });
    expect(link.getAttribute('href')).toBe('/api/1/documents/31/file?download=1');
    expect(within(card).getByText(/Version 2/)).toBeTruthy();
    // Sending takes shipments:edit.
    expect(within(card).queryByRole('button', { name: 'Send booking confirmation' })).toBeNull();
  });

  it('says so when nothing is filed yet', async () => {
    answer(callApi, { 'GET /shipments/:id/documents': { data: [] } });
    renderScreen(<ShipmentDocumentsCard shipment={shipment} canEdit />);
    expect(await screen.findByText('No documents filed yet.')).toBeTruthy();
  });
});

describe('the Send booking confirmation dialog', () => {
  function openDialog() {
    renderScreen(<ShipmentDocumentsCard shipment={shipment} canEdit />);
    fireEvent.click(screen.getByRole('button', { name: 'Send booking confirmation' }));
    return screen.getByRole('dialog', { name: 'Send booking confirmation SH-2026-00042' });
  }

  it('sends nothing but the shipment when every field is left empty (the contact, the standard text)', async () => {
    answer(callApi, {
      'GET /shipments/:id/documents': { data: [] },
      'POST /shipments/:id/send_booking_confirmation': {
        to: ['fatima@khaleej.test'],
        cc: [],
        tracking_url: 'https://desk.example.com/t/x',
      },
    });
    const dialog = openDialog();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    await waitFor(() =>
      expect(sentTo(callApi, 'POST', '/shipments/:id/send_booking_confirmation')).toHaveLength(1),
    );
    expect(sentTo(callApi, 'POST', '/shipments/:id/send_booking_confirmation')[0]).toMatchObject({
      params: { id: 9 },
      body: {},
    });
    // Sent: the dialog closes itself.
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Send booking confirmation SH-2026-00042' })).toBeNull(),
    );
  });

  it("starts at the client's language; another one reads the draft again, the subject follows and the send carries it", async () => {
    const drafts = answer(callApi, {
      'GET /shipments/:id/documents': { data: [] },
      'GET /shipments/:id/booking_confirmation/send-draft': (call: ApiCall) =>
        call.query.language === 'de'
          ? { language: 'de', subject: 'Buchungsbestätigung SH-2026-00042' }
          : { language: 'fr', subject: 'Confirmation de réservation SH-2026-00042' },
      'POST /shipments/:id/send_booking_confirmation': { to: ['a@b.test'], cc: [], tracking_url: 'x' },
    });
    const dialog = openDialog();
    const language = within(dialog).getByTestId('send-language') as HTMLInputElement;
    const subject = within(dialog).getByLabelText('Subject');
    await waitFor(() => expect(language.value).toBe('Français'));
    expect(subject.getAttribute('placeholder')).toBe('Confirmation de réservation SH-2026-00042');
    fireEvent.click(language);
    fireEvent.click(await screen.findByRole('option', { name: 'Deutsch', hidden: true }));
    await waitFor(() =>
      expect(subject.getAttribute('placeholder')).toBe('Buchungsbestätigung SH-2026-00042'),
    );
    expect(language.value).toBe('Deutsch');
    expect(lastQuery(drafts, '/shipments/:id/booking_confirmation/send-draft')).toEqual({ language: 'de' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    await waitFor(() =>
      expect(sentTo(callApi, 'POST', '/shipments/:id/send_booking_confirmation')).toHaveLength(1),
    );
    expect(sentTo(callApi, 'POST', '/shipments/:id/send_booking_confirmation')[0]!.body).toEqual({
      language: 'de',
    });
  });

  it("shows the server's message under To when the shipment has no contact e-mail", async () => {
    answer(callApi, {
      'GET /shipments/:id/documents': { data: [] },
      'POST /shipments/:id/send_booking_confirmation': () => {
        throw new ApiError(400, 'VALIDATION_FAILED', 'Invalid', {
          to: 'The shipment has no contact with an e-mail address: add a recipient in To',
        });
      },
    });
    const dialog = openDialog();
    fireEvent.change(within(dialog).getByLabelText('Subject'), { target: { value: 'Reserva confirmada' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(
      await within(dialog).findByText(
        'The shipment has no contact with an e-mail address: add a recipient in To',
      ),
    ).toBeTruthy();
    expect(sentTo(callApi, 'POST', '/shipments/:id/send_booking_confirmation')[0]!.body).toEqual({
      subject: 'Reserva confirmada',
    });
  });
});

describe('the Send booking confirmation dialog in German', () => {
  it('words the missing contact e-mail under To and e-mail that is not set up above the buttons', async () => {
    const M = SHIPMENT_DOCUMENT_MESSAGES;
    let refusal = new ApiError(400, 'VALIDATION_FAILED', M.noRecipient, { to: M.noRecipient });
    answer(callApi, {
      'GET /shipments/:id/documents': { data: [] },
      'POST /shipments/:id/send_booking_confirmation': () => {
        throw refusal;
      },
    });
    speak('de', de);
    renderScreen(<ShipmentDocumentsCard shipment={shipment} canEdit />);
    fireEvent.click(screen.getByRole('button', { name: 'Buchungsbestätigung senden' }));
    const dialog = screen.getByRole('dialog', { name: 'Buchungsbestätigung SH-2026-00042 senden' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Senden' }));
    expect(
      await within(dialog).findByText(
        'Die Sendung hat keinen Kontakt mit E-Mail-Adresse: Empfänger unter An eintragen',
      ),
    ).toBeTruthy();
    refusal = new ApiError(409, 'CONFLICT', M.mailOff);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Senden' }));
    expect(
      await within(dialog).findByText(
        'E-Mail ist auf diesem Server nicht eingerichtet (SMTP_URL), daher können keine Buchungsbestätigungen gesendet werden.',
      ),
    ).toBeTruthy();
  });
});
