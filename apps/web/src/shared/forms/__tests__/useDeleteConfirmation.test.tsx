// @vitest-environment happy-dom

import { useMutation } from '@tanstack/react-query';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/ApiError';
import { apiErrorMessage } from '../../api/apiErrorMessage';
import { ConfirmDeleteModal } from '../../ui/ConfirmDeleteModal';
import { useDeleteConfirmation } from '../useDeleteConfirmation';
import { renderWithProviders } from './renderWithProviders';
import '../../../test/englishMessages';

interface Contact {
  id: number;
  name: string;
}

function ContactRow({ remove }: { remove: (id: number) => Promise<void> }) {
  const [target, setTarget] = useState<Contact | null>(null);
  const { modal } = useDeleteConfirmation({
    target,
    mutation: useMutation({ mutationFn: remove }),
    variables: (contact) => contact.id,
    onClose: () => setTarget(null),
    deletedNotice: (contact) => ({ title: 'Contact deleted', message: `${contact.name} was deleted.` }),
    failure: (error) => apiErrorMessage(error, 'Failed to delete contact. Please try again.'),
  });
  return (
    <>
      <button type="button" onClick={() => setTarget({ id: 7, name: 'Nasser Al-Sabah' })}>
        Delete Nasser
      </button>
      <ConfirmDeleteModal {...modal} title="Delete contact">
        Are you sure you want to delete {target?.name}?
      </ConfirmDeleteModal>
    </>
  );
}

describe('useDeleteConfirmation', () => {
  it('deletes on Delete, tells it, and closes', async () => {
    const remove = vi.fn().mockResolvedValue(undefined);
    renderWithProviders(<ContactRow remove={remove} />);
    fireEvent.click(screen.getByRole('button', { name: 'Delete Nasser' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete contact' });
    expect(dialog.textContent).toContain('Are you sure you want to delete Nasser Al-Sabah?');
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(remove).toHaveBeenCalledWith(7, expect.anything()));
    expect(await screen.findByText('Nasser Al-Sabah was deleted.')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Delete contact' })).toBeNull());
  });

  it('keeps the dialog open with the message for the error code, and Cancel forgets it', async () => {
    const remove = vi.fn().mockRejectedValue(new ApiError(500, 'INTERNAL', 'deadlock detected'));
    renderWithProviders(<ContactRow remove={remove} />);
    fireEvent.click(screen.getByRole('button', { name: 'Delete Nasser' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete contact' });
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'Failed to delete contact. Please try again.',
    );
    expect(screen.queryByText(/deadlock/)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Delete contact' })).toBeNull());
    fireEvent.click(screen.getByRole('button', { name: 'Delete Nasser' }));
    const reopened = await screen.findByRole('dialog', { name: 'Delete contact' });
    expect(within(reopened).queryByRole('alert')).toBeNull();
  });
});
