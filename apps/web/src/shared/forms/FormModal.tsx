import { Modal, type ModalProps } from '@mantine/core';
import {
  createContext,
  type RefObject,
  useContext,
  useEffect,
  useRef,
  useState,
  useSyncExternalStore,
} from 'react';
import { DiscardChangesQuestion } from './DiscardChangesQuestion';
import { NavigationQuestion } from './UnsavedChangesGuard';
import {
  isNavigationQuestionOpen,
  reportTyping,
  subscribeToUnsavedTyping,
  typingChanged,
} from './unsavedTyping';
import { useAskBeforeUnload } from './useAskBeforeUnload';

/** Whether the form inside the open dialog holds typing that was not saved. */
const DialogDirtyContext = createContext<RefObject<boolean> | null>(null);

/**
 * A form inside a `FormModal` says whether closing it now would lose typing: `dirty` is true while something
 * typed is unsaved, and false from the moment a save is sent (the dialog closes itself after a save). While it is
 * true, leaving the screen (a sidebar link, Back) asks 'Discard unsaved changes?' and closing or reloading the tab
 * asks the browser's question.
 */
export function useDialogCloseGuard(dirty: boolean) {
  const dialogDirty = useContext(DialogDirtyContext);
  useEffect(() => {
    if (!dialogDirty) return;
    dialogDirty.current = dirty;
    typingChanged();
    return () => {
      dialogDirty.current = false;
      typingChanged();
    };
  }, [dialogDirty, dirty]);
  useAskBeforeUnload(dirty);
}

/**
 * A Mantine Modal holding a form: closing it by Escape, its close (X) button or a click outside asks 'Discard
 * unsaved changes?' while the form inside reports typing through `useDialogCloseGuard`; Stay keeps the dialog
 * and its values, Discard closes. What the caller does itself is not asked: the form's Cancel (the user chose to
 * drop it) and the close after a successful save call the caller's own close, not this Modal's `onClose`.
 *
 * The dialog keeps the layer the caller gave it (`zIndex`), so the dropdowns opened inside it (portalled at
 * Mantine's popover layer) stay above it. While a question is open above it, the dialog leaves Escape and the
 * focus to the question.
 */
export function FormModal({
  opened,
  onClose,
  trapFocus = true,
  closeOnEscape = true,
  ...modalProps
}: ModalProps) {
  const dirty = useRef(false);
  const [asking, setAsking] = useState(false);
  const leavingAsked = useSyncExternalStore(subscribeToUnsavedTyping, isNavigationQuestionOpen);
  useEffect(() => (opened ? reportTyping(dirty, () => dirty.current) : undefined), [opened]);
  const askOrClose = () => {
    // Asked once the key press or click that closes has been handled everywhere: every Modal listens for Escape
    // on the window, and the question, opened within the same key press, would take it as its own Stay.
    if (dirty.current) setTimeout(() => setAsking(true));
    else onClose();
  };
  const onTop = !asking && !leavingAsked;
  return (
    <DialogDirtyContext value={dirty}>
      <Modal
        opened={opened}
        onClose={askOrClose}
        trapFocus={trapFocus && onTop}
        closeOnEscape={closeOnEscape && onTop}
        {...modalProps}
      />
      <DiscardChangesQuestion
        opened={opened && asking}
        onStay={() => setAsking(false)}
        onDiscard={() => {
          setAsking(false);
          onClose();
        }}
      />
      {opened && <NavigationQuestion />}
    </DialogDirtyContext>
  );
}
