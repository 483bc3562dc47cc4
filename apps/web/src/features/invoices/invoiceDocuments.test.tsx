// @vitest-environment happy-dom
import { INVOICE_DOCUMENT_MESSAGES, type Invoice } from '@freight/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../shared/api/ApiError';
import { callApi } from '../../shared/api/apiClient';
import de from '../../shared/i18n/catalogs/de.json';
import { lastQuery, resetAfterEach, sentTo } from '../../test/apiCalls';
import { type ApiCall, answer } from '../../test/mockApi';
import { renderScreen } from '../../test/renderScreen';
import { speak } from '../../test/speak';
import { InvoiceDocumentButtons } from './InvoiceDocumentButtons';
import '../../test/screenTestSetup';

vi.mock('../../shared/api/apiClient', async (real) => ({
  ...(await real<typeof import('../../shared/api/apiClient')>()),
  callApi: vi.fn(),
}));
resetAfterEach(callApi);
afterEach(() => vi.unstubAllGlobals());

const issued = {
  id: 5,
  kind: 'invoice',
  number: 'INV-2026-00007',
  status: 'Issued',
  currency: 'KWD',
  client_name: 'شركة الخليج للتجارة',
} as Invoice;
const draft = { ...issued, number: null, status: 'Draft' } as Invoice;

function openSendDialog() {
  renderScreen(<InvoiceDocumentButtons invoice={issued} canEdit />);
  fireEvent.click(screen.getByRole('button', { name: 'Send' }));
  return screen.getByRole('dialog', { name: 'Send invoice INV-2026-00007' });
}

