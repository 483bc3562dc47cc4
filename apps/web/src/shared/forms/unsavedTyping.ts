/**
 * What the one navigation question knows about typing on the screen: each page form and each open dialog form
 * reports here whether it holds unsaved typing. React Router honours a single blocker, so every
 * `UnsavedChangesGuard` (a page's own, or the one a `FormModal` brings to a page that has none) offers to hold
 * it and only the first one mounted does; that blocker asks when any of them holds typing.
 */

type Listener = () => void;

/** Each form that may hold typing, read when the user leaves (a ref's current value changes without a render). */
const typingSources = new Map<object, () => boolean>();
/** The guards able to hold the one blocker, in mount order: the first holds it. */
const blockerHolders: object[] = [];
let questionOpen = false;
const listeners = new Set<Listener>();

function changed() {
  for (const listener of listeners) listener();
}

export function subscribeToUnsavedTyping(listener: Listener) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** `source` says, whenever asked, whether its form holds typing; the returned function withdraws it. */
export function reportTyping(key: object, source: () => boolean) {
  typingSources.set(key, source);
  changed();
  return () => {
    typingSources.delete(key);
    changed();
  };
}

/** A reported form's typing changed (a dialog's is read from a ref): the question re-reads it. */
export function typingChanged() {
  changed();
}

/** Whether leaving the screen now would drop typing in any page form or open dialog. */
export function anyUnsavedTyping(): boolean {
  for (const source of typingSources.values()) if (source()) return true;
  return false;
}

/** Offers `holder` to hold the blocker; the returned function takes the offer back. */
export function offerToHoldBlocker(holder: object) {
  blockerHolders.push(holder);
  changed();
  return () => {
    blockerHolders.splice(blockerHolders.indexOf(holder), 1);
    changed();
  };
}

export function holdsBlocker(holder: object): boolean {
  return blockerHolders[0] === holder;
}

/** While the navigation question is open, a dialog under it leaves Escape and the focus to the question. */
export function setNavigationQuestionOpen(open: boolean) {
  if (questionOpen === open) return;
  questionOpen = open;
  changed();
}

export function isNavigationQuestionOpen(): boolean {
  return questionOpen;
}
