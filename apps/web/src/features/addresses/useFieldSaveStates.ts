import { useCallback, useEffect, useRef, useState } from 'react';
import type { FieldSaveState } from './FieldSaveIndicator';

/** How long the saved tick stays (spec section 9). */
const TICK_MS = 2000;

/** Per-field 'saving' / 'saved' marks; a 'saved' mark clears itself after 2 s. */
export function useFieldSaveStates() {
  const [saveStates, setSaveStates] = useState<Record<string, FieldSaveState>>({});
  const timers = useRef(new Map<string, ReturnType<typeof setTimeout>>());

  const set = useCallback((field: string, state: FieldSaveState | undefined) => {
    clearTimeout(timers.current.get(field));
    timers.current.delete(field);
    setSaveStates(({ [field]: _old, ...rest }) => (state ? { ...rest, [field]: state } : rest));
  }, []);

  const markSaving = useCallback((field: string) => set(field, 'saving'), [set]);
  const clearState = useCallback((field: string) => set(field, undefined), [set]);
  const markSaved = useCallback(
    (field: string) => {
      set(field, 'saved');
      timers.current.set(
        field,
        setTimeout(() => set(field, undefined), TICK_MS),
      );
    },
    [set],
  );

  useEffect(() => {
    const pending = timers.current;
    return () => {
      for (const timer of pending.values()) clearTimeout(timer);
    };
  }, []);

  return { saveStates, markSaving, markSaved, clearState };
}
