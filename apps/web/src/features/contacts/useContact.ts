import { useQuery } from '@tanstack/react-query';
import { contactQuery } from './contactQuery';

/** The full contact `id`, or nothing while `id` is null (the query stays idle). */
export function useContact(id: number | null, enabled = true) {
  return useQuery({ ...contactQuery(id ?? 0), enabled: enabled && id !== null });
}
