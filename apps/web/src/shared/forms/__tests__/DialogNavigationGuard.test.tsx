// @vitest-environment happy-dom
import { TextInput } from '@mantine/core';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { createMemoryRouter, Link, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import '../../../test/screenTestSetup';
import { FormModal, useDialogCloseGuard } from '../FormModal';
import { UnsavedChangesGuard } from '../UnsavedChangesGuard';
import { renderWithProviders } from './renderWithProviders';

function DialogForm() {
  const [name, setName] = useState('');
  useDialogCloseGuard(name !== '');
  return <TextInput label="Name" value={name} onChange={(event) => setName(event.currentTarget.value)} />;
}

/** A list screen with no form of its own (or, with `pageForm`, a page form too) and an open create dialog. */
function ListScreen({ pageForm }: { pageForm: boolean }) {
  const [opened, setOpened] = useState(true);
  return (
    <>
      <Link to="/elsewhere">Tasks</Link>
      {pageForm && <UnsavedChangesGuard dirty={false} />}
      <FormModal opened={opened} onClose={() => setOpened(false)} title="Add New Contact">
        <DialogForm />
      </FormModal>
    </>
  );
}

function renderScreen(pageForm = false) {
  const router = createMemoryRouter(
    [
      { path: '/contacts', element: <ListScreen pageForm={pageForm} /> },
      { path: '/elsewhere', element: <h1>Elsewhere</h1> },
    ],
    { initialEntries: ['/contacts'] },
  );
  renderWithProviders(<RouterProvider router={router} />);
  return router;
}

const question = () => screen.queryByRole('dialog', { name: 'Discard unsaved changes?' });
const dialog = () => screen.queryByRole('dialog', { name: 'Add New Contact' });

describe('leaving a screen while a create dialog holds typing', () => {
  it('leaves at once when nothing is typed in the dialog', async () => {
    renderScreen();
    await screen.findByLabelText('Name');
    fireEvent.click(screen.getByText('Tasks'));
    expect(await screen.findByRole('heading', { name: 'Elsewhere' })).toBeTruthy();
    expect(question()).toBeNull();
  });

  it.each([
    ['a screen with no form of its own', false],
    ['a screen whose own form holds the one blocker', true],
  ])('asks on %s: Stay keeps the dialog and its text, Discard leaves', async (_, pageForm) => {
    const router = renderScreen(pageForm);
    fireEvent.change(await screen.findByLabelText('Name'), { target: { value: 'Ngozi Adébáyọ̀' } });
    fireEvent.click(screen.getByText('Tasks'));
    await waitFor(() => expect(question()).not.toBeNull());

    fireEvent.click(screen.getByRole('button', { name: 'Stay' }));
    await waitFor(() => expect(question()).toBeNull());
    expect(router.state.location.pathname).toBe('/contacts');
    expect(dialog()).not.toBeNull();
    expect((screen.getByLabelText('Name') as HTMLInputElement).value).toBe('Ngozi Adébáyọ̀');

    fireEvent.click(screen.getByText('Tasks'));
    await waitFor(() => expect(question()).not.toBeNull());
    fireEvent.click(screen.getByRole('button', { name: 'Discard' }));
    expect(await screen.findByRole('heading', { name: 'Elsewhere' })).toBeTruthy();
  });
});
