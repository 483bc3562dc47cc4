import { type RefObject, useContext, useEffect, useRef } from 'react';
import { type BlockerFunction, UNSAFE_DataRouterContext, useBlocker } from 'react-router';
import { DiscardChangesQuestion } from './DiscardChangesQuestion';
import { useAskBeforeUnload } from './useAskBeforeUnload';

/** How long after a click on one of the form's own buttons the move it starts counts as the user's choice. */
const OWN_BUTTON_MS = 1000;
/** How long a sent form may take to save and move on (a slow save on a busy line) without the move asking. */
const SUBMITTED_MS = 30_000;

/**
 * Holds the user on a form with unsaved typing: leaving inside the app (a sidebar link, the browser's Back, a
 * link) waits for an answer, and closing or reloading the tab asks the browser's own question. The form's own
 * buttons (Cancel, Back) leave without asking: the user chose to leave that form; so does the move the form
 * makes itself after it is sent, until the user types or clicks elsewhere. `dirty` is read when the user leaves; a form whose saving state
 * is at hand also passes `false` from the moment the save is sent (`dirty && !create.isPending`).
 * `inside` is an element in the guarded form.
 */
function useUnsavedChangesGuard(dirty: boolean, inside: RefObject<HTMLElement | null>) {
  const dirtyNow = useRef(dirty);
  dirtyNow.current = dirty;
  const leaveAllowedUntil = useRef(0);

  useEffect(() => {
    const ownForm = (event: Event) => {
      const form = inside.current?.closest('form');
      return form && event.target instanceof Element && form.contains(event.target) ? form : null;
    };
    // Any other click (a sidebar link, a field) is the user going elsewhere: a sent form no longer excuses it.
    const noteClick = (event: Event) => {
      const ownButton = ownForm(event) && (event.target as Element).closest('button');
      leaveAllowedUntil.current = ownButton ? performance.now() + OWN_BUTTON_MS : 0;
    };
    const noteSubmit = (event: Event) => {
      if (ownForm(event)) leaveAllowedUntil.current = performance.now() + SUBMITTED_MS;
    };
    const noteTyping = (event: Event) => {
      if (ownForm(event)) leaveAllowedUntil.current = 0;
    };
    document.addEventListener('click', noteClick, true);
    document.addEventListener('submit', noteSubmit, true);
    document.addEventListener('input', noteTyping, true);
    return () => {
      document.removeEventListener('click', noteClick, true);
      document.removeEventListener('submit', noteSubmit, true);
      document.removeEventListener('input', noteTyping, true);
    };
  }, [inside]);

  // Only a move to another screen asks; the form rewriting its own address (search, hash) does not.
  const blocker = useBlocker(
    useRef<BlockerFunction>(
      ({ currentLocation, nextLocation }) =>
        dirtyNow.current &&
        performance.now() > leaveAllowedUntil.current &&
        (currentLocation.pathname !== nextLocation.pathname ||
          currentLocation.search !== nextLocation.search),
    ).current,
  );

  useAskBeforeUnload(dirty);

  // The changes were saved or undone while the question was open: nothing is lost by going on.
  useEffect(() => {
    if (blocker.state === 'blocked' && !dirty) blocker.proceed();
  }, [blocker, dirty]);

  return {
    asking: blocker.state === 'blocked',
    stay: () => blocker.reset?.(),
    discard: () => blocker.proceed?.(),
  };
}

/**
 * The question, where a move can be held: the app's router (apps/web/src/app/router.tsx) is a data router;
 * a form rendered under a plain router (a component test's MemoryRouter) has no blocker and is not guarded.
 */
export function UnsavedChangesGuard({ dirty }: { dirty: boolean }) {
  return useContext(UNSAFE_DataRouterContext) ? <UnsavedChangesQuestion dirty={dirty} /> : null;
}

/** `useUnsavedChangesGuard` with its question: 'Discard unsaved changes?' with Stay and Discard. */
function UnsavedChangesQuestion({ dirty }: { dirty: boolean }) {
  const anchor = useRef<HTMLSpanElement>(null);
  const guard = useUnsavedChangesGuard(dirty, anchor);
  return (
    <>
      <span ref={anchor} hidden />
      <DiscardChangesQuestion opened={guard.asking} onStay={guard.stay} onDiscard={guard.discard} />
    </>
  );
}
