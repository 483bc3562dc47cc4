import { useQuery } from '@tanstack/react-query';
import { addressQuery } from './addressQuery';

/** One address by id; disabled while the id is missing or not a number. */
export function useAddress(id: number | null) {
  return useQuery({
    ...addressQuery(id ?? 0),
    enabled: id !== null,
    // The form holds its own copy while open; a background refetch would only race its saves.
    refetchOnWindowFocus: false,
  });
}
