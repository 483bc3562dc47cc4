import { type RefObject, useContext, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { type BlockerFunction, UNSAFE_DataRouterContext, useBlocker } from 'react-router';
import { DiscardChangesQuestion } from './DiscardChangesQuestion';
import {
  anyUnsavedTyping,
  holdsBlocker,
  offerToHoldBlocker,
  reportTyping,
  setNavigationQuestionOpen,
  subscribeToUnsavedTyping,
} from './unsavedTyping';
import { useAskBeforeUnload } from './useAskBeforeUnload';

/** How long after a click on one of the form's own buttons the move it starts counts as the user's choice. */
const OWN_BUTTON_MS = 1000;
/** How long a sent form may take to save and move on (a slow save on a busy line) without the move asking. */
const SUBMITTED_MS = 30_000;

/**
 * Holds the user on a screen with unsaved typing in a page form or an open dialog (`unsavedTyping.ts`): leaving
 * inside the app (a sidebar link, the browser's Back, a link) waits for an answer. The form's own buttons
 * (Cancel, Back) leave without asking: the user chose to leave that form; so does the move the form makes itself
 * after it is sent, until the user types or clicks elsewhere. `inside` is an element in the guarded form.
 */
function useUnsavedChangesGuard(inside: RefObject<HTMLElement | null>) {
  const typing = useSyncExternalStore(subscribeToUnsavedTyping, anyUnsavedTyping);
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
        anyUnsavedTyping() &&
        performance.now() > leaveAllowedUntil.current &&
        (currentLocation.pathname !== nextLocation.pathname ||
          currentLocation.search !== nextLocation.search),
    ).current,
  );

  // The changes were saved or undone while the question was open: nothing is lost by going on.
  useEffect(() => {
    if (blocker.state === 'blocked' && !typing) blocker.proceed();
  }, [blocker, typing]);

  const asking = blocker.state === 'blocked';
  useEffect(() => {
    setNavigationQuestionOpen(asking);
    return () => setNavigationQuestionOpen(false);
  }, [asking]);

  return {
    asking,
    stay: () => blocker.reset?.(),
    discard: () => blocker.proceed?.(),
  };
}

/**
 * A page form's guard: `dirty` says whether it holds unsaved typing (a form whose saving state is at hand passes
 * `false` from the moment the save is sent: `dirty && !create.isPending`). While it is true, leaving the screen
 * asks 'Discard unsaved changes?' and closing or reloading the tab asks the browser's own question.
 */
export function UnsavedChangesGuard({ dirty }: { dirty: boolean }) {
  const [form] = useState(() => ({}));
  // Reported again on each change, so a question already open learns that the typing was saved or undone.
  useEffect(() => reportTyping(form, () => dirty), [form, dirty]);
  useAskBeforeUnload(dirty);
  return <NavigationQuestion />;
}

/**
 * Offers to hold the screen's one blocker and, while it holds it, asks the question. A page form's guard renders
 * it, and so does every open `FormModal`, so a screen with no guarded form of its own (a list with a create
 * dialog) asks too. The app's router (apps/web/src/app/router.tsx) is a data router; under a plain router (a
 * component test's MemoryRouter) there is no blocker and nothing is asked.
 */
export function NavigationQuestion() {
  const routed = useContext(UNSAFE_DataRouterContext) !== null;
  const [offer] = useState(() => ({}));
  useEffect(() => (routed ? offerToHoldBlocker(offer) : undefined), [routed, offer]);
  const holding = useSyncExternalStore(subscribeToUnsavedTyping, () => holdsBlocker(offer));
  return routed && holding ? <UnsavedChangesQuestion /> : null;
}

/** `useUnsavedChangesGuard` with its question: 'Discard unsaved changes?' with Stay and Discard. */
function UnsavedChangesQuestion() {
  const anchor = useRef<HTMLSpanElement>(null);
  const guard = useUnsavedChangesGuard(anchor);
  return (
    <>
      <span ref={anchor} hidden />
      <DiscardChangesQuestion opened={guard.asking} onStay={guard.stay} onDiscard={guard.discard} />
    </>
  );
}
