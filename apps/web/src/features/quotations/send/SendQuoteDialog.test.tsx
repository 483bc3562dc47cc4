// @vitest-environment happy-dom
import {
  QUOTE_READINESS_MESSAGES as M,
  type QuoteSendDraft,
  quoteReadiness,
  quoteSendApi,
} from '@freight/domain';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../shared/api/ApiError';
import { callApi } from '../../../shared/api/apiClient';
import { renderWithProviders } from '../../../shared/forms/__tests__/renderWithProviders';
import de from '../../../shared/i18n/catalogs/de.json';
import { speak } from '../../../test/speak';
import { SendQuoteDialog } from './SendQuoteDialog';
import '../../../test/englishMessages';
import '../../../test/screenTestSetup';

vi.mock('../../../shared/api/apiClient', async (real) => ({
  ...(await real<typeof import('../../../shared/api/apiClient')>()),
  callApi: vi.fn(),
}));

const draft: QuoteSendDraft = {
  mail_enabled: true,
  to: ['jose.nunez@logistica.es'],
  subject: 'Cotización SQ00042',
  message: 'Estimado José: {acceptance_url}',
  language: 'es',
  low_margin: null,
  readiness: { missing: [], warnings: [] },
};

function open(overrides: Partial<QuoteSendDraft> = {}) {
  const onClose = vi.fn();
  renderWithProviders(
    <SendQuoteDialog
      quotationId={42}
      quotationNumber="SQ00042"
      draft={{ ...draft, ...overrides }}
      onClose={onClose}
    />,
  );
  return onClose;
}
const sendButton = () => screen.getByRole('button', { name: 'Send quote' });

