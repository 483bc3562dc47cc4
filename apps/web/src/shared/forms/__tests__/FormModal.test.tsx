// @vitest-environment happy-dom
import { TextInput } from '@mantine/core';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import '../../../test/screenTestSetup';
import { FormModal, useDialogCloseGuard } from '../FormModal';
import { renderWithProviders } from './renderWithProviders';

/** A create dialog's form: dirty once something is typed, with its own Cancel and a Save that closes. */
function NewRecordForm({ onCancel, onSaved }: { onCancel: () => void; onSaved: () => void }) {
  const [name, setName] = useState('');
  useDialogCloseGuard(name !== '');
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        onSaved();
      }}
    >
      <TextInput label="Name" value={name} onChange={(event) => setName(event.currentTarget.value)} />
      <button type="button" onClick={onCancel}>
        Cancel
      </button>
      <button type="submit">Save</button>
    </form>
  );
}

function Screen() {
  const [opened, setOpened] = useState(true);
  const close = () => setOpened(false);
  return (
    <FormModal
      opened={opened}
      onClose={close}
      title="Add New Contact"
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      <NewRecordForm onCancel={close} onSaved={close} />
    </FormModal>
  );
}

const dialog = () => screen.queryByRole('dialog', { name: 'Add New Contact' });
const question = () => screen.queryByRole('dialog', { name: 'Discard unsaved changes?' });
const pressEscape = () => fireEvent.keyDown(document.activeElement ?? window, { key: 'Escape' });

async function openWithTyping(text: string) {
  renderWithProviders(<Screen />);
  fireEvent.change(await screen.findByLabelText('Name'), { target: { value: text } });
}

describe('FormModal', () => {
  it('closes at once on Escape when nothing was typed', async () => {
    renderWithProviders(<Screen />);
    await screen.findByLabelText('Name');
    pressEscape();
    await waitFor(() => expect(dialog()).toBeNull());
    expect(question()).toBeNull();
  });

  it('asks on Escape after typing: Stay keeps the dialog and the text, Discard closes it', async () => {
    await openWithTyping('Łukasz Öztürk');
    pressEscape();
    await waitFor(() => expect(question()).not.toBeNull());
    expect(dialog()).not.toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Stay' }));
    await waitFor(() => expect(question()).toBeNull());
    expect(dialog()).not.toBeNull();
    expect((screen.getByLabelText('Name') as HTMLInputElement).value).toBe('Łukasz Öztürk');

    pressEscape();
    await waitFor(() => expect(question()).not.toBeNull());
    fireEvent.click(screen.getByRole('button', { name: 'Discard' }));
    await waitFor(() => expect(dialog()).toBeNull());
    expect(question()).toBeNull();
  });

  it('asks on the close (X) button after typing', async () => {
    await openWithTyping('مريم');
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(question()).not.toBeNull());
    expect(dialog()).not.toBeNull();
  });

  it("closes without asking through the form's own Cancel", async () => {
    await openWithTyping('Zoë');
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(dialog()).toBeNull());
    expect(question()).toBeNull();
  });

  it('closes without asking after a save', async () => {
    await openWithTyping('Ngozi Adébáyọ̀');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(dialog()).toBeNull());
    expect(question()).toBeNull();
  });

  it('asks the browser to confirm closing or reloading the tab only while something is typed', async () => {
    renderWithProviders(<Screen />);
    const unload = () => {
      const event = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    };
    fireEvent.change(await screen.findByLabelText('Name'), { target: { value: 'José' } });
    expect(unload()).toBe(true);
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: '' } });
    expect(unload()).toBe(false);
  });
});
