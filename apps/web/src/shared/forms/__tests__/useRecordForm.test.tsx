// @vitest-environment happy-dom
import { Button, TextInput } from '@mantine/core';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import type { FormEvent } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ApiError } from '../../api/ApiError';
import { conflictContainer } from '../../autosave/FieldConflict';
import { useRecordForm } from '../useRecordForm';
import { renderWithProviders } from './renderWithProviders';
import '../../../test/englishMessages';

interface Values {
  company: string;
  city: string;
}
const labels = { company: 'Company', city: 'City' };
const schema = z.object({
  company: z.string().trim().min(1, 'Company is required'),
  city: z.string().max(20, 'City can be at most 20 characters'),
});

/** A small edit form built from the toolkit, as a screen would build it. */
function CompanyForm(props: {
  save: (values: Values, version: number | undefined) => Promise<unknown>;
  load?: () => Promise<{ values: Values; version: number }>;
}) {
  const form = useRecordForm<Values>({
    initial: { company: 'Añil Transportes', city: 'Sevilla' },
    version: 3,
    stale: props.load && { labels, load: props.load },
  });
  async function submit(event: FormEvent) {
    event.preventDefault();
    if (form.blockedByConflict()) return;
    const body = form.validate(schema);
    if (!body) return;
    try {
      await props.save(body, form.version);
    } catch (error) {
      await form.fail(error, 'Failed to save. Please try again.');
    }
  }
  const field = (name: keyof Values) => (
    <TextInput
      label={labels[name]}
      value={form.values[name]}
      error={form.errors[name]}
      inputContainer={conflictContainer(form.conflictAt(name))}
      onChange={(event) => form.setField(name, event.currentTarget.value)}
    />
  );
  return (
    <form ref={form.formRef} onSubmit={submit} noValidate>
      {form.formError && <p role="alert">{form.formError}</p>}
      {field('company')}
      {field('city')}
      <output aria-label="Changed fields">{form.dirtyFields.join(',')}</output>
      <Button type="submit">Save</Button>
    </form>
  );
}

const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
const save = () => fireEvent.click(screen.getByRole('button', { name: 'Save' }));

/**
 * The user renames the company while a colleague saved `theirs` (at `version`): the first save is refused
 * with a 412, the form loads theirs and shows the conflict on Company.
 */
async function saveOverColleague(theirs: Values, version: number) {
  const stale = new ApiError(412, 'PRECONDITION_FAILED', 'Version mismatch');
  const send = vi.fn().mockRejectedValueOnce(stale).mockResolvedValue({});
  const load = vi.fn().mockResolvedValue({ values: theirs, version });
  renderWithProviders(<CompanyForm save={send} load={load} />);
  type('Company', 'Añil Logística');
  save();
  const conflict = await screen.findByRole('alert', { name: 'Company was changed by someone else' });
  return { send, conflict };
}

describe('useRecordForm', () => {
  it('starts from the record, tracks the changed fields and clears a message when its field is edited', async () => {
    const send = vi.fn().mockResolvedValue({});
    renderWithProviders(<CompanyForm save={send} />);
    expect(screen.getByLabelText('Company')).toHaveProperty('value', 'Añil Transportes');
    expect(screen.getByLabelText('Changed fields').textContent).toBe('');

    type('Company', '  ');
    expect(screen.getByLabelText('Changed fields').textContent).toBe('company');
    save();
    expect(await screen.findByText('Company is required')).toBeTruthy();
    expect(send).not.toHaveBeenCalled();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Company')));

    type('Company', 'الخليج للشحن');
    expect(screen.queryByText('Company is required')).toBeNull();
    save();
    await waitFor(() => expect(send).toHaveBeenCalledWith({ company: 'الخليج للشحن', city: 'Sevilla' }, 3));
  });

  it("shows the server's field messages under their fields and the code's message above the form", async () => {
    const refused = new ApiError(400, 'VALIDATION_FAILED', 'City is not known', {
      city: 'City is not known',
    });
    renderWithProviders(<CompanyForm save={() => Promise.reject(refused)} />);
    save();
    expect(await screen.findAllByText('City is not known')).toHaveLength(2);
  });

  it('shows the fallback, not the raw text, for a server fault', async () => {
    const fault = new ApiError(500, 'INTERNAL', 'relation "contacts" does not exist');
    renderWithProviders(<CompanyForm save={() => Promise.reject(fault)} />);
    save();
    expect((await screen.findByRole('alert')).textContent).toBe('Failed to save. Please try again.');
  });

  it('after a 412 takes what only the colleague changed, keeps what only the user changed, and asks where both did', async () => {
    const { send, conflict } = await saveOverColleague({ company: 'Kuwait Cargo', city: 'Cádiz' }, 4);
    expect(conflict.textContent).toContain('Añil Logística');
    expect(conflict.textContent).toContain('Kuwait Cargo');
    // The city only they changed shows their value.
    expect(screen.getByLabelText('City')).toHaveProperty('value', 'Cádiz');

    // Saving waits for the choice.
    save();
    expect(send).toHaveBeenCalledTimes(1);

    fireEvent.click(screen.getByRole('button', { name: 'Take theirs' }));
    expect(screen.queryByRole('alert', { name: /changed by someone else/ })).toBeNull();
    expect(screen.getByLabelText('Company')).toHaveProperty('value', 'Kuwait Cargo');
    save();
    await waitFor(() => expect(send).toHaveBeenLastCalledWith({ company: 'Kuwait Cargo', city: 'Cádiz' }, 4));
  });

  it('Keep mine keeps the user value and the next save carries the latest version', async () => {
    const { send } = await saveOverColleague({ company: 'Kuwait Cargo', city: 'Sevilla' }, 9);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Keep mine' })));
    expect(screen.getByLabelText('Company')).toHaveProperty('value', 'Añil Logística');
    save();
    await waitFor(() =>
      expect(send).toHaveBeenLastCalledWith({ company: 'Añil Logística', city: 'Sevilla' }, 9),
    );
  });
});