describe('SendQuoteDialog', () => {
  beforeEach(() => vi.mocked(callApi).mockReset());

  it('says which field is missing and sends nothing', async () => {
    open();
    fireEvent.change(screen.getByLabelText('Subject'), { target: { value: ' ' } });
    fireEvent.click(sendButton());
    expect(await screen.findByText('Subject is required')).toBeTruthy();
    expect(callApi).not.toHaveBeenCalled();
  });

  it('sends the recipients, subject and message and closes', async () => {
    vi.mocked(callApi).mockResolvedValue({ acceptance_url: 'https://x/q/abc' });
    const onClose = open();
    fireEvent.click(sendButton());
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(vi.mocked(callApi).mock.calls[0]).toEqual([
      quoteSendApi.send,
      {
        params: { id: 42 },
        body: { to: draft.to, subject: draft.subject, message: draft.message, language: 'es' },
      },
    ]);
    expect(await screen.findByText('Sent to jose.nunez@logistica.es')).toBeTruthy();
  });

  it("shows the contact's language and, changed, writes the template again in the new one and sends it", async () => {
    vi.mocked(callApi).mockImplementation(async (endpoint) =>
      endpoint === quoteSendApi.draft
        ? { ...draft, language: 'de', subject: 'Angebot SQ00042', message: 'Guten Tag {acceptance_url}' }
        : { acceptance_url: 'https://x/q/abc' },
    );
    const onClose = open();
    const language = screen.getByTestId('send-language') as HTMLInputElement;
    expect(language.value).toBe('Español');
    fireEvent.click(language);
    fireEvent.click(await screen.findByRole('option', { name: 'Deutsch', hidden: true }));
    await waitFor(() =>
      expect((screen.getByLabelText('Subject') as HTMLInputElement).value).toBe('Angebot SQ00042'),
    );
    expect(vi.mocked(callApi).mock.calls[0]).toEqual([
      quoteSendApi.draft,
      { params: { id: 42 }, query: { language: 'de' } },
    ]);
    fireEvent.click(sendButton());
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(vi.mocked(callApi).mock.calls[1]![1]).toMatchObject({
      body: { subject: 'Angebot SQ00042', message: 'Guten Tag {acceptance_url}', language: 'de' },
    });
  });

  it('waits for the low-margin confirmation and sends it along', async () => {
    vi.mocked(callApi).mockResolvedValue({ acceptance_url: 'https://x/q/abc' });
    const onClose = open({ low_margin: { percent: 4, minimum_percent: 10 } as QuoteSendDraft['low_margin'] });
    expect(sendButton()).toHaveProperty('disabled', true);
    fireEvent.click(screen.getByLabelText('I have checked the pricing and want to send this quote anyway'));
    fireEvent.click(sendButton());
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(vi.mocked(callApi).mock.calls[0][1]).toMatchObject({ body: { confirm_low_margin: true } });
  });

  it('puts a refused recipient under To, and a refused mail server above the buttons', async () => {
    vi.mocked(callApi).mockRejectedValueOnce(
      new ApiError(400, 'VALIDATION_FAILED', 'Invalid', { 'to.0': 'Recipient 1 is not an e-mail address' }),
    );
    const onClose = open();
    fireEvent.click(sendButton());
    expect(await screen.findByText('Recipient 1 is not an e-mail address')).toBeTruthy();

    vi.mocked(callApi).mockRejectedValueOnce(new ApiError(503, 'SERVICE_UNAVAILABLE', 'smtp down'));
    fireEvent.click(sendButton());
    expect(await screen.findByText('The mail server refused the message')).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('shows what an empty quote needs and keeps Send disabled, described by the reasons', () => {
    const empty = quoteReadiness({
      pricedLines: 0,
      total: 0,
      cargoLines: 0,
      hasOriginAddress: false,
      hasDestinationAddress: false,
      originCode: '',
      destinationCode: '',
    });
    open({ readiness: empty });
    const blockers = screen.getByTestId('send-blockers');
    expect(blockers.textContent).toContain('Not ready to send');
    expect(blockers.textContent).toContain(M.noPricedLine);
    expect(blockers.textContent).toContain(M.zeroTotal);
    expect(sendButton()).toHaveProperty('disabled', true);
    expect(sendButton().getAttribute('aria-describedby')).toBe(blockers.id);
    fireEvent.click(sendButton());
    expect(callApi).not.toHaveBeenCalled();
  });

  it('warns about missing addresses and cargo on a port-to-port quote, and still sends it', async () => {
    vi.mocked(callApi).mockResolvedValue({ acceptance_url: 'https://x/q/abc' });
    const portToPort = quoteReadiness({
      pricedLines: 1,
      total: 4200,
      cargoLines: 0,
      hasOriginAddress: false,
      hasDestinationAddress: false,
      originCode: 'ESVLC',
      destinationCode: 'AEJEA',
    });
    const onClose = open({ readiness: portToPort });
    const warnings = screen.getByTestId('send-warnings');
    expect(warnings.textContent).toContain(M.noPickup('ESVLC'));
    expect(warnings.textContent).toContain(M.noDelivery('AEJEA'));
    expect(warnings.textContent).toContain(M.noCargo);
    expect(screen.queryByTestId('send-blockers')).toBeNull();
    expect(sendButton()).toHaveProperty('disabled', false);
    fireEvent.click(sendButton());
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });

  it('words what the server found missing from its parts: the domain’s English, and German', async () => {
    const missing = [M.noPricedLine, M.zeroTotal];
    const refusal = new ApiError(409, 'QUOTE_NOT_READY', M.notReady(missing), {}, { missing });
    vi.mocked(callApi).mockRejectedValueOnce(refusal);
    open();
    fireEvent.click(sendButton());
    expect(await screen.findByText(M.notReady(missing))).toBeTruthy();
  });

  it('says in German what the quote still needs when the server refuses it as not ready', async () => {
    const missing = [M.noPricedLine, M.zeroTotal];
    speak('de', de);
    vi.mocked(callApi).mockRejectedValueOnce(
      new ApiError(409, 'QUOTE_NOT_READY', M.notReady(missing), {}, { missing }),
    );
    open();
    fireEvent.click(screen.getByRole('button', { name: 'Angebot senden' }));
    expect(
      await screen.findByText(
        'Dieses Angebot kann noch nicht versendet werden. Es braucht eine bepreiste Kostenposition (eine Position mit einem Betrag über null) und eine Summe über null.',
      ),
    ).toBeTruthy();
  });

  it('says what the server found missing when the quote was emptied after the dialog opened', async () => {
    const message = M.notReady([M.noPricedLine]);
    vi.mocked(callApi).mockRejectedValueOnce(new ApiError(409, 'QUOTE_NOT_READY', message));
    const onClose = open();
    fireEvent.click(sendButton());
    expect(await screen.findByText(message)).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();
  });
});
