// @vitest-environment happy-dom
import { LOST_REASON_MESSAGES } from '@freight/domain';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../shared/forms/__tests__/renderWithProviders';
import '../../../test/englishMessages';
import { LostReasonModal } from './LostReasonModal';
import '../../../test/screenTestSetup';

function open() {
  const onConfirm = vi.fn();
  renderWithProviders(
    <LostReasonModal opened quotationNumber="SQ00077" onCancel={vi.fn()} onConfirm={onConfirm} />,
  );
  return onConfirm;
}
const confirm = () => fireEvent.click(screen.getByRole('button', { name: 'Mark as Cancelled' }));

describe('LostReasonModal', () => {
  it('asks why the quotation was lost before cancelling it', async () => {
    const onConfirm = open();
    confirm();
    expect(await screen.findByText(LOST_REASON_MESSAGES.reasonRequired)).toBeTruthy();
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('hands on the reason, the competitor and the comment, trimmed', async () => {
    const onConfirm = open();
    fireEvent.click(screen.getByPlaceholderText('Choose a reason'));
    fireEvent.click(await screen.findByRole('option', { name: 'Price' }));
    fireEvent.change(screen.getByLabelText(/Competitor/), { target: { value: '  Naviera Ibérica ' } });
    fireEvent.change(screen.getByLabelText(/Comment/), { target: { value: 'السعر أقل' } });
    confirm();
    await waitFor(() =>
      expect(onConfirm).toHaveBeenCalledWith({
        lost_reason: 'price',
        lost_to: 'Naviera Ibérica',
        lost_comment: 'السعر أقل',
      }),
    );
  });
});
