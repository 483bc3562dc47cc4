// @vitest-environment happy-dom
import { DEFAULT_PRICING_SETTINGS, type EndpointDef, type PricingSettings } from '@freight/domain';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../shared/api/ApiError';
import { callApi } from '../../shared/api/apiClient';
import { renderWithProviders } from '../../shared/forms/__tests__/renderWithProviders';
import '../../test/englishMessages';
import { PricingSettingsCard } from './PricingSettingsCard';

vi.mock('../../shared/api/apiClient', async (real) => ({
  ...(await real<typeof import('../../shared/api/apiClient')>()),
  callApi: vi.fn(),
}));

const stored: PricingSettings = {
  ...DEFAULT_PRICING_SETTINGS,
  base_currency: 'KWD',
  favourite_currencies: ['KWD', 'EUR', 'JPY'],
  version: 5,
  updated_at: null,
};

interface Sent {
  body: Record<string, unknown>;
  ifMatch?: number;
}

/** GET answers the stored settings (`store.current`, which a test changes as a colleague would); PUT runs `put`. */
function serve(store: { current: PricingSettings }, put: (sent: Sent) => unknown) {
  const sent: Sent[] = [];
  vi.mocked(callApi as (e: EndpointDef, i?: Record<string, unknown>) => Promise<unknown>).mockImplementation(
    async (endpoint, input) => {
      if (endpoint.method === 'GET') return store.current;
      const call = { body: input?.body as Record<string, unknown>, ifMatch: input?.ifMatch as number };
      sent.push(call);
      return put(call);
    },
  );
  return sent;
}

const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
const save = () => fireEvent.click(screen.getByRole('button', { name: 'Save pricing' }));

describe('PricingSettingsCard', () => {
  it('says which factor is wrong and sends nothing', async () => {
    const sent = serve({ current: stored }, () => stored);
    renderWithProviders(<PricingSettingsCard />);
    await screen.findByLabelText('Air factor (kg per CBM)');
    type('Air factor (kg per CBM)', '0');
    save();
    expect(await screen.findByText(/Air factor must be/)).toBeTruthy();
    expect(sent).toHaveLength(0);
  });

  it('saves the factors as numbers on the stored version', async () => {
    const sent = serve({ current: stored }, (call) => ({ ...stored, ...call.body, version: 6 }));
    renderWithProviders(<PricingSettingsCard />);
    await screen.findByLabelText('Sea LCL factor (kg per CBM)');
    type('Sea LCL factor (kg per CBM)', '1100');
    save();
    expect(await screen.findByText('Pricing settings saved')).toBeTruthy();
    expect(sent[0]).toMatchObject({ ifMatch: 5, body: { sea_lcl_factor: 1100, base_currency: 'KWD' } });
  });

  it('after a 412 keeps the typed factor, takes the colleague’s markup and saves on their version', async () => {
    const theirs = { ...stored, default_markup_percent: 22, version: 6 };
    const store = { current: stored };
    let refused = false;
    const sent = serve(store, (call) => {
      if (!refused) {
        refused = true;
        throw new ApiError(412, 'PRECONDITION_FAILED', 'Version mismatch');
      }
      return { ...theirs, ...call.body, version: 7 };
    });
    renderWithProviders(<PricingSettingsCard />);
    await screen.findByLabelText('Air factor (kg per CBM)');
    type('Air factor (kg per CBM)', '180');
    expect(screen.getByLabelText('Default markup percent')).toHaveProperty('value', '15');
    store.current = theirs;
    save();
    await waitFor(() =>
      expect(screen.getByLabelText('Default markup percent')).toHaveProperty('value', '22'),
    );
    expect(screen.getByLabelText('Air factor (kg per CBM)')).toHaveProperty('value', '180');
    save();
    await waitFor(() => expect(sent).toHaveLength(2));
    expect(sent[1]).toMatchObject({ ifMatch: 6, body: { air_factor: 180, default_markup_percent: 22 } });
  });
});
