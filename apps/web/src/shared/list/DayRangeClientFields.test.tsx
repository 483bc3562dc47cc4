// @vitest-environment happy-dom
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../forms/__tests__/renderWithProviders';
import { type ClientPickerProps, DayRangeClientFields } from './DayRangeClientFields';
import '../../test/englishMessages';

/** A stand-in picker: shows the chosen id, picks contact 42, clears. */
function PickerStandIn({ label, value, onChange }: ClientPickerProps) {
  return (
    <div>
      <span>
        {label}: {value ?? 'none'}
      </span>
      <button type="button" onClick={() => onChange({ id: 42 })}>
        Pick Ahmed Al-Sabah
      </button>
      <button type="button" onClick={() => onChange(null)}>
        Clear client
      </button>
    </div>
  );
}

const DAYS = [
  { key: 'shippedFrom', label: 'Shipped from' },
  { key: 'shippedTo', label: 'Shipped to' },
] as const;

describe('DayRangeClientFields', () => {
  it('shows the window in the user’s date format and leaves a day that does not read empty', () => {
    renderWithProviders(
      <DayRangeClientFields
        days={DAYS}
        filters={{ shippedFrom: '2026-12-01', shippedTo: '01/12/2026', contact: '' }}
        onChange={() => {}}
      />,
    );
    expect((screen.getByRole('textbox', { name: 'Shipped from' }) as HTMLInputElement).value).toBe(
      '12/01/2026',
    );
    expect((screen.getByRole('textbox', { name: 'Shipped to' }) as HTMLInputElement).value).toBe('');
    expect(screen.queryByText(/Client/)).toBeNull();
  });

  it('hands the picked client back as its id, and the cleared client as no filter', () => {
    const onChange = vi.fn();
    renderWithProviders(
      <DayRangeClientFields
        days={DAYS}
        filters={{ shippedFrom: '', shippedTo: '', contact: '7' }}
        onChange={onChange}
        ClientPicker={PickerStandIn}
      />,
    );
    expect(screen.getByText('Client: 7')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Pick Ahmed Al-Sabah' }));
    expect(onChange).toHaveBeenLastCalledWith({ contact: '42' });
    fireEvent.click(screen.getByRole('button', { name: 'Clear client' }));
    expect(onChange).toHaveBeenLastCalledWith({ contact: '' });
  });

  it('shows no client for an address whose contact is not an id', () => {
    renderWithProviders(
      <DayRangeClientFields
        days={DAYS}
        filters={{ shippedFrom: '', shippedTo: '', contact: 'abc' }}
        onChange={() => {}}
        ClientPicker={PickerStandIn}
      />,
    );
    expect(screen.getByText('Client: none')).toBeTruthy();
  });
});
