// @vitest-environment happy-dom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { callApi } from '../../../shared/api/apiClient';
import { answer, page } from '../../../test/mockApi';
import { renderScreen } from '../../../test/renderScreen';
import '../../../test/screenTestSetup';
import { ContactPicker } from './ContactPicker';

vi.mock('../../../shared/api/apiClient', async (real) => ({
  ...(await real<typeof import('../../../shared/api/apiClient')>()),
  callApi: vi.fn(),
}));

const contact = (id: number, name: string, last_name: string, phone_number: string) => ({
  id,
  name,
  last_name,
  display_name: `${name} ${last_name}`,
  company_name: 'Logística SA',
  email: '',
  phone_number,
  status: 'Active',
});
const grace = contact(1, 'Grace', 'Núñez', '+1 (555) 123-4567');
const alan = contact(2, 'Alan', 'Al-Sabah', '+44 20 7946 0018');

function PickerForm() {
  const [id, setId] = useState<number | null>(null);
  return <ContactPicker value={id} onChange={(picked) => setId(picked?.id ?? null)} />;
}

// The dropdown is still fading in under happy-dom, so its options are read without the visibility check.
const optionNames = () =>
  screen
    .queryAllByRole('option', { hidden: true })
    .map((option) => option.textContent ?? '')
    .filter((text) => text !== 'Create new contact');

describe('ContactPicker', () => {
  it('shows only the newest search answer when an older one arrives late', async () => {
    let answerSlow: (value: unknown) => void = () => {};
    const calls = answer(callApi, {
      'GET /contacts': ({ query }: { query: Record<string, unknown> }) => {
        if (query.search === '555') return new Promise((resolve) => (answerSlow = resolve));
        if (query.search === '555-123') return page([grace]);
        return page([grace, alan]);
      },
    });
    renderScreen(<PickerForm />);
    const input = screen.getByRole('combobox', { name: 'Contact' });
    fireEvent.click(input);
    await waitFor(() => expect(optionNames()).toHaveLength(2));

    fireEvent.change(input, { target: { value: '555' } });
    await waitFor(() => expect(calls.some((call) => call.query.search === '555')).toBe(true));
    fireEvent.change(input, { target: { value: '555-123' } });
    await waitFor(() => expect(optionNames()).toEqual([expect.stringContaining('Grace Núñez')]));

    answerSlow(page([alan, grace]));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(optionNames()).toEqual([expect.stringContaining('Grace Núñez')]);

    fireEvent.click(screen.getByRole('option', { name: /Grace Núñez/, hidden: true }));
    await waitFor(() => expect((input as HTMLInputElement).value).toBe('Grace Núñez'));
  });

  it('shows a selected contact that is not among the options by its name', async () => {
    answer(callApi, { 'GET /contacts/:id': { ...grace, version: 1 } });
    renderScreen(<ContactPicker value={1} onChange={() => {}} />);
    const input = screen.getByRole('combobox', { name: 'Contact' }) as HTMLInputElement;
    await waitFor(() => expect(input.value).toBe('Grace Núñez'));
  });
});