describe('the invoice PDF button', () => {
  it("downloads the invoice's PDF under its number", async () => {
    const fetched = vi.fn(async () => new Response(new Blob(['%PDF-1.7']), { status: 200 }));
    vi.stubGlobal('fetch', fetched);
    renderScreen(<InvoiceDocumentButtons invoice={issued} canEdit={false} />);
    fireEvent.click(screen.getByRole('button', { name: 'PDF' }));
    await waitFor(() => expect(fetched).toHaveBeenCalledTimes(1));
    expect(String((fetched.mock.calls[0] as unknown[])[0])).toBe('/api/1/invoices/5/pdf?download=1');
  });

  it('downloads an issued document as a UBL e-invoice, and offers none on a draft', async () => {
    const fetched = vi.fn(async () => new Response(new Blob(['<Invoice/>']), { status: 200 }));
    vi.stubGlobal('fetch', fetched);
    const { unmount } = renderScreen(<InvoiceDocumentButtons invoice={draft} canEdit />);
    expect(screen.queryByRole('button', { name: 'E-invoice (UBL)' })).toBeNull();
    unmount();
    renderScreen(<InvoiceDocumentButtons invoice={issued} canEdit={false} />);
    fireEvent.click(screen.getByRole('button', { name: 'E-invoice (UBL)' }));
    await waitFor(() => expect(fetched).toHaveBeenCalledTimes(1));
    expect(String((fetched.mock.calls[0] as unknown[])[0])).toBe('/api/1/invoices/5/ubl?download=1');
  });

  it("shows the server's refusal when the PDF cannot be made", async () => {
    const refusal = { error: { code: 'FORBIDDEN', message: 'You do not have permission to view invoices' } };
    vi.stubGlobal('fetch', async () => new Response(JSON.stringify(refusal), { status: 403 }));
    renderScreen(<InvoiceDocumentButtons invoice={issued} canEdit={false} />);
    fireEvent.click(screen.getByRole('button', { name: 'PDF' }));
    expect(await screen.findByText('You do not have permission to view invoices')).toBeTruthy();
  });

  it('offers Send only on an issued document and to those who may edit invoices', () => {
    const { unmount } = renderScreen(<InvoiceDocumentButtons invoice={draft} canEdit />);
    expect(screen.getByRole('button', { name: 'PDF' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Send' })).toBeNull();
    unmount();
    renderScreen(<InvoiceDocumentButtons invoice={issued} canEdit={false} />);
    expect(screen.queryByRole('button', { name: 'Send' })).toBeNull();
  });
});

describe('the Send invoice dialog', () => {
  it('sends only what was filled in and closes once the mail is accepted', async () => {
    answer(callApi, { 'POST /invoices/:id/send': { to: ['pagos@khaleej.test'], cc: ['ops@khaleej.test'] } });
    const dialog = openSendDialog();
    fireEvent.change(within(dialog).getByLabelText('Subject'), { target: { value: 'Factura de noviembre' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(sentTo(callApi, 'POST', '/invoices/:id/send')).toHaveLength(1));
    expect(sentTo(callApi, 'POST', '/invoices/:id/send')[0]).toMatchObject({
      params: { id: 5 },
      body: { subject: 'Factura de noviembre' },
    });
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Send invoice INV-2026-00007' })).toBeNull(),
    );
  });

  it("starts at the client's language; another one reads the draft again, the subject follows and the send carries it", async () => {
    const calls = answer(callApi, {
      'GET /invoices/:id/send-draft': (call: ApiCall) =>
        call.query.language === 'fr'
          ? { language: 'fr', subject: 'Facture INV-2026-00007' }
          : { language: 'es', subject: 'Factura INV-2026-00007' },
      'POST /invoices/:id/send': { to: ['pagos@khaleej.test'], cc: [] },
    });
    const dialog = openSendDialog();
    const language = within(dialog).getByTestId('send-language') as HTMLInputElement;
    const subject = within(dialog).getByLabelText('Subject');
    await waitFor(() => expect(language.value).toBe('Español'));
    expect(subject.getAttribute('placeholder')).toBe('Factura INV-2026-00007');
    fireEvent.click(language);
    fireEvent.click(await screen.findByRole('option', { name: 'Français', hidden: true }));
    await waitFor(() => expect(subject.getAttribute('placeholder')).toBe('Facture INV-2026-00007'));
    expect(lastQuery(calls, '/invoices/:id/send-draft')).toEqual({ language: 'fr' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(sentTo(callApi, 'POST', '/invoices/:id/send')).toHaveLength(1));
    expect(sentTo(callApi, 'POST', '/invoices/:id/send')[0]).toEqual({
      params: { id: 5 },
      body: { language: 'fr' },
    });
  });

  it('shows a refusal naming only the language above the buttons', async () => {
    const refused = 'Language must be en, es, fr, de, it, pt, zh or ja';
    answer(callApi, {
      'GET /invoices/:id/send-draft': { language: 'es', subject: 'Factura INV-2026-00007' },
      'POST /invoices/:id/send': () => {
        throw new ApiError(400, 'VALIDATION_FAILED', refused, { language: refused });
      },
    });
    const dialog = openSendDialog();
    await waitFor(() =>
      expect((within(dialog).getByTestId('send-language') as HTMLInputElement).value).toBe('Español'),
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await within(dialog).findByText(refused)).toBeTruthy();
  });

  it('shows a refusal that names no field above the buttons, keeping the dialog open', async () => {
    const mailOff = 'E-mail is not set up on this server (SMTP_URL), so invoices cannot be sent.';
    answer(callApi, {
      'POST /invoices/:id/send': () => {
        throw new ApiError(409, 'CONFLICT', mailOff);
      },
    });
    const dialog = openSendDialog();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await within(dialog).findByText(mailOff)).toBeTruthy();
    expect(screen.getByRole('dialog', { name: 'Send invoice INV-2026-00007' })).toBeTruthy();
  });

  it("shows the server's message under To when the client has no e-mail", async () => {
    const noRecipient = "The invoice's client has no e-mail address: add a recipient in To";
    answer(callApi, {
      'POST /invoices/:id/send': () => {
        throw new ApiError(400, 'VALIDATION_FAILED', 'Invalid', { to: noRecipient });
      },
    });
    const dialog = openSendDialog();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await within(dialog).findByText(noRecipient)).toBeTruthy();
  });
});

describe('the send dialog in German', () => {
  const M = INVOICE_DOCUMENT_MESSAGES;

  function openGermanSendDialog() {
    speak('de', de);
    renderScreen(<InvoiceDocumentButtons invoice={issued} canEdit />);
    fireEvent.click(screen.getByRole('button', { name: 'Senden' }));
    const dialog = screen.getByRole('dialog', { name: 'Rechnung INV-2026-00007 senden' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Senden' }));
    return dialog;
  }

  it('words the missing recipient under To', async () => {
    answer(callApi, {
      'POST /invoices/:id/send': () => {
        throw new ApiError(400, 'VALIDATION_FAILED', M.noRecipient, { to: M.noRecipient });
      },
    });
    const dialog = openGermanSendDialog();
    expect(
      await within(dialog).findByText(
        'Der Kunde der Rechnung hat keine E-Mail-Adresse: Empfänger unter An eintragen',
      ),
    ).toBeTruthy();
  });

  it('words e-mail that is not set up, and the mail server refusing the message, above the buttons', async () => {
    let refusal = new ApiError(409, 'CONFLICT', M.mailOff);
    answer(callApi, {
      'POST /invoices/:id/send': () => {
        throw refusal;
      },
    });
    const dialog = openGermanSendDialog();
    expect(
      await within(dialog).findByText(
        'E-Mail ist auf diesem Server nicht eingerichtet (SMTP_URL), daher können keine Rechnungen gesendet werden.',
      ),
    ).toBeTruthy();
    refusal = new ApiError(503, 'SERVICE_UNAVAILABLE', M.refused);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Senden' }));
    expect(await within(dialog).findByText('Der Mailserver hat die Nachricht abgelehnt')).toBeTruthy();
  });
});
