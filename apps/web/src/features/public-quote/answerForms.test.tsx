// @vitest-environment happy-dom
import { publicQuotesApi, QUOTE_ANSWER_MESSAGES } from '@freight/domain';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../shared/api/ApiError';
import { callApi } from '../../shared/api/apiClient';
import { renderWithProviders } from '../../shared/forms/__tests__/renderWithProviders';
import { AcceptQuoteForm } from './AcceptQuoteForm';
import { DeclineQuoteForm } from './DeclineQuoteForm';
import '../../test/englishMessages';
import '../../test/screenTestSetup';

vi.mock('../../shared/api/apiClient', async (real) => ({
  ...(await real<typeof import('../../shared/api/apiClient')>()),
  callApi: vi.fn(),
}));

const TOKEN = 'a'.repeat(43);
const accept = () => fireEvent.click(screen.getByRole('button', { name: 'Accept quote' }));

describe('the client accepting a quote', () => {
  beforeEach(() => vi.mocked(callApi).mockReset());

  it('asks for the name and the terms before sending anything', async () => {
    renderWithProviders(<AcceptQuoteForm token={TOKEN} onDone={vi.fn()} />);
    accept();
    expect(await screen.findByText(QUOTE_ANSWER_MESSAGES.nameRequired)).toBeTruthy();
    expect(screen.getByText(QUOTE_ANSWER_MESSAGES.termsRequired)).toBeTruthy();
    expect(callApi).not.toHaveBeenCalled();
  });

  it('sends the name, PO number and terms, and hands on the thank-you message', async () => {
    vi.mocked(callApi).mockResolvedValue({ message: 'Gracias, Fátima' });
    const onDone = vi.fn();
    renderWithProviders(<AcceptQuoteForm token={TOKEN} onDone={onDone} />);
    fireEvent.change(screen.getByLabelText(/Full name/), { target: { value: 'Fátima Al-Zahra' } });
    fireEvent.change(screen.getByLabelText('Purchase order number'), { target: { value: 'PO-٤٢' } });
    fireEvent.click(screen.getByLabelText('I accept the terms and conditions of this quote'));
    accept();
    await waitFor(() => expect(onDone).toHaveBeenCalledWith('Gracias, Fátima'));
    expect(vi.mocked(callApi).mock.calls[0]).toEqual([
      publicQuotesApi.accept,
      { params: { token: TOKEN }, body: { name: 'Fátima Al-Zahra', po_number: 'PO-٤٢', accept_terms: true } },
    ]);
  });

  it("shows the server's reason when the link can no longer be answered", async () => {
    vi.mocked(callApi).mockRejectedValueOnce(
      new ApiError(410, 'GONE', 'This quote has already been answered'),
    );
    renderWithProviders(<AcceptQuoteForm token={TOKEN} onDone={vi.fn()} />);
    fireEvent.change(screen.getByLabelText(/Full name/), { target: { value: 'José Núñez' } });
    fireEvent.click(screen.getByLabelText('I accept the terms and conditions of this quote'));
    accept();
    expect(await screen.findByText('This quote has already been answered')).toBeTruthy();
  });
});

describe('the client declining a quote', () => {
  it('asks for a reason before sending anything', async () => {
    vi.mocked(callApi).mockReset();
    renderWithProviders(<DeclineQuoteForm token={TOKEN} onDone={vi.fn()} />);
    fireEvent.click(screen.getByRole('button', { name: 'Decline quote' }));
    expect(await screen.findByText(QUOTE_ANSWER_MESSAGES.reasonRequired)).toBeTruthy();
    expect(callApi).not.toHaveBeenCalled();
  });
});
