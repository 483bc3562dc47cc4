/** How long keys are held for the search box at most, should it never take focus (its code failed to load). */
const HOLD_LIMIT_MS = 5000;

/** What marks the search box, so the keys that already reach it are left to it. */
export const SEARCH_INPUT_ATTRIBUTE = 'data-global-search-input';

/**
 * The keys typed between Ctrl+K and the moment the search box has focus. The dialog's code loads on first use
 * and its box takes focus only once the modal has opened, so a quick typist's first letters ('gonz' typed at
 * once) would otherwise land in the page behind, or nowhere. `start` holds every printable key (and
 * Backspace over them) from the shortcut on; the box, on taking focus, `take`s them and stops the holding.
 */
export function createTypeAhead() {
  let held = '';
  let timer: ReturnType<typeof setTimeout> | undefined;

  function onKeyDown(event: KeyboardEvent) {
    if (event.target instanceof Element && event.target.hasAttribute(SEARCH_INPUT_ATTRIBUTE)) return;
    if (event.key === 'Escape') {
      stop();
      return;
    }
    if (event.ctrlKey || event.metaKey || event.altKey || event.isComposing) return;
    if (event.key.length === 1) held += event.key;
    else if (event.key === 'Backspace' && held) held = held.slice(0, -1);
    else return;
    // Held for the search box, not typed into the field or page behind the dialog.
    event.preventDefault();
    event.stopPropagation();
  }

  function stop() {
    window.removeEventListener('keydown', onKeyDown, true);
    clearTimeout(timer);
  }

  return {
    start() {
      stop();
      held = '';
      window.addEventListener('keydown', onKeyDown, true);
      timer = setTimeout(stop, HOLD_LIMIT_MS);
    },
    /** The keys held so far, once: holding stops. */
    take(): string {
      stop();
      const text = held;
      held = '';
      return text;
    },
  };
}

export type TypeAhead = ReturnType<typeof createTypeAhead>;
