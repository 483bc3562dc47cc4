// @vitest-environment happy-dom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../forms/__tests__/renderWithProviders';
import { FilterSelect } from './FilterSelect';

function ChannelFilter({ onChange }: { onChange: (value: string) => void }) {
  const [value, setValue] = useState('');
  return (
    <FilterSelect
      label="Channel"
      allLabel="All Channels"
      choices={['WhatsApp', 'Email']}
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
    />
  );
}

describe('FilterSelect', () => {
  it("shows no filter as its 'All …' entry and hands back '' when it is picked", async () => {
    const onChange = vi.fn();
    renderWithProviders(<ChannelFilter onChange={onChange} />);
    const input = screen.getByRole('combobox', { name: 'Channel' }) as HTMLInputElement;
    expect(input.value).toBe('All Channels');
    fireEvent.click(input);
    fireEvent.click(await screen.findByRole('option', { name: 'WhatsApp', hidden: true }));
    expect(onChange).toHaveBeenLastCalledWith('WhatsApp');
    await waitFor(() => expect(input.value).toBe('WhatsApp'));
    fireEvent.click(input);
    fireEvent.click(await screen.findByRole('option', { name: 'All Channels', hidden: true }));
    expect(onChange).toHaveBeenLastCalledWith('');
  });
});
