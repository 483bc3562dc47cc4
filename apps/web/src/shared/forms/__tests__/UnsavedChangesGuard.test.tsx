// @vitest-environment happy-dom
import { TextInput } from '@mantine/core';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { createMemoryRouter, Link, RouterProvider, useNavigate } from 'react-router';
import { describe, expect, it } from 'vitest';
import '../../../test/screenTestSetup';
import { UnsavedChangesGuard } from '../UnsavedChangesGuard';
import { renderWithProviders } from './renderWithProviders';

const SLOW_SAVE_MS = 1500;

/** A create form that is dirty once something is typed, beside a link to another screen. */
function NewRecordScreen() {
  const [name, setName] = useState('');
  const navigate = useNavigate();
  return (
    <form
      aria-label="New record"
      onSubmit={(event) => {
        event.preventDefault();
        // A save that answers after a while, then moves on while the form still holds the typed values.
        setTimeout(() => navigate('/elsewhere'), SLOW_SAVE_MS);
      }}
    >
      <Link to="/elsewhere">Contacts</Link>
      <UnsavedChangesGuard dirty={name !== ''} />
      <TextInput label="Name" value={name} onChange={(event) => setName(event.currentTarget.value)} />
      <button type="button" onClick={() => navigate('/elsewhere')}>
        Cancel
      </button>
      <button type="submit">Save</button>
    </form>
  );
}

function renderScreen() {
  const router = createMemoryRouter(
    [
      { path: '/new', Component: NewRecordScreen },
      { path: '/elsewhere', element: <h1>Elsewhere</h1> },
    ],
    { initialEntries: ['/new'] },
  );
  renderWithProviders(<RouterProvider router={router} />);
  return router;
}

const question = () => screen.queryByRole('dialog', { name: 'Discard unsaved changes?' });

describe('UnsavedChangesGuard', () => {
  it('leaves a form with nothing typed without asking', async () => {
    renderScreen();
    fireEvent.click(await screen.findByRole('link', { name: 'Contacts' }));
    expect(await screen.findByRole('heading', { name: 'Elsewhere' })).toBeTruthy();
    expect(question()).toBeNull();
  });

  it('asks before leaving typed text: Stay keeps the form and its text, Discard leaves', async () => {
    const router = renderScreen();
    fireEvent.change(await screen.findByLabelText('Name'), { target: { value: 'Łukasz Öztürk' } });
    fireEvent.click(screen.getByRole('link', { name: 'Contacts' }));
    await waitFor(() => expect(question()).not.toBeNull());

    fireEvent.click(screen.getByRole('button', { name: 'Stay' }));
    await waitFor(() => expect(question()).toBeNull());
    expect(router.state.location.pathname).toBe('/new');
    expect((screen.getByLabelText('Name') as HTMLInputElement).value).toBe('Łukasz Öztürk');

    fireEvent.click(screen.getByRole('link', { name: 'Contacts' }));
    await waitFor(() => expect(question()).not.toBeNull());
    fireEvent.click(screen.getByRole('button', { name: 'Discard' }));
    expect(await screen.findByRole('heading', { name: 'Elsewhere' })).toBeTruthy();
  });

  it("leaves without asking through the form's own Cancel: the user chose to drop it", async () => {
    renderScreen();
    fireEvent.change(await screen.findByLabelText('Name'), { target: { value: 'Zoë' } });
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByRole('heading', { name: 'Elsewhere' })).toBeTruthy();
    expect(question()).toBeNull();
  });

  it('moves on after a slow save without asking', async () => {
    renderScreen();
    fireEvent.change(await screen.findByLabelText('Name'), { target: { value: 'Ngozi Adébáyọ̀' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByRole('heading', { name: 'Elsewhere' }, { timeout: SLOW_SAVE_MS * 2 }),
    ).toBeTruthy();
    expect(question()).toBeNull();
  });

  it('asks the browser to confirm closing or reloading the tab only while something is typed', async () => {
    renderScreen();
    const unload = () => {
      const event = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    };
    expect(unload()).toBe(false);
    fireEvent.change(await screen.findByLabelText('Name'), { target: { value: 'مريم' } });
    expect(unload()).toBe(true);
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: '' } });
    expect(unload()).toBe(false);
  });
});
