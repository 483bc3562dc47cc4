import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';

/**
 * The task a link names (`/task-manager?task=42`, as a notification opens it): its card is scrolled into
 * view, focused for the keyboard and marked, and starts expanded.
 */
export function useTaskFocus(taskId: number) {
  const [params] = useSearchParams();
  const focused = params.get('task') === String(taskId);
  const ref = useRef<HTMLElement>(null);
  useEffect(() => {
    if (!focused || !ref.current) return;
    ref.current.scrollIntoView({ block: 'center' });
    ref.current.focus({ preventScroll: true });
  }, [focused]);
  return { focused, ref };
}
