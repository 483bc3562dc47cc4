// @vitest-environment happy-dom
import { costLineFormDefaults } from '@freight/domain';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../shared/forms/__tests__/renderWithProviders';
import { CostLineClientDescriptionField } from './CostLineClientDescriptionField';
import { costLinePayload } from './costLinePayload';
import '../../../test/englishMessages';
import '../../../test/screenTestSetup';

function field(values: Partial<ReturnType<typeof costLineFormDefaults>>, categoryName = 'customs') {
  const setField = vi.fn();
  renderWithProviders(
    <CostLineClientDescriptionField
      fields={{ values: { ...costLineFormDefaults(), ...values }, errors: {}, setField }}
      categoryName={categoryName}
    />,
  );
  const opener = screen.queryByRole('button', { name: 'Set client description' });
  if (opener) fireEvent.click(opener);
  return { input: screen.getByLabelText('Client description') as HTMLInputElement, setField };
}

describe('the Client description field', () => {
  it('says it is what the client sees, and shows what a blank one will read', () => {
    const { input } = field({ description: 'Despacho por agente Núñez, 45 por entrada' });
    expect(screen.getByText(/What the client sees/).textContent).toContain('Leave blank');
    expect(input.placeholder).toBe('Customs: Despacho por agente Núñez, 45 por entrada');
    expect(input.value).toBe('');
  });

  it('starts closed for a blank one (the derived text), with a button that opens it', () => {
    renderWithProviders(
      <CostLineClientDescriptionField
        fields={{
          values: { ...costLineFormDefaults(), description: 'Crating' },
          errors: {},
          setField: vi.fn(),
        }}
        categoryName="packaging"
      />,
    );
    expect(screen.queryByLabelText('Client description')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Set client description' }));
    expect((screen.getByLabelText('Client description') as HTMLInputElement).placeholder).toBe(
      'Packaging: Crating',
    );
  });

  it('keeps what the user words, and the form sends it trimmed (blank when left empty)', () => {
    const { input, setField } = field({ client_description: 'تخليص جمركي' });
    expect(input.value).toBe('تخليص جمركي');
    fireEvent.change(input, { target: { value: 'Import customs clearance ' } });
    expect(setField).toHaveBeenCalledWith('client_description', 'Import customs clearance ');
    const values = { ...costLineFormDefaults(), description: 'x', category_id: 2, total_cost: 5 };
    expect(costLinePayload({ ...values, client_description: ' Import clearance ' })?.client_description).toBe(
      'Import clearance',
    );
    expect(costLinePayload(values)?.client_description).toBe('');
  });
});
