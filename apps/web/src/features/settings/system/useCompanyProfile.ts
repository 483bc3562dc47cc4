import { type CompanyProfileUpdate, companyProfileApi } from '@freight/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../shared/api/apiClient';

const KEY = ['company-profile'] as const;

/** The company's details on quotes and the quote e-mail template, and saving them (If-Match: the version read). */
export function useCompanyProfile() {
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: KEY,
    queryFn: ({ signal }) => callApi(companyProfileApi.get, { signal }),
  });
  const save = useMutation({
    mutationFn: (input: { changes: CompanyProfileUpdate; version: number }) =>
      callApi(companyProfileApi.update, { body: input.changes, ifMatch: input.version }),
    onSuccess: (saved) => queryClient.setQueryData(KEY, saved),
  });
  return { query, save };
}
