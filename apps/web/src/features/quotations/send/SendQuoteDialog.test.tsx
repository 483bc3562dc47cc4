// @vitest-environment happy-dom
import { type QuoteSendDraft, quoteSendApi } from '@freight/domain';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../shared/api/ApiError';
import { callApi } from '../../../shared/api/apiClient';
import { renderWithProviders } from '../../../shared/forms/__tests__/renderWithProviders';
import { SendQuoteDialog } from './SendQuoteDialog';
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
  low_margin: null,
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
      { params: { id: 42 }, body: { to: draft.to, subject: draft.subject, message: draft.message } },
    ]);
    expect(await screen.findByText('Sent to jose.nunez@logistica.es')).toBeTruthy();
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
});
