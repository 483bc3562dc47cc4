// @vitest-environment happy-dom
import type { EndpointDef, ExchangeRateRecord } from '@freight/domain';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../shared/api/ApiError';
import { callApi } from '../../shared/api/apiClient';
import { renderWithProviders } from '../../shared/forms/__tests__/renderWithProviders';
import { preferDisplay } from '../../test/dateFormatPreference';
import { ExchangeRateModal } from './ExchangeRateModal';
import { ExchangeRatesTable } from './ExchangeRatesTable';
import '../../test/englishMessages';

vi.mock('../../shared/api/apiClient', async (real) => ({
  ...(await real<typeof import('../../shared/api/apiClient')>()),
  callApi: vi.fn(),
}));

const kwd: ExchangeRateRecord = {
  id: 4,
  base: 'EUR',
  quote: 'KWD',
  rate: 0.3312,
  date: '2026-11-02',
  source: 'manual',
  version: 2,
} as ExchangeRateRecord;

interface Sent {
  path: string;
  body?: unknown;
  ifMatch?: number;
}

/** The client's answers: `put` answers the save (throwing refuses it), the list answers `latest`. */
function serve(put: (sent: Sent) => unknown, latest: ExchangeRateRecord[] = []) {
  const sent: Sent[] = [];
  vi.mocked(callApi as (e: EndpointDef, i?: Record<string, unknown>) => Promise<unknown>).mockImplementation(
    async (endpoint, input) => {
      const call = {
        path: `${endpoint.method} ${endpoint.path}`,
        body: input?.body,
        ifMatch: input?.ifMatch,
      };
      if (call.path === 'GET /exchange_rates') return latest;
      if (endpoint.method === 'GET') return {};
      sent.push(call as Sent);
      return put(call as Sent);
    },
  );
  return sent;
}

const rateInput = () => screen.getByRole('textbox', { name: 'Rate' });
const typeRate = (value: string) => fireEvent.change(rateInput(), { target: { value } });

describe('ExchangeRateModal', () => {
  it('says what is wrong with the rate and sends nothing', async () => {
    const sent = serve(() => kwd);
    renderWithProviders(<ExchangeRateModal rate={kwd} onClose={() => {}} />);
    typeRate('0');
    fireEvent.click(screen.getByRole('button', { name: 'Save rate' }));
    expect(await screen.findByText('Rate must be greater than 0')).toBeTruthy();
    expect(sent).toHaveLength(0);
  });

  it('adds a rate with what was typed and closes', async () => {
    const sent = serve(() => ({ ...kwd, id: 9, quote: 'JPY', rate: 161.5 }));
    const onClose = vi.fn();
    renderWithProviders(<ExchangeRateModal rate={null} onClose={onClose} />);
    typeRate('161.5');
    fireEvent.click(screen.getByRole('button', { name: 'Add rate' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(sent[0]).toMatchObject({
      path: 'POST /exchange_rates',
      body: { base: 'EUR', quote: 'USD', rate: 161.5 },
    });
  });

  it('after a 412 keeps the typed rate, takes the colleague’s date and saves on their version', async () => {
    const theirs = { ...kwd, date: '2026-11-03', version: 3 };
    let refused = false;
    const sent = serve(
      (call) => {
        if (!refused) {
          refused = true;
          throw new ApiError(412, 'PRECONDITION_FAILED', 'Version mismatch');
        }
        return { ...theirs, ...(call.body as object), version: 4 };
      },
      [theirs],
    );
    const onClose = vi.fn();
    renderWithProviders(<ExchangeRateModal rate={kwd} onClose={onClose} />);
    typeRate('0.3401');
    fireEvent.click(screen.getByRole('button', { name: 'Save rate' }));
    // Shown in the default date format (MM/DD/YYYY).
    await waitFor(() => expect(screen.getByLabelText('Date')).toHaveProperty('value', '11/03/2026'));
    expect(rateInput()).toHaveProperty('value', '0.3401');
    expect(onClose).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('button', { name: 'Save rate' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(sent[1]).toMatchObject({ ifMatch: 3, body: { rate: 0.3401, date: '2026-11-03' } });
  });

  it('shows both values where both changed the rate, and waits for a choice', async () => {
    const theirs = { ...kwd, rate: 0.335, version: 3 };
    const sent = serve(() => {
      throw new ApiError(412, 'PRECONDITION_FAILED', 'Version mismatch');
    }, [theirs]);
    renderWithProviders(<ExchangeRateModal rate={kwd} onClose={() => {}} />);
    typeRate('0.3401');
    fireEvent.click(screen.getByRole('button', { name: 'Save rate' }));
    expect(await screen.findByRole('button', { name: 'Keep mine' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Save rate' }));
    expect(sent).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: 'Take theirs' }));
    expect(rateInput()).toHaveProperty('value', '0.335');
  });

  it("shows and reads the date in the user's DD/MM/YYYY format, and sends it as YYYY-MM-DD", async () => {
    preferDisplay({ date_format: 'DD/MM/YYYY' });
    const sent = serve((call) => ({ ...kwd, ...(call.body as object), version: 3 }));
    const onClose = vi.fn();
    renderWithProviders(<ExchangeRateModal rate={kwd} onClose={onClose} />);
    const date = screen.getByLabelText('Date') as HTMLInputElement;
    expect(date.value).toBe('02/11/2026');
    expect(date.placeholder).toBe('DD/MM/YYYY');
    date.focus();
    fireEvent.change(date, { target: { value: '05/11/2026' } });
    fireEvent.blur(date);
    fireEvent.click(screen.getByRole('button', { name: 'Save rate' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(sent[0]).toMatchObject({ body: { date: '2026-11-05' } });
  });
});

describe('ExchangeRatesTable', () => {
  it("writes each rate's date in the user's format", () => {
    preferDisplay({ date_format: 'DD/MM/YYYY' });
    const { unmount } = renderWithProviders(
      <ExchangeRatesTable rates={[kwd]} onEdit={() => {}} onDelete={() => {}} />,
    );
    expect(screen.getByText('02/11/2026')).toBeTruthy();
    unmount();
    preferDisplay({ date_format: 'MM-DD-YYYY' });
    renderWithProviders(<ExchangeRatesTable rates={[kwd]} onEdit={() => {}} onDelete={() => {}} />);
    expect(screen.getByText('11-02-2026')).toBeTruthy();
  });
});
