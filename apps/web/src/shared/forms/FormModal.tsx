import { Modal, type ModalProps } from '@mantine/core';
import { createContext, type RefObject, useContext, useEffect, useRef, useState } from 'react';
import { DiscardChangesQuestion } from './DiscardChangesQuestion';
import { useAskBeforeUnload } from './useAskBeforeUnload';

/** Whether the form inside the open dialog holds typing that was not saved. */
const DialogDirtyContext = createContext<RefObject<boolean> | null>(null);

/**
 * A form inside a `FormModal` says whether closing it now would lose typing: `dirty` is true while something
 * typed is unsaved, and false from the moment a save is sent (the dialog closes itself after a save). While it is
 * true, closing or reloading the tab also asks the browser's question.
 */
export function useDialogCloseGuard(dirty: boolean) {
  const dialogDirty = useContext(DialogDirtyContext);
  useEffect(() => {
    if (!dialogDirty) return;
    dialogDirty.current = dirty;
    return () => {
      dialogDirty.current = false;
    };
  }, [dialogDirty, dirty]);
  useAskBeforeUnload(dirty);
}

/**
 * A Mantine Modal holding a form: closing it by Escape, its close (X) button or a click outside asks 'Discard
 * unsaved changes?' while the form inside reports typing through `useDialogCloseGuard`; Stay keeps the dialog
 * and its values, Discard closes. What the caller does itself is not asked: the form's Cancel (the user chose to
 * drop it) and the close after a successful save call the caller's own close, not this Modal's `onClose`.
 */
export function FormModal({ opened, onClose, ...modalProps }: ModalProps) {
  const dirty = useRef(false);
  const [asking, setAsking] = useState(false);
  const askOrClose = () => {
    if (dirty.current) setAsking(true);
    else onClose();
  };
  return (
    <DialogDirtyContext value={dirty}>
      {/* One stack: only the top dialog takes Escape and keeps the focus, so the question above answers them. */}
      <Modal.Stack>
        <Modal opened={opened} onClose={askOrClose} {...modalProps} stackId="form" />
        <DiscardChangesQuestion
          stackId="discard"
          opened={opened && asking}
          onStay={() => setAsking(false)}
          onDiscard={() => {
            setAsking(false);
            onClose();
          }}
        />
      </Modal.Stack>
    </DialogDirtyContext>
  );
}
