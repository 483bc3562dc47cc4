// @vitest-environment happy-dom
import { useMutation } from '@tanstack/react-query';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/ApiError';
import { DeleteRecordDialog } from '../DeleteRecordDialog';
import { renderWithProviders } from './renderWithProviders';
import '../../../test/englishMessages';

function Dialog({ remove, onClose }: { remove: (id: number) => Promise<unknown>; onClose: () => void }) {
  return (
    <DeleteRecordDialog
      target={{ id: 9, name: 'Fatima Al-Zahra' }}
      mutation={useMutation({ mutationFn: remove })}
      onClose={onClose}
      title="Delete contact"
      deletedNotice={(record) => ({ message: `${record.name} was deleted.` })}
      failedMessage="Failed to delete contact."
    >
      {(shown) => `Delete ${shown?.name}?`}
    </DeleteRecordDialog>
  );
}

describe('DeleteRecordDialog', () => {
  it('deletes by id, says so, and closes', async () => {
    const remove = vi.fn(async (_id: number) => undefined);
    const onClose = vi.fn();
    renderWithProviders(<Dialog remove={remove} onClose={onClose} />);
    expect(screen.getByText('Delete Fatima Al-Zahra?')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(remove.mock.calls[0]?.[0]).toBe(9);
    expect(await screen.findByText('Fatima Al-Zahra was deleted.')).toBeTruthy();
  });

  it("says why a refused deletion failed, by the error's code, and stays open", async () => {
    const onClose = vi.fn();
    const remove = async () => {
      throw new ApiError(500, 'INTERNAL', 'relation "contacts" does not exist');
    };
    renderWithProviders(<Dialog remove={remove} onClose={onClose} />);
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Failed to delete contact.')).toBeTruthy();
    expect(screen.queryByText(/relation/)).toBeNull();
    expect(onClose).not.toHaveBeenCalled();
  });
});
