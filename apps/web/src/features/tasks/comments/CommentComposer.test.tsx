// @vitest-environment happy-dom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import '../../../test/englishMessages';
import { renderWithProviders } from '../../../shared/forms/__tests__/renderWithProviders';
import { CommentComposer } from './CommentComposer';

// Mantine's autosizing Textarea listens for web fonts, which happy-dom does not have.
Object.defineProperty(document, 'fonts', { value: { addEventListener() {}, removeEventListener() {} } });

const box = () => screen.getByRole('textbox', { name: 'Add a comment' }) as HTMLTextAreaElement;

describe('the comment box', () => {
  it('cannot send a blank comment', () => {
    const onSend = vi.fn(async () => ({}));
    renderWithProviders(<CommentComposer taskId={4} subtaskId={null} busy={false} onSend={onSend} />);
    fireEvent.change(box(), { target: { value: '   ' } });
    expect((screen.getByRole('button', { name: 'Send' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.keyDown(box(), { key: 'Enter', ctrlKey: true });
    expect(onSend).not.toHaveBeenCalled();
  });

  it('says when the comment is longer than the domain allows', async () => {
    const onSend = vi.fn(async () => ({}));
    renderWithProviders(<CommentComposer taskId={4} subtaskId={null} busy={false} onSend={onSend} />);
    fireEvent.change(box(), { target: { value: 'ن'.repeat(10_001) } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText(/Comment can be at most 10,000 characters/)).toBeTruthy();
    expect(onSend).not.toHaveBeenCalled();
  });

  it('sends the trimmed text with Ctrl+Enter and empties the box once sent', async () => {
    const onSend = vi.fn(async () => ({}));
    renderWithProviders(<CommentComposer taskId={4} subtaskId={9} busy={false} onSend={onSend} />);
    fireEvent.change(box(), { target: { value: '  Llamar a José mañana \n' } });
    fireEvent.keyDown(box(), { key: 'Enter', ctrlKey: true });
    await waitFor(() => expect(onSend).toHaveBeenCalledWith('Llamar a José mañana'));
    await waitFor(() => expect(box().value).toBe(''));
  });

  it('keeps the text when the server refuses it', async () => {
    const onSend = vi.fn(async () => Promise.reject(new Error('refused')));
    renderWithProviders(<CommentComposer taskId={4} subtaskId={null} busy={false} onSend={onSend} />);
    fireEvent.change(box(), { target: { value: 'Revisar el BL' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(onSend).toHaveBeenCalled());
    expect(box().value).toBe('Revisar el BL');
  });
});
