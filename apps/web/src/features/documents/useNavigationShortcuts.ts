import { useEffect } from 'react';

/** Is the event's target a place where the user types (where Alt+arrows edit text instead)? */
function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName);
}

/** Alt+Left: back, Alt+Right: forward, Alt+Up: up; ignored while typing in a field. */
export function useNavigationShortcuts(actions: { back: () => void; forward: () => void; up: () => void }) {
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (!event.altKey || event.ctrlKey || event.metaKey || isTyping(event.target)) return;
      const action = { ArrowLeft: actions.back, ArrowRight: actions.forward, ArrowUp: actions.up }[event.key];
      if (!action) return;
      event.preventDefault();
      action();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [actions.back, actions.forward, actions.up]);
}
