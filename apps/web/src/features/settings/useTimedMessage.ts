import { useCallback, useEffect, useRef, useState } from 'react';

export interface TimedMessage {
  text: string;
  tone: 'success' | 'error';
}

/**
 * A message that clears itself after `ms` (success messages after 3 seconds, upload errors, longer to read, after 5).
 * Showing another restarts the clock.
 */
export function useTimedMessage(): [TimedMessage | null, (message: TimedMessage, ms?: number) => void] {
  const [message, setMessage] = useState<TimedMessage | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const show = useCallback((next: TimedMessage, ms?: number) => {
    clearTimeout(timer.current);
    setMessage(next);
    if (ms !== undefined) timer.current = setTimeout(() => setMessage(null), ms);
  }, []);
  return [message, show];
}
