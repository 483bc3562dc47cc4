// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callApi } from '../../../shared/api/apiClient';
import { resetAfterEach, sentTo } from '../../../test/apiCalls';
import { renderScreen } from '../../../test/renderScreen';
import { CurrentSessionContext } from '../../auth/session/CurrentSessionContext';
import { CargoLineModalForm } from './CargoLineModalForm';

vi.mock('../../../shared/api/apiClient', async (real) => ({
  ...(await real<typeof import('../../../shared/api/apiClient')>()),
  callApi: vi.fn(),
}));

resetAfterEach(callApi);
afterEach(() => localStorage.clear());

function openAddItem(userId: number, currency: string, onSaved = vi.fn()) {
  const session = { user: { id: userId, email: 'ana@example.com', first_name: 'Ana', last_name: 'Muñoz' } };
  renderScreen(
    <CurrentSessionContext.Provider value={session as never}>
      <CargoLineModalForm
        quotationId={5}
        currency={currency}
        item={null}
        onCancel={() => {}}
        onSaved={onSaved}
      />
    </CurrentSessionContext.Provider>,
  );
  return onSaved;
}

/** The value of the field labelled `label` (a select's option list carries the same label). */
const fieldValue = (label: string) =>
  (screen.getAllByLabelText(label).find((e) => ['INPUT', 'SELECT'].includes(e.tagName)) as HTMLInputElement)
    .value;
const type = (label: string | RegExp, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('the Add Item modal', () => {
  it("starts in the quotation's currency, and in the units this user last saved a line in", async () => {
    vi.mocked(callApi).mockImplementation(async (_endpoint, input) => ({
      id: 40,
      quotation_id: 5,
      version: 1,
      ...((input as { body?: object })?.body ?? {}),
    }));
    const onSaved = openAddItem(7, 'KWD');
    expect(fieldValue('Declared value currency')).toMatch(/^KWD/);
    expect(fieldValue('Unit')).toBe('inches');
    expect(fieldValue('Weight unit')).toBe('lbs');

    type(/^Name/, 'Caja de repuestos');
    for (const side of [/^Length/, /^Width/, /^Height/]) type(side, '40');
    fireEvent.change(screen.getByLabelText('Unit'), { target: { value: 'cm' } });
    fireEvent.change(screen.getByLabelText('Weight unit'), { target: { value: 'kg' } });
    type(/^Weight\s*\*?$/, '12');
    fireEvent.click(screen.getByRole('button', { name: 'Add Item' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(sentTo(callApi, 'POST', '/box_items')[0]?.body).toMatchObject({
      dimension_unit: 'cm',
      weight_unit: 'kg',
      declared_value_currency: 'KWD',
    });

    // Opened again, by the same user, on a quotation in EUR: the units kept, the currency of that quotation.
    cleanup();
    openAddItem(7, 'EUR');
    expect(fieldValue('Unit')).toBe('cm');
    expect(fieldValue('Weight unit')).toBe('kg');
    expect(fieldValue('Declared value currency')).toMatch(/^EUR/);

    // Another user at the same browser keeps the standard units.
    cleanup();
    openAddItem(8, 'JPY');
    expect(fieldValue('Unit')).toBe('inches');
    expect(fieldValue('Weight unit')).toBe('lbs');
    expect(fieldValue('Declared value currency')).toMatch(/^JPY/);
  });
});
