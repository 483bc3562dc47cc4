import { useEffect } from 'react';

/** While `dirty`, closing or reloading the tab asks the browser's own question first. */
export function useAskBeforeUnload(dirty: boolean) {
  useEffect(() => {
    if (!dirty) return;
    const askBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers ask only when a return value is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', askBeforeUnload);
    return () => window.removeEventListener('beforeunload', askBeforeUnload);
  }, [dirty]);
}
