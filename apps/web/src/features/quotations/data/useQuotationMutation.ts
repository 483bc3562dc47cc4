import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { useInvalidateQuotations } from './useInvalidateQuotations';

/**
 * A change that can move a quotation between status lists (create, duplicate, revise, delete): after it
 * succeeds, `updateCache` puts what the answer says into the cache, and every status list and sidebar count is
 * read again in the background.
 */
export function useQuotationMutation<Variables, Answer>(
  mutationFn: (variables: Variables) => Promise<Answer>,
  updateCache: (queryClient: QueryClient, answer: Answer, variables: Variables) => void,
) {
  const queryClient = useQueryClient();
  const invalidate = useInvalidateQuotations();
  return useMutation({
    mutationFn,
    onSuccess: (answer: Answer, variables: Variables) => {
      updateCache(queryClient, answer, variables);
      void invalidate();
    },
  });
}
