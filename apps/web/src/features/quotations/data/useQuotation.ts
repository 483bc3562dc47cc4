import { useQuery } from '@tanstack/react-query';
import { quotationQuery } from './quotationQuery';

/** One quotation by id; disabled while the id is missing or not a number. */
export function useQuotation(id: number | null) {
  return useQuery({ ...quotationQuery(id ?? 0), enabled: id !== null });
}
